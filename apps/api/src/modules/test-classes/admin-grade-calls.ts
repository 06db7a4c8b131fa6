import {
  approveGradeSubmission,
  downloadAdminSupervisionForm,
  getAdminGradeSubmission,
  getAdminGradeSubmissionList,
  publishGradeSubmission,
  rejectGradeSubmission,
  Role,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { workRecordDeps } from '../work-records/calls';
import * as service from './admin-grade-service';

/**
 * The association's grade-submission queue and publication (issue 26, decision 0068): the provincial reviewer (role 4,
 * their province) approves or rejects submitted grades; the national administrator (role 5) publishes or rejects
 * approved ones. Reads are marked so the pages draw on the server.
 */
export function adminGradeSubmissionCalls(moduleDeps: ModuleDeps): RegisteredCall[] {
  const { db, clock, jobs } = moduleDeps;
  const deps: service.AdminGradeDeps = { db, clock, jobs, fileKey: workRecordDeps(moduleDeps).fileKey };
  const association = [Role.ProvincialReviewer, Role.NationalAdministrator] as const;
  return [
    roleCall(getAdminGradeSubmissionList, association, (input, { caller }) => service.listGradeSubmissions(deps, caller, input), { reads: true }),
    roleCall(getAdminGradeSubmission, association, (input, { caller }) => service.getGradeSubmission(deps, caller, input), { reads: true }),
    roleCall(downloadAdminSupervisionForm, association, (input, { caller }) => service.downloadSupervisionForm(deps, caller, input)),
    roleCall(approveGradeSubmission, [Role.ProvincialReviewer], (input, { caller }) => service.approveGradeSubmission(deps, caller, input), { invalidates: [CacheTag.Classes] }),
    roleCall(rejectGradeSubmission, association, (input, { caller }) => service.rejectGradeSubmission(deps, caller, input), { invalidates: [CacheTag.Classes] }),
    roleCall(publishGradeSubmission, [Role.NationalAdministrator], (input, { caller }) => service.publishGradeSubmission(deps, caller, input), {
      invalidates: [CacheTag.Classes, CacheTag.People],
    }),
  ];
}
