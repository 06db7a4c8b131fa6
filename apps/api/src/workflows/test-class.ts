import { Role, TestClassStatus as S } from '@badminton/contracts';
import { testClasses } from '../db/schema';
import { defineWorkflow } from './define';
import { recordStore } from './transition';

/**
 * Test class review (req: states.md#test-class-application-status): the provincial reviewer passes or rejects an
 * application, the national association gives the final approval or rejects; a rejected class may be applied for again.
 */
export const testClassWorkflow = defineWorkflow('testClass', [
  { from: S.Applied, to: S.ProvinceApproved, roles: [Role.ProvincialReviewer], action: '省协会审核通过' },
  { from: S.Applied, to: S.Rejected, roles: [Role.ProvincialReviewer], action: '省协会驳回' },
  { from: S.ProvinceApproved, to: S.Approved, roles: [Role.NationalAdministrator], action: '中羽协终审通过' },
  { from: S.ProvinceApproved, to: S.Rejected, roles: [Role.NationalAdministrator], action: '中羽协驳回' },
  { from: S.Rejected, to: S.Applied, roles: [Role.Institution], action: '机构修改后重新申请' },
]);

/** Test classes: `test_classes.application_status`. */
export const testClassRecords = recordStore(testClasses, testClasses.id, testClasses.applicationStatus);
