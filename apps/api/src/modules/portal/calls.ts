import {
  checkApply,
  getAthleteDetail,
  getAthleteList,
  getExaminerClassList,
  getTestGradeList,
  getTestMechDetail,
  getTestMechList,
  getTestMechListIndex,
  getTrainingClassDetail,
  getTrainingClassList,
  getUserCoachDetail,
  getUserCoachList,
  getUserCoachListIndex,
  openQuery,
  Role,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, roleCall, type RegisteredCall } from '../../registry/types';
import * as portal from './service';

/** The public portal: institutions, evaluators, athletes, test and training classes, sign-up check, certificate query. */
export function portalCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(getTestMechListIndex, (input) => portal.listInstitutionsIndex(db, input)),
    publicCall(getTestMechList, (input) => portal.listInstitutions(db, input)),
    publicCall(getTestMechDetail, (input) => portal.getInstitution(db, input.id)),
    publicCall(getUserCoachListIndex, (input) => portal.listEvaluatorsIndex(db, input)),
    publicCall(getUserCoachList, (input) => portal.listEvaluators(db, input)),
    publicCall(getUserCoachDetail, (input) => portal.getEvaluator(db, input.id)),
    publicCall(getAthleteList, (input) => portal.listAthletes(db, input)),
    publicCall(getAthleteDetail, (input) => portal.getAthlete(db, input)),
    publicCall(getExaminerClassList, (input) => portal.listTestClasses(db, input)),
    publicCall(getTestGradeList, (input) => portal.listClassGrades(db, input.id)),
    roleCall(checkApply, [Role.Athlete], (input, { caller }) => portal.checkApply(db, caller.userId, input.id)),
    publicCall(getTrainingClassList, (input) => portal.listTrainingClasses(db, input)),
    publicCall(getTrainingClassDetail, (input) => portal.getTrainingClass(db, input.id)),
    publicCall(openQuery, (input, { clientAddress }) => portal.openQuery(db, input, clientAddress)),
  ];
}
