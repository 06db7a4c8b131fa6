import { RefundStatus as S, Role } from '@badminton/contracts';
import { testApplications, testClasses } from '../db/schema';
import { defineWorkflow, SYSTEM } from './define';
import { recordStore } from './transition';

/**
 * Refunds, class-level and row-level (req: states.md#refund-status): the institution requests (0 → 1) or
 * cancels (1 → 0); the national association approves in the back office and the provider refunds (→ 2), or the
 * refund fails or is refused (→ 3). A failed refund can be tried again (3 → 1, by the service or the national
 * association; decision 0046); only the provider's answer makes it refunded (→ 2, SYSTEM only). The back office's
 * approval is not a status change (the request stays 1 while the provider refunds; decision 0069).
 */
export const refundWorkflow = defineWorkflow('refund', [
  // SYSTEM: an entry swept into its class's approved refund (decision 0069); the class's approval is the decision.
  { from: S.None, to: S.Refunding, roles: [Role.Institution, SYSTEM], action: '机构申请退费，或随测试班退费' },
  { from: S.Refunding, to: S.None, roles: [Role.Institution], action: '机构取消退费' },
  { from: S.Refunding, to: S.Refunded, roles: [SYSTEM], action: '退款成功' },
  { from: S.Refunding, to: S.Failed, roles: [SYSTEM, Role.NationalAdministrator], action: '退款失败或中羽协驳回' },
  { from: S.Failed, to: S.Refunding, roles: [SYSTEM, Role.NationalAdministrator], action: '重新退款' },
]);

/** The class-level refund flag: `test_classes.refund_status` (entries get theirs with the sign-up issue). */
export const classRefundRecords = recordStore(testClasses, testClasses.id, testClasses.refundStatus);

/** The row-level refund flag of an entry: `test_applications.refund_status` (decision 0060). */
export const entryRefundRecords = recordStore(testApplications, testApplications.id, testApplications.refundStatus);
