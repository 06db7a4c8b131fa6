import { EventApplyStatus as S, Role } from '@badminton/contracts';
import { eventApplications } from '../db/schema';
import { defineWorkflow } from './define';
import { recordStore } from './transition';

/**
 * Event-based level applications (req: states.md#event-application-status, back-office.md#event-application-review;
 * decision 0072): the national administrator passes or rejects an application awaiting review. The provincial reviewer
 * reads their province's applications but does not decide (the requirements name one reviewer, the association that
 * issues certificates). A rejected application stays rejected; the athlete may apply again (a new record).
 */
export const eventApplyWorkflow = defineWorkflow('eventApply', [
  { from: S.Awaiting, to: S.Approved, roles: [Role.NationalAdministrator], action: '中羽协审核通过' },
  { from: S.Awaiting, to: S.Rejected, roles: [Role.NationalAdministrator], action: '中羽协审核不通过' },
]);

/** Event applications: `event_applications.apply_status`. */
export const eventApplyRecords = recordStore(eventApplications, eventApplications.id, eventApplications.applyStatus);
