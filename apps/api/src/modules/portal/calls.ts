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
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, roleCall, type RegisteredCall } from '../../registry/types';
import { MemoryRateLimiter } from '../rate-limits/memory';
import * as portal from './service';

const PORTAL_TTL_MS = 10_000;
const { Classes, Institutions, People, Reference } = CacheTag;
const cached = (...tags: CacheTag[]) => ({ cache: { ttlMs: PORTAL_TTL_MS, tags } });

/**
 * The public portal: institutions, evaluators, athletes, test and training classes, sign-up check, certificate query.
 * The training detail is for evaluators only. The certificate query is never cached (it is rate limited per client address and answers personal data).
 */
export function portalCalls({ db, now, childAgeLimit, certificateImageKey }: ModuleDeps): RegisteredCall[] {
  const queryLimiter = new MemoryRateLimiter({ ...portal.OPEN_QUERY_LIMIT, now });
  return [
    publicCall(getTestMechListIndex, (input) => portal.listInstitutionsIndex(db, input), cached(Institutions)),
    publicCall(getTestMechList, (input) => portal.listInstitutions(db, input), cached(Institutions, Reference)),
    publicCall(getTestMechDetail, (input) => portal.getInstitution(db, input.id), cached(Institutions, Classes, People, Reference)),
    publicCall(getUserCoachListIndex, (input) => portal.listEvaluatorsIndex(db, input), cached(People)),
    publicCall(getUserCoachList, (input) => portal.listEvaluators(db, input), cached(People, Reference)),
    publicCall(getUserCoachDetail, (input) => portal.getEvaluator(db, input.id, new Date(now())), cached(People, Classes, Reference)),
    publicCall(getAthleteList, (input) => portal.listAthletes(db, input), cached(People)),
    publicCall(getAthleteDetail, (input) => portal.getAthlete(db, input, certificateImageKey), cached(People, Classes, Reference)),
    publicCall(
      getExaminerClassList,
      async (input, { validUntil }) => {
        const at = new Date(now());
        validUntil(await portal.testClassListValidUntil(db, at));
        return portal.listTestClasses(db, input, at);
      },
      cached(Classes, Institutions),
    ),
    publicCall(getTestGradeList, (input) => portal.listClassGrades(db, input.id), cached(Classes)),
    roleCall(checkApply, [Role.Athlete], (input, { caller }) =>
      portal.checkApply(db, caller.userId, input.id, { now: new Date(now()), childAgeLimit }),
    ),
    publicCall(getTrainingClassList, (input) => portal.listTrainingClasses(db, input), cached(Classes)),
    // Spec 001 §6: only evaluators reach the training detail (the page's role dialog is a courtesy; this is the guard).
    roleCall(getTrainingClassDetail, [Role.Evaluator], (input) => portal.getTrainingClass(db, input.id)),
    publicCall(openQuery, (input, { clientAddress }) => portal.openQuery(db, input, clientAddress, queryLimiter, certificateImageKey)),
  ];
}
