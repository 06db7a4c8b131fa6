import { acceptAdminAppeal, decideAdminAppeal, getAdminAppeal, getAdminAppealList, Role } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';

/**
 * The national association's second appeals (issue 26, decision 0068; req: back-office.md#appeal-review): the national
 * administrator only (product-decisions §4). Reads are marked so the pages draw on the server.
 */
export function adminAppealCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.AdminAppealDeps = { db, clock };
  const national = [Role.NationalAdministrator] as const;
  return [
    roleCall(getAdminAppealList, national, (input, { caller }) => service.listSecondAppeals(deps, caller, input), { reads: true }),
    roleCall(getAdminAppeal, national, (input, { caller }) => service.getSecondAppeal(deps, caller, input), { reads: true }),
    roleCall(acceptAdminAppeal, national, (input, { caller }) => service.acceptSecondAppeal(deps, caller, input)),
    // A decision may issue a certificate and change a test record (the public athlete pages read both).
    roleCall(decideAdminAppeal, national, (input, { caller }) => service.decideSecondAppeal(deps, caller, input), { invalidates: [CacheTag.People] }),
  ];
}
