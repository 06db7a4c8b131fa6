import { GradeSubmissionStatus as S, Role } from '@badminton/contracts';
import { defineWorkflow } from './define';

/**
 * Grade submission of a test class (req: states.md#grade-submission-status): the institution submits the scores, the
 * provincial reviewer approves or rejects (with a reason), the national association publishes (certificates follow)
 * or rejects; a rejected submission may be corrected and submitted again.
 */
export const gradeSubmissionWorkflow = defineWorkflow('gradeSubmission', [
  { from: S.Unsubmitted, to: S.Submitted, roles: [Role.Institution], action: '机构提交成绩' },
  { from: S.Submitted, to: S.Approved, roles: [Role.ProvincialReviewer], action: '省协会审核通过' },
  { from: S.Submitted, to: S.Rejected, roles: [Role.ProvincialReviewer], action: '省协会驳回' },
  { from: S.Approved, to: S.Published, roles: [Role.NationalAdministrator], action: '中羽协审核发布' },
  { from: S.Approved, to: S.Rejected, roles: [Role.NationalAdministrator], action: '中羽协驳回' },
  { from: S.Rejected, to: S.Submitted, roles: [Role.Institution], action: '机构修改后重新提交' },
]);
