import {
  ADMIN_EVENT_MESSAGES as M,
  autoApplyEvent,
  getAdminEvent,
  getAdminEventList,
  getEventApplyRecords,
  MESSAGES,
  passAdminEvent,
  rejectAdminEvent,
  Role,
} from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/audit/chain';
import { eventApplications, personProfiles, statusAudit } from '../src/db/schema';
import { signedInUser } from './helpers/accounts';
import { athleteOf } from './helpers/admin-grades-fixture';
import { GUANGDONG, GUANGXI, reviewerOf } from './helpers/admin-review-fixture';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { eventWithResults } from './helpers/scores-fixture';

/**
 * The back office's event-based level review (decision 0072): the provincial reviewer reads their province's
 * applications only; the national administrator passes or rejects an awaiting one (workflow, audit row); the athlete
 * reads the result in their own records.
 */

let t: TestApp;
type User = { userId: number; userToken: string };
let gd: User;
let national: User;

beforeAll(async () => {
  t = await build({ demo: null });
  gd = await reviewerOf(t.database.db, GUANGDONG.provinceId);
  national = await signedInUser(t.database.db, Role.NationalAdministrator);
});
afterAll(() => t.close());

/** An athlete in `provinceId` who applied automatically for grade 5 of a fresh event. */
async function applied(provinceId: number) {
  const athlete = await athleteOf(t.database.db, new Date());
  await t.database.db.update(personProfiles).set({ provinceId }).where(eq(personProfiles.userId, athlete.userId));
  const ev = await eventWithResults(t.database.db, new Date(), { results: [{ athleteUserId: athlete.userId, grade: 5 }] });
  await callOk(t.app, autoApplyEvent.path, { event_id: ev.eventId, apply_grade: 5 }, athlete);
  const [row] = await t.database.db.select({ id: eventApplications.id }).from(eventApplications).where(eq(eventApplications.athleteUserId, athlete.userId));
  return { athlete, id: row.id };
}

describe('event application review', () => {
  it('lists a province reviewer only their own province, with counts', async () => {
    const mine = await applied(GUANGDONG.provinceId);
    const theirs = await applied(GUANGXI.provinceId);
    const own = await callOk(t.app, getAdminEventList.path, { page: 1, limit: 10, keyword: mine.athlete.name }, gd);
    expect((own.items as { id: number; can_decide: boolean; province_name: string }[]).map((item) => [item.id, item.can_decide, item.province_name])).toEqual([[mine.id, false, '广东省']]);
    const other = await callOk(t.app, getAdminEventList.path, { page: 1, limit: 10, keyword: theirs.athlete.name }, gd);
    expect(other.items).toEqual([]);
    const all = await callOk(t.app, getAdminEventList.path, { page: 1, limit: 10, keyword: theirs.athlete.name }, national);
    expect(all.items).toHaveLength(1);
    expect(all.counts).toEqual({ '0': 1, '1': 0, '2': 0 });
    const refused = await call(t.app, getAdminEvent.path, { id: theirs.id }, gd);
    expect(refused.result?.errorMsg).toBe(MESSAGES.forbidden);
    const detail = await callOk(t.app, getAdminEvent.path, { id: mine.id }, gd);
    expect(detail.actions).toEqual({ can_pass: false, can_reject: false });
    expect(detail.placing).toBe('女子单打 第三名');
  });

  it('refuses the provincial reviewer a decision by role', async () => {
    const mine = await applied(GUANGDONG.provinceId);
    const answer = await call(t.app, passAdminEvent.path, { id: mine.id }, gd);
    expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
  });

  it('passes through the workflow with an audit row; the athlete sees it; a second decision is refused', async () => {
    const { athlete, id } = await applied(GUANGXI.provinceId);
    expect((await callOk(t.app, getAdminEvent.path, { id }, national)).actions).toEqual({ can_pass: true, can_reject: true });
    expect(await callOk(t.app, passAdminEvent.path, { id }, national)).toMatchObject({ apply_status: 1 });
    const audits = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'eventApply'), eq(statusAudit.recordId, id)));
    expect(audits.map((row) => [row.fromStatus, row.toStatus, row.actorRole, row.reason])).toEqual([['0', '1', 5, '中羽协审核通过']]);
    const records = await callOk(t.app, getEventApplyRecords.path, { page: 1, limit: 10 }, athlete);
    expect((records.items as { apply_status: number; apply_status_name: string; approval_comments: string }[])[0]).toMatchObject({
      apply_status: 1,
      apply_status_name: '审核通过',
      approval_comments: '中羽协审核通过',
    });
    const again = await call(t.app, rejectAdminEvent.path, { id, reason: '重复' }, national);
    expect(again.result?.errorMsg).toBe(M.alreadyDecided('审核通过'));
    const detail = await callOk(t.app, getAdminEvent.path, { id }, national);
    expect((detail.history as { action: string }[]).map((row) => row.action)).toEqual(['提交自动申请', '中羽协审核通过']);
    expect((await verifyAuditChain(t.database.db)).intact).toBe(true);
  });

  it('rejects with a required reason of at most 200 characters, which the athlete reads', async () => {
    const { athlete, id } = await applied(GUANGDONG.provinceId);
    expect((await call(t.app, rejectAdminEvent.path, { id, reason: '  ' }, national)).result?.errorMsg).toBe(M.reasonRequired);
    expect((await call(t.app, rejectAdminEvent.path, { id, reason: '长'.repeat(201) }, national)).result?.errorMsg).toBe(M.reasonTooLong);
    expect(await callOk(t.app, rejectAdminEvent.path, { id, reason: '名次与证明不符' }, national)).toMatchObject({ apply_status: 2 });
    const records = await callOk(t.app, getEventApplyRecords.path, { page: 1, limit: 10 }, athlete);
    expect((records.items as { apply_status: number; approval_comments: string }[])[0]).toMatchObject({ apply_status: 2, approval_comments: '名次与证明不符' });
    expect((await call(t.app, getAdminEvent.path, { id: 99_999_999 }, national)).result?.errorMsg).toBe(M.applicationNotFound);
  });
});
