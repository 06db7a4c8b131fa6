import { getAdminAccount, lockAdminAccount, Role, searchAdminAccounts, startAdminPasswordReset, unlockAdminAccount } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';

/**
 * The back office's accounts (decision 0071): roles 4 (their province, never the staff) and 5. `AdminAccount/Get` is
 * not a `reads` call: every answer of it writes an audit row (查看个人信息), so it is never rendered ahead or cached.
 */
export function adminAccountCalls(deps: ModuleDeps): RegisteredCall[] {
  const reviewers = [Role.ProvincialReviewer, Role.NationalAdministrator] as const;
  const writesUsers = { invalidates: [CacheTag.People] } as const;
  return [
    roleCall(searchAdminAccounts, reviewers, (input, { caller }) => service.searchAccounts(deps, caller, input), { reads: true }),
    roleCall(getAdminAccount, reviewers, (input, { caller }) => service.getAccount(deps, caller, input)),
    roleCall(lockAdminAccount, reviewers, (input, { caller }) => service.lockAccount(deps, caller, input), writesUsers),
    roleCall(unlockAdminAccount, reviewers, (input, { caller }) => service.unlockAccount(deps, caller, input), writesUsers),
    roleCall(startAdminPasswordReset, reviewers, (input, { caller, clientAddress, log }) => service.startPasswordReset(deps, caller, input, clientAddress, log)),
  ];
}
