import { getInvoiceDetail, getInvoiceList, Role } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './service';

/** Invoice records and detail (decision 0033): every role of the personal centre, its own invoices only. */
export function invoiceCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps = { db, clock };
  const roles = [Role.Athlete, Role.Evaluator, Role.Institution] as const;
  return [
    roleCall(getInvoiceList, roles, (input, { caller }) => service.listInvoices(deps, caller, input), { reads: true }),
    roleCall(getInvoiceDetail, roles, (input, { caller }) => service.getInvoiceDetail(deps, caller, input), { reads: true }),
  ];
}
