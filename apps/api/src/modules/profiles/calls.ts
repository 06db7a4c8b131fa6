import {
  checkMechanismName,
  getMechanismInfo,
  getPersonalInfo,
  Role,
  submitAthleteInfo,
  submitEvaluatorInfo,
  submitMechanismInfo,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as profiles from './service';

const WRITES_PERSON = { invalidates: [CacheTag.People] };
const WRITES_INSTITUTION = { invalidates: [CacheTag.Institutions] };

export function profileCalls(deps: ModuleDeps): RegisteredCall[] {
  return [
    roleCall(getPersonalInfo, [Role.Athlete, Role.Evaluator], (_input, { caller }) => profiles.getPersonalInfo(deps, caller)),
    roleCall(submitAthleteInfo, [Role.Athlete], (input, { caller, files }) => profiles.submitPersonalInfo(deps, caller, input, files), WRITES_PERSON),
    roleCall(
      submitEvaluatorInfo,
      [Role.Evaluator],
      (input, { caller, files }) => profiles.submitPersonalInfo(deps, caller, input, files),
      WRITES_PERSON,
    ),
    roleCall(getMechanismInfo, [Role.Institution], (_input, { caller }) => profiles.getMechanismInfo(deps, caller)),
    roleCall(
      submitMechanismInfo,
      [Role.Institution],
      (input, { caller, files }) => profiles.submitMechanismInfo(deps, caller, input, files),
      WRITES_INSTITUTION,
    ),
    roleCall(checkMechanismName, [Role.Institution], (input, { caller }) => profiles.checkMechanismName(deps, caller, input)),
  ];
}
