/**
 * What the screens make of the calls' answers: the actions a record card offers, a certificate card's rank and tags,
 * the invoice detail's company fields. zod-free (the browser entry re-exports it) and typed by the answers' own types,
 * which it imports from the call modules; no call module imports it, so the two never form a circle (decision 0054).
 * The fixed values stay in the `*-constants.ts` files, which import nothing of the call modules.
 */
import { PaymentStatus, RefundStatus } from '../workflow-states';
import type { OwnCertificateItem } from './certificate-delivery';
import type { InvoiceDetail } from './invoices';
import type { TestOrderRecord } from './test-sign-up';
import type { TrainingRecordItem } from './training-orders';

// ---------------------------------------------------------------- test sign-up

/** What a grade test record card offers (the athlete's screen and the service's frame of it). */
export interface TestRecordActions {
  /** 去支付: pending and not a batch sign-up (a batch sign-up is paid by the institution). */
  pay: boolean;
  /** 查看成绩: paid and the scores published (before that the service answers 成绩尚未发布; issue 28.6). */
  score: boolean;
  /** 查看发票: paid. */
  invoice: boolean;
  /** 申诉: paid, the scores published and not appealed yet (issue 28.6). */
  appeal: boolean;
  /** 已退费 tag. */
  refunded: boolean;
}

export function testRecordActions(
  record: Pick<TestOrderRecord, 'payment_status' | 'isBatch' | 'isAppeal' | 'refund_status' | 'score_qualified_judgment'>,
): TestRecordActions {
  const paid = record.payment_status === PaymentStatus.Paid;
  // The list answers score_qualified_judgment only once the class's scores are published (null before).
  const scored = record.score_qualified_judgment !== null && record.score_qualified_judgment !== undefined;
  return {
    pay: record.payment_status === PaymentStatus.Pending && !record.isBatch,
    score: paid && scored,
    invoice: paid,
    appeal: paid && scored && !record.isAppeal,
    refunded: record.refund_status === RefundStatus.Refunded,
  };
}

// ---------------------------------------------------------------- training orders

/** What a training record card offers (the evaluator's screen and the service's frame of it). */
export interface TrainingRecordActions {
  /** 去支付 and 发票信息: pending (1). */
  pay: boolean;
  invoiceInfo: boolean;
  /** 查看发票: paid through the portal (an order number). */
  invoice: boolean;
  /** 查看成绩: shown once paid, enabled once reviewed (performance_review 1 or 2). */
  score: boolean;
  scoreEnabled: boolean;
}

export function trainingRecordActions(record: Pick<TrainingRecordItem, 'payment_status' | 'performance_review' | 'order_sn'>): TrainingRecordActions {
  const pending = record.payment_status === PaymentStatus.Pending;
  const paid = record.payment_status === PaymentStatus.Paid;
  return {
    pay: pending && record.order_sn !== '',
    invoiceInfo: pending,
    invoice: paid && record.order_sn !== '',
    score: paid,
    scoreEnabled: paid && record.performance_review !== 0,
  };
}

// ---------------------------------------------------------------- certificates, delivery and invoices

/**
 * The company title's fields as the invoice detail shows them (req: 002 §2), in order; blank ones show 无. The account
 * screen and the service's first-paint frame of it (decision 0045) both list them from here.
 */
export const INVOICE_COMPANY_FIELDS: readonly { key: keyof InvoiceDetail; label: string }[] = [
  { key: 'custname', label: '单位名称' },
  { key: 'custTaxNo', label: '纳税人识别号' },
  { key: 'custAddr', label: '注册地址' },
  { key: 'custPhone', label: '注册电话' },
  { key: 'custBank', label: '开户银行' },
  { key: 'custAccount', label: '银行账号' },
  { key: 'invoMemo', label: '备注' },
];

/**
 * A certificate card's rules, for the certificate screen and the service's frame of it: an evaluator certificate
 * (grades 31–33) → its rank 1–3 (shown as a rank badge), null for an athlete's; and its tags — 赛事等级 for an event
 * grade, then 已领取 (granted) or 已申领 (in a paper order or a proxy request).
 */
export function evaluatorRankOf(certificate: Pick<OwnCertificateItem, 'certificate_grade'>): number | null {
  const rank = certificate.certificate_grade - 30;
  return rank >= 1 && rank <= 3 ? rank : null;
}
export function certificateTags(certificate: Pick<OwnCertificateItem, 'isEvent' | 'is_grant' | 'claimed'>): string[] {
  const tags: string[] = [];
  if (certificate.isEvent === 1) tags.push('赛事等级');
  if (certificate.is_grant === 1) tags.push('已领取');
  else if (certificate.claimed) tags.push('已申领');
  return tags;
}
