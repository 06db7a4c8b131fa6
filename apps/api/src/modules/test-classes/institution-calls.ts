import {
  addTestClass,
  getInstitutionTestClassList,
  getQualificationGate,
  getTestClassDetail,
  getTestGradeOptions,
  getTestSiteList,
  Role,
  searchAssessors,
  setTestClassRefund,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './institution-service';

/**
 * The institution centre's test classes (decision 0059): institutions only (role 3), their own classes and sites only.
 * Reads are marked so the pages draw on the server.
 */
export function institutionClassCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.InstitutionClassDeps = { db, clock };
  const institution = [Role.Institution] as const;
  return [
    roleCall(getQualificationGate, institution, (_input, { caller }) => service.qualificationGate(deps, caller), { reads: true }),
    roleCall(getInstitutionTestClassList, institution, (input, { caller }) => service.listClasses(deps, caller, input), { reads: true }),
    roleCall(setTestClassRefund, institution, (input, { caller }) => service.toggleRefund(deps, caller, input)),
    roleCall(getTestSiteList, institution, (_input, { caller }) => service.listSites(deps, caller), { reads: true }),
    roleCall(getTestGradeOptions, institution, async () => service.gradeOptions(), { reads: true }),
    roleCall(searchAssessors, institution, (input, { caller }) => service.searchAssessors(deps, caller, input), { reads: true }),
    roleCall(addTestClass, institution, (input, { caller }) => service.addClass(deps, caller, input)),
    roleCall(getTestClassDetail, institution, (input, { caller }) => service.classDetail(deps, caller, input), { reads: true }),
  ];
}
