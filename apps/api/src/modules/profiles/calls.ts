import {
  checkMechanismName,
  getMechanismInfo,
  getPersonalInfo,
  Role,
  submitAthleteInfo,
  submitEvaluatorInfo,
  submitMechanismInfo,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as profiles from './service';

export function profileCalls(deps: ModuleDeps): RegisteredCall[] {
  return [
    roleCall(getPersonalInfo, [Role.Athlete, Role.Evaluator], (_input, { caller }) => profiles.getPersonalInfo(deps, caller)),
    roleCall(submitAthleteInfo, [Role.Athlete], (input, { caller, files }) => profiles.submitPersonalInfo(deps, caller, input, files)),
    roleCall(submitEvaluatorInfo, [Role.Evaluator], (input, { caller, files }) =>
      profiles.submitPersonalInfo(deps, caller, input, files),
    ),
    roleCall(getMechanismInfo, [Role.Institution], (_input, { caller }) => profiles.getMechanismInfo(deps, caller)),
    roleCall(submitMechanismInfo, [Role.Institution], (input, { caller, files }) =>
      profiles.submitMechanismInfo(deps, caller, input, files),
    ),
    roleCall(checkMechanismName, [Role.Institution], (input, { caller }) => profiles.checkMechanismName(deps, caller, input)),
  ];
}
