import { QualificationStatus as S, Role } from '@badminton/contracts';
import { institutionProfiles } from '../db/schema';
import { defineWorkflow } from './define';
import { recordStore } from './transition';

/**
 * Institution qualification (req: states.md#qualification-approval-status): first review by the provincial reviewer,
 * final review by the national association; a refused application may be edited and submitted again (editing is open in
 * 1 and 4 only).
 */
export const qualificationWorkflow = defineWorkflow('qualification', [
  { from: S.Submitted, to: S.ProvinceApproved, roles: [Role.ProvincialReviewer], action: '省协会初审通过' },
  { from: S.Submitted, to: S.Rejected, roles: [Role.ProvincialReviewer], action: '省协会初审不通过' },
  { from: S.ProvinceApproved, to: S.Approved, roles: [Role.NationalAdministrator], action: '中羽协终审通过' },
  { from: S.ProvinceApproved, to: S.Rejected, roles: [Role.NationalAdministrator], action: '中羽协终审不通过' },
  { from: S.Rejected, to: S.Submitted, roles: [Role.Institution], action: '机构修改后重新提交' },
]);

/** The institution's qualification: `institution_profiles.approval_status`, keyed by the institution's account. */
export const qualificationRecords = recordStore(institutionProfiles, institutionProfiles.userId, institutionProfiles.approvalStatus);
