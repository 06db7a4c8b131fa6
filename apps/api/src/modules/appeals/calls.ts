import { createAppeal, getAppealList, getTestScores, Role, secondAppeal } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './service';

/** Scores and appeals: the athlete's own only (decision 0032). */
export function appealCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps = { db, clock };
  return [
    roleCall(getTestScores, [Role.Athlete], (input, { caller }) => service.getTestScores(deps, caller, input)),
    roleCall(createAppeal, [Role.Athlete], (input, { caller }) => service.createAppeal(deps, caller, input)),
    roleCall(getAppealList, [Role.Athlete], (input, { caller }) => service.listAppeals(deps, caller, input), { reads: true }),
    roleCall(secondAppeal, [Role.Athlete], (input, { caller }) => service.secondAppeal(deps, caller, input)),
  ];
}
