import { AppealStatus as S, Role } from '@badminton/contracts';
import { defineWorkflow } from './define';

/**
 * Score appeals (req: states.md#appeal-status, appeals.md#appeal-rules): the institution handles a first appeal (modify
 * the score or reject); after a first appeal ends unchanged the athlete may appeal once more, to the national
 * association. The 7-day window and the two-appeal limit per score are checked where appeals are created.
 */
export const appealWorkflow = defineWorkflow('appeal', [
  { from: S.Submitted, to: S.UnderReview, roles: [Role.Institution], action: '机构受理' },
  { from: S.Submitted, to: S.ScoreChanged, roles: [Role.Institution], action: '机构修改成绩' },
  { from: S.Submitted, to: S.ScoreUnchanged, roles: [Role.Institution], action: '机构驳回' },
  { from: S.UnderReview, to: S.ScoreChanged, roles: [Role.Institution], action: '机构修改成绩' },
  { from: S.UnderReview, to: S.ScoreUnchanged, roles: [Role.Institution], action: '机构驳回' },
  { from: S.ScoreUnchanged, to: S.SecondSubmitted, roles: [Role.Athlete], action: '运动员提交二次申诉' },
  { from: S.SecondSubmitted, to: S.SecondUnderReview, roles: [Role.NationalAdministrator], action: '中羽协受理' },
  { from: S.SecondSubmitted, to: S.SecondPassed, roles: [Role.NationalAdministrator], action: '中羽协复核通过' },
  { from: S.SecondSubmitted, to: S.Exhausted, roles: [Role.NationalAdministrator], action: '中羽协复核驳回' },
  { from: S.SecondUnderReview, to: S.SecondPassed, roles: [Role.NationalAdministrator], action: '中羽协复核通过' },
  { from: S.SecondUnderReview, to: S.Exhausted, roles: [Role.NationalAdministrator], action: '中羽协复核驳回' },
]);
