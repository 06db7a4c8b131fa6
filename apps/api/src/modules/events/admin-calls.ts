import { getAdminEvent, getAdminEventList, passAdminEvent, rejectAdminEvent, Role } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';

/**
 * The back office's event-based level review (decision 0072; req: back-office.md#event-application-review): roles 4
 * (their province, read only) and 5 read; only the national administrator passes or rejects (the workflow's table).
 */
export function adminEventCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.AdminEventDeps = { db, clock };
  const reviewers = [Role.ProvincialReviewer, Role.NationalAdministrator] as const;
  const national = [Role.NationalAdministrator] as const;
  return [
    roleCall(getAdminEventList, reviewers, (input, { caller }) => service.listApplications(deps, caller, input), { reads: true }),
    roleCall(getAdminEvent, reviewers, (input, { caller }) => service.applicationDetail(deps, caller, input), { reads: true }),
    roleCall(passAdminEvent, national, (input, { caller }) => service.passApplication(deps, caller, input)),
    roleCall(rejectAdminEvent, national, (input, { caller }) => service.rejectApplication(deps, caller, input)),
  ];
}
