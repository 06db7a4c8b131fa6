import { SUBJECT_PASS_SCORE } from '@badminton/contracts';

/**
 * The pass rule of a test (decision 0061), in one place: a sign-up passes (`score_judgment` 1) when every subject
 * scored at least SUBJECT_PASS_SCORE (60) points, else it fails (2); with no subject scored it is not judged (0).
 * Whoever sets scores (an appeal's handling, score entry) judges with it.
 */
export function judgeScores(scores: readonly number[]): 0 | 1 | 2 {
  if (scores.length === 0) return 0;
  return scores.every((score) => score >= SUBJECT_PASS_SCORE) ? 1 : 2;
}
