import { ADMIN_GRADE_MESSAGES, SUBJECT_PASS_SCORE } from '@badminton/contracts';
import { BusinessError } from '../../lib/errors';

/**
 * The pass rule of a test (decision 0061), in one place: a sign-up passes (`score_judgment` 1) when every subject
 * scored at least SUBJECT_PASS_SCORE (60) points, else it fails (2); with no subject scored it is not judged (0).
 * Whoever sets scores (an appeal's handling, score entry) judges with it.
 */
export function judgeScores(scores: readonly number[]): 0 | 1 | 2 {
  if (scores.length === 0) return 0;
  return scores.every((score) => score >= SUBJECT_PASS_SCORE) ? 1 : 2;
}

/**
 * The judgment of an appeal's changed scores (first appeal at the institution, second at the association): an appeal
 * reviews the athlete's score for them, so a pass never becomes a fail — refused with 复核不能使已合格的成绩变为不合格.
 */
export function judgeAppealScores(previousJudgment: number | null, scores: readonly number[]): 0 | 1 | 2 {
  const judgment = judgeScores(scores);
  if (previousJudgment === 1 && judgment !== 1) throw new BusinessError(ADMIN_GRADE_MESSAGES.noWorsening);
  return judgment;
}
