import {
  bulkPassAdminTestClass,
  getAdminTestClassDetail,
  getAdminTestClassList,
  passAdminTestClass,
  rejectAdminTestClass,
  Role,
  searchAdminAssessors,
  setAdminTestClassAssessors,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';

/**
 * The back office's test class review (decision 0067): roles 4 (their province) and 5; the bulk pass is the provincial
 * reviewer's. A decision or an assessor change can change the public class list and the work records (CacheTag.Classes).
 */
export function adminTestClassCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.AdminClassDeps = { db, clock };
  const reviewers = [Role.ProvincialReviewer, Role.NationalAdministrator] as const;
  const writes = { invalidates: [CacheTag.Classes] } as const;
  return [
    roleCall(getAdminTestClassList, reviewers, (input, { caller }) => service.listClasses(deps, caller, input), { reads: true }),
    roleCall(getAdminTestClassDetail, reviewers, (input, { caller }) => service.classDetail(deps, caller, input), { reads: true }),
    roleCall(passAdminTestClass, reviewers, (input, { caller }) => service.passClass(deps, caller, input), writes),
    roleCall(rejectAdminTestClass, reviewers, (input, { caller }) => service.rejectClass(deps, caller, input), writes),
    roleCall(setAdminTestClassAssessors, reviewers, (input, { caller }) => service.setAssessors(deps, caller, input), writes),
    roleCall(searchAdminAssessors, reviewers, (input, { caller }) => service.searchAssessors(deps, caller, input), { reads: true }),
    roleCall(bulkPassAdminTestClass, [Role.ProvincialReviewer], (input, { caller }) => service.bulkPassClasses(deps, caller, input), writes),
  ];
}
