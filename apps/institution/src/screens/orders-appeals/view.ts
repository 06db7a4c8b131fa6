import {
  APPEAL_REPLY_MAX,
  INSTITUTION_ORDERS_APPEALS_MESSAGES as M,
  type InstitutionOrderItem,
  PaymentStatus,
  SUBJECT_SCORE_MAX,
} from '@badminton/contracts';

/** The logistics screen of a parcel (the account package's, as the athlete's). */
export function logisticsPath(expressNumber: string): string {
  return `/personal/gradeCertificateDelivery/logistics?id=${encodeURIComponent(expressNumber)}`;
}

/** A rejection reason's length in characters (code points, as the service counts). */
export function replyLength(text: string): number {
  return [...text.trim()].length;
}

/** The remaining-characters counter under the reason. */
export function replyCounter(text: string): string {
  return `${replyLength(text)}/${APPEAL_REPLY_MAX}`;
}

/** The reason's rule before sending: required, at most 100 characters. */
export function checkReply(text: string): string | null {
  if (replyLength(text) === 0) return M.replyRequired;
  if (replyLength(text) > APPEAL_REPLY_MAX) return M.replyTooLong;
  return null;
}

/** A typed score: 0–100, at most one decimal; the number, or null when it is not one. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= SUBJECT_SCORE_MAX ? value : null;
}

/** The order's action: pay while it waits or failed, logistics once paid with a parcel, else nothing. */
export function orderAction(order: Pick<InstitutionOrderItem, 'payment_status_code' | 'express_number'>): 'pay' | 'logistics' | null {
  if (order.payment_status_code === PaymentStatus.Pending || order.payment_status_code === PaymentStatus.Failed) return 'pay';
  if (order.payment_status_code === PaymentStatus.Paid && order.express_number) return 'logistics';
  return null;
}
