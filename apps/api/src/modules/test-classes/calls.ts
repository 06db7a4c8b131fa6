import { getExaminerClassList, getTestGradeList } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { portalCache } from '../shared/portal-cache';
import * as testClasses from './service';

const { Classes, Institutions } = CacheTag;

/**
 * The public test classes and the grades a class offers. The list's order moves with the clock, so its cached
 * answer also expires at the next registration window start or end.
 */
export function testClassCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(
      getExaminerClassList,
      async (input, { validUntil }) => {
        const at = clock.now();
        validUntil(await testClasses.testClassListValidUntil(db, at));
        return testClasses.listTestClasses(db, input, at);
      },
      portalCache(Classes, Institutions),
    ),
    publicCall(getTestGradeList, (input) => testClasses.listClassGrades(db, input.id), portalCache(Classes)),
  ];
}
