import { approveAdminRefund, getAdminRefundList, refuseAdminRefund, retryAdminRefund, Role } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';

/** The back office's refund queue (decision 0069): the national administrator only (the association approves refunds). */
export function adminRefundCalls({ db, clock, jobs }: ModuleDeps): RegisteredCall[] {
  const deps: service.AdminRefundDeps = { db, clock, jobs };
  const national = [Role.NationalAdministrator] as const;
  return [
    roleCall(getAdminRefundList, national, (input) => service.listRefunds(deps, input), { reads: true }),
    roleCall(approveAdminRefund, national, (input, { caller }) => service.approveRefund(deps, caller, input)),
    roleCall(refuseAdminRefund, national, (input, { caller }) => service.refuseRefund(deps, caller, input)),
    roleCall(retryAdminRefund, national, (input, { caller }) => service.retryRefund(deps, caller, input)),
  ];
}
