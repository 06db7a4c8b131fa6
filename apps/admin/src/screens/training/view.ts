import type { TrainingStage } from '@badminton/contracts';

/** The stage's colour class of the review queues (`../review/review.css`). */
export function stageClass(stage: TrainingStage): string {
  if (stage === 'open') return 'review-status review-status--done';
  if (stage === 'stopped') return 'review-status review-status--rejected';
  return 'review-status review-status--pending';
}

/** 元 of a fee in fen, as the form and the detail show it (two decimals only when needed). */
export function yuanOf(fen: number): string {
  return (fen / 100).toFixed(fen % 100 === 0 ? 0 : 2);
}

/** A date-time range, the end's day left out when it is the start's. */
export function span(start: string, end: string): string {
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} 至 ${end.slice(11)}` : `${start} 至 ${end}`;
}
