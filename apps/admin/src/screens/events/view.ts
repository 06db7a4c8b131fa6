/** The labels both event-level screens show (decision 0072). */

/** `apply_way`: 1 an event result the athlete held (自动申请), 2 a proof the athlete uploaded (手动申请). */
export function applyWayLabel(way: number): string {
  return way === 1 ? '自动申请（赛事成绩）' : way === 2 ? '手动申请（证明材料）' : '';
}

/** The status's colour class of the review queues (`../review/review.css`): 0 待审核, 1 审核通过, 2 审核不通过. */
export function eventStatusClass(status: number): string {
  if (status === 1) return 'review-status review-status--done';
  if (status === 2) return 'review-status review-status--rejected';
  return 'review-status review-status--pending';
}
