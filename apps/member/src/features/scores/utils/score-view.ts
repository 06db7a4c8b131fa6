import { SCORE_JUDGMENT_LABELS } from '@badminton/contracts';
/** The score judgment (req: 001 §4): 0 not judged, 1 pass, 2 fail (labels: @badminton/contracts). */
export function judgmentLabel(code: number): string {
  return SCORE_JUDGMENT_LABELS[code] ?? '未评定';
}

/** One decimal, as the scores are kept (60 → 60.0). */
export function formatScore(score: number): string {
  return score.toFixed(1);
}
