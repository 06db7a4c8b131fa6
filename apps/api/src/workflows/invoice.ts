import { InvoiceStatus as S, Role } from '@badminton/contracts';
import { defineWorkflow, SYSTEM } from './define';

/**
 * E-invoices (req: states.md#invoice-status): the e-invoice provider issues (→ 1) or fails (→ 2, or → 3 when it
 * gave no result); a failed invoice is issued again, automatically or from the back office.
 */
export const invoiceWorkflow = defineWorkflow('invoice', [
  { from: S.Pending, to: S.Issued, roles: [SYSTEM], action: '开票成功' },
  { from: S.Pending, to: S.Failed, roles: [SYSTEM], action: '开票失败' },
  { from: S.Pending, to: S.Abnormal, roles: [SYSTEM], action: '开票无结果' },
  { from: S.Failed, to: S.Pending, roles: [SYSTEM, Role.NationalAdministrator], action: '重新开票' },
  { from: S.Abnormal, to: S.Pending, roles: [SYSTEM, Role.NationalAdministrator], action: '重新开票' },
]);
