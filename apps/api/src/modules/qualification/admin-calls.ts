import {
  bulkPassAdminQualification,
  getAdminQualificationDetail,
  getAdminQualificationList,
  passAdminQualification,
  rejectAdminQualification,
  Role,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';
import { qualificationFileKey } from './files';

/**
 * The back office's qualification review (decision 0067): roles 4 (their province) and 5; the bulk first review is the
 * provincial reviewer's. A final approval makes the institution public (CacheTag.Institutions).
 */
export function adminQualificationCalls({ db, clock, keys }: ModuleDeps): RegisteredCall[] {
  const deps: service.AdminQualificationDeps = { db, clock, fileKey: qualificationFileKey(keys) };
  const reviewers = [Role.ProvincialReviewer, Role.NationalAdministrator] as const;
  const decides = { invalidates: [CacheTag.Institutions] } as const;
  return [
    roleCall(getAdminQualificationList, reviewers, (input, { caller }) => service.listQualifications(deps, caller, input), { reads: true }),
    roleCall(getAdminQualificationDetail, reviewers, (input, { caller }) => service.qualificationDetail(deps, caller, input), { reads: true }),
    roleCall(passAdminQualification, reviewers, (input, { caller }) => service.passQualification(deps, caller, input), decides),
    roleCall(rejectAdminQualification, reviewers, (input, { caller }) => service.rejectQualification(deps, caller, input), decides),
    roleCall(bulkPassAdminQualification, [Role.ProvincialReviewer], (input, { caller }) => service.bulkPassQualifications(deps, caller, input), decides),
  ];
}
