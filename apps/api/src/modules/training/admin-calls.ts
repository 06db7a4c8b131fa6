import { getAdminTraining, getAdminTrainingList, recordAdminTrainingResult, Role, saveAdminTraining, setAdminTrainingStop } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';

/**
 * The back office's evaluator training classes (decision 0074; req: evaluator.md#training-class-detail): roles 4
 * (the classes held in their province, read only) and 5 read; only the national administrator creates, edits, stops
 * or resumes a class and records results.
 */
export function adminTrainingCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.AdminTrainingDeps = { db, clock };
  const reviewers = [Role.ProvincialReviewer, Role.NationalAdministrator] as const;
  const national = [Role.NationalAdministrator] as const;
  return [
    roleCall(getAdminTrainingList, reviewers, (input, { caller }) => service.listClasses(deps, caller, input), { reads: true }),
    roleCall(getAdminTraining, reviewers, (input, { caller }) => service.classDetail(deps, caller, input), { reads: true }),
    roleCall(saveAdminTraining, national, (input, { caller }) => service.saveClass(deps, caller, input)),
    roleCall(setAdminTrainingStop, national, (input, { caller }) => service.setStop(deps, caller, input)),
    roleCall(recordAdminTrainingResult, national, (input, { caller }) => service.recordResult(deps, caller, input)),
  ];
}
