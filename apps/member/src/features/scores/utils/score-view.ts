/** The score judgment (req: 001 §4): 0 not judged, 1 pass, 2 fail. */
export const JUDGMENT_LABELS: Record<number, string> = { 0: '未评定', 1: '合格', 2: '不合格' };

export function judgmentLabel(code: number): string {
  return JUDGMENT_LABELS[code] ?? '未评定';
}

/** One decimal, as the scores are kept (60 → 60.0). */
export function formatScore(score: number): string {
  return score.toFixed(1);
}
