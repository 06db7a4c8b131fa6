import {
  getQualificationList,
  MESSAGES,
  QUALIFICATION_GROUPS,
  QUALIFICATION_MESSAGES as M,
  QualificationStatus,
  Role,
  submitQualification,
} from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionProfiles, qualificationApplications, qualificationReviews, statusAudit, testSites } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { toWireDateTime } from '../src/lib/wire-time';
import { startSession } from '../src/modules/accounts/service';
import { QUALIFICATION_ACTION_MESSAGE, requireQualified } from '../src/modules/institutions/qualification-gate';
import { users } from '../src/db/schema';
import { build, type TestApp } from './helpers/build';
import { call, callForm, type FormFile } from './helpers/call';
import { pngImage } from './helpers/images';
import { institutionProfileFor, licenceFile, qualificationFields } from './helpers/institution-fixture';

/**
 * The qualification application (issue 24, decision 0058): every rule and message of the form on the service, the
 * licence by content and size, editing only in status absent / 1 / 4, the declared test site, the approval history,
 * the audited status changes, the gate on the service for an institution that has not passed, and ownership.
 */

const time = { ms: Date.parse('2026-11-20T02:00:00Z') };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
let t: TestApp;
type User = { userId: number; userToken: string };
const db = () => t.database.db;
const as = (user: User) => ({ ...user, ts: Math.floor(time.ms / 1000) });

beforeAll(async () => {
  t = await build({ clock, demo: null });
});
afterAll(() => t.close());

let serial = 0;
async function institution(options: { profile?: boolean; status?: number | null } = {}): Promise<User> {
  serial += 1;
  const [row] = await db()
    .insert(users)
    .values({ usertype: Role.Institution, loginName: `qual-${serial}-${time.ms}`, isVerify: true, createdAt: now() })
    .returning({ id: users.id });
  if (options.profile !== false) await institutionProfileFor(db(), row.id, now(), options.status ?? null);
  return { userId: row.id, userToken: await startSession(db(), row.id, now()) };
}

async function submit(who: User, fields: Record<string, string>, files: FormFile[]) {
  const envelope = await callForm(t.app, submitQualification.path, fields, files, as(who));
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.result as { isSuccess: boolean; errorMsg?: string };
}

async function refused(who: User, fields: Record<string, string>, files: FormFile[]): Promise<string | undefined> {
  const answer = await submit(who, fields, files);
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.errorMsg;
}

async function read(who: User, extra: Record<string, unknown> = {}) {
  const envelope = await call(t.app, getQualificationList.path, {}, { ...as(who), ...extra });
  expect(envelope.result?.isSuccess, JSON.stringify(envelope)).toBe(true);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return envelope.result as Record<string, any>;
}

async function statusOf(who: User): Promise<number | null> {
  const [row] = await db().select({ s: institutionProfiles.approvalStatus }).from(institutionProfiles).where(eq(institutionProfiles.userId, who.userId));
  return row.s;
}

describe('TestMechanism/GetQualificationList', () => {
  it('answers no application, no status and the missing basic information for a new institution', async () => {
    const me = await institution({ profile: false });
    expect(await read(me)).toMatchObject({ items: [], approval_status: null, canEdit: false, hasProfile: false });
    const withProfile = await institution();
    expect(await read(withProfile)).toMatchObject({ items: [], approval_status: null, canEdit: true, hasProfile: true });
  });
});

describe('TestMechanism/SubmitQualification: the rules', () => {
  it('asks for the basic information first', async () => {
    const me = await institution({ profile: false });
    expect(await refused(me, qualificationFields(), [await licenceFile()])).toBe(M.profileRequired);
  });

  it.each([
    ['testInstitutionalSite', '', M.siteRequired],
    ['detailed_address', '', M.addressRequired],
    ['plastic_paces_number', '', M.countRequired],
    ['plastic_paces_number', '4片', M.countInvalid],
    ['plastic_paces_number', '-4', M.countInvalid],
    ['evaluator_number', '两个', M.countInvalid],
    ['grade', '', M.gradeRequired],
    ['grade', '4,99', M.gradeRequired],
    ['facility_introduct', '', M.facilityRequired],
    ['promotion_and_education_resources', ' ', M.promotionRequired],
    ['recent_situation', '', M.recentRequired],
    ['facility_introduct', '字'.repeat(501), M.textLimit],
    ['promotion_and_education_resources', '字'.repeat(501), M.textLimit],
    ['recent_situation', '字'.repeat(501), M.textLimit],
    ['isAgree', '', M.noticeRequired],
    ['isCommit', '0', M.commitmentRequired],
  ])('%s = %j → %s, nothing stored', async (field, value, message) => {
    const me = await institution();
    expect(await refused(me, qualificationFields({ [field]: value }), [await licenceFile()])).toBe(message);
    expect(await statusOf(me)).toBeNull();
    expect(await db().select().from(qualificationApplications).where(eq(qualificationApplications.institutionUserId, me.userId))).toHaveLength(0);
  });

  it('asks for at least one selection in each of the seven groups, of the group’s own options', async () => {
    const me = await institution();
    for (const [index, group] of QUALIFICATION_GROUPS.entries()) {
      const groups = QUALIFICATION_GROUPS.map((g) => g.options[0] as string);
      groups[index] = '';
      expect(await refused(me, qualificationFields({ comprehensive_content: groups.join('|') }), [await licenceFile()])).toBe(M.groupRequired(group.label));
      groups[index] = '不存在的选项';
      expect(await refused(me, qualificationFields({ comprehensive_content: groups.join('|') }), [await licenceFile()])).toBe(M.groupRequired(group.label));
    }
  });

  it('asks for the licence, JPG/PNG by content, under 4 MB', async () => {
    const me = await institution();
    expect(await refused(me, qualificationFields(), [])).toBe(M.licenceRequired);
    const fake = { name: 'business_license_key', content: Buffer.from('GIF89a not an image'), filename: 'licence.png', type: 'image/png' };
    expect(await refused(me, qualificationFields(), [fake])).toBe(M.licenceType);
    const big = { name: 'business_license_key', content: Buffer.alloc(4 * 1024 * 1024, 1), filename: 'licence.png', type: 'image/png' };
    expect(await refused(me, qualificationFields(), [big])).toBe(M.licenceSize);
  });

  it('accepts 500 characters in a text area', async () => {
    const me = await institution();
    expect((await submit(me, qualificationFields({ recent_situation: '字'.repeat(500) }), [await licenceFile()])).isSuccess).toBe(true);
  });
});

describe('TestMechanism/SubmitQualification: submitting and editing', () => {
  it('submits: status 1 (audited as a creation), the application, the test site, the licence and the history', async () => {
    const me = await institution();
    expect((await submit(me, qualificationFields(), [await licenceFile()])).isSuccess).toBe(true);
    expect(await statusOf(me)).toBe(QualificationStatus.Submitted);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'qualification'), eq(statusAudit.recordId, me.userId)));
    expect(audit).toMatchObject([{ fromStatus: '', toStatus: '1', actorUserId: me.userId, actorRole: 3, changedAt: now() }]);
    const [site] = await db().select().from(testSites).where(eq(testSites.institutionUserId, me.userId));
    expect(site).toMatchObject({ name: '羽翔体育天河球馆', detailedAddress: '天河路100号', courtCount: 6, provinceId: 440000 });
    const answer = await read(me);
    expect(answer.approval_status).toBe(1);
    expect(answer.canEdit).toBe(true);
    const [item] = answer.items;
    expect(item).toMatchObject({
      grade: '4,5,6',
      plastic_paces_number: 6,
      evaluator_number: 3,
      institutional_site_id: site.id,
      testInstitutionalSite: '羽翔体育天河球馆',
      detailed_address: '天河路100号',
      approval_status: 1,
      approval_content: '',
      approval_time: null,
    });
    // Shown at its signed address only (decision 0067): the stored path itself answers 404.
    expect(item.business_license_key).toMatch(new RegExp(`^/wwwroot/upload/qualification/${me.userId}/[^/?]+\\.png\\?e=\\d+&t=[0-9a-f]{32}$`));
    expect((await t.app.inject({ method: 'GET', url: item.business_license_key })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: item.business_license_key.split('?')[0] })).statusCode).toBe(404);
    expect(item.history).toEqual([
      { approval_status: 1, approval_status_name: '未审核', approval_content: '机构提交资质申请', approval_time: toWireDateTime(now()), effective_start_date: null, effective_end_date: null },
    ]);
  });

  it('edits in status 1: the licence kept when none is sent, the same site row updated, still 1, no status change audited', async () => {
    const me = await institution();
    await submit(me, qualificationFields(), [await licenceFile()]);
    const before = (await read(me)).items[0];
    time.ms += 60_000;
    expect((await submit(me, qualificationFields({ testInstitutionalSite: '新球馆', plastic_paces_number: '8' }), [])).isSuccess).toBe(true);
    const after = (await read(me)).items[0];
    expect(after.business_license_key.split('?')[0]).toBe(before.business_license_key.split('?')[0]);
    expect(after.institutional_site_id).toBe(before.institutional_site_id);
    expect(after).toMatchObject({ testInstitutionalSite: '新球馆', plastic_paces_number: 8, approval_status: 1 });
    expect(after.history).toHaveLength(2);
    expect(await db().select().from(testSites).where(eq(testSites.institutionUserId, me.userId))).toHaveLength(1);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'qualification'), eq(statusAudit.recordId, me.userId)));
    expect(audit).toHaveLength(1);
  });

  it.each([QualificationStatus.ProvinceApproved, QualificationStatus.Approved])('refuses any edit in status %s', async (status) => {
    const me = await institution();
    await submit(me, qualificationFields(), [await licenceFile()]);
    await db().update(institutionProfiles).set({ approvalStatus: status }).where(eq(institutionProfiles.userId, me.userId));
    expect(await refused(me, qualificationFields({ testInstitutionalSite: '不应保存' }), [])).toBe(M.notEditable);
    expect((await read(me)).canEdit).toBe(false);
    const [site] = await db().select().from(testSites).where(eq(testSites.institutionUserId, me.userId));
    expect(site.name).toBe('羽翔体育天河球馆');
  });

  it('resubmits a refused application (4 → 1 through the workflow) and shows the review in the history', async () => {
    const me = await institution();
    await submit(me, qualificationFields(), [await licenceFile()]);
    time.ms += 3_600_000;
    await db().update(institutionProfiles).set({ approvalStatus: QualificationStatus.Rejected }).where(eq(institutionProfiles.userId, me.userId));
    await db().insert(qualificationReviews).values({ institutionUserId: me.userId, status: 4, comment: '场地照片不清晰', reviewedAt: now() });
    const rejected = await read(me);
    expect(rejected).toMatchObject({ approval_status: 4, canEdit: true });
    expect(rejected.items[0]).toMatchObject({ approval_content: '场地照片不清晰', approval_time: toWireDateTime(now()) });
    time.ms += 60_000;
    expect((await submit(me, qualificationFields(), [await licenceFile()])).isSuccess).toBe(true);
    expect(await statusOf(me)).toBe(1);
    const audit = await db()
      .select()
      .from(statusAudit)
      .where(and(eq(statusAudit.workflow, 'qualification'), eq(statusAudit.recordId, me.userId)))
      .orderBy(asc(statusAudit.id));
    expect(audit.at(-1)).toMatchObject({ fromStatus: '4', toStatus: '1', actorRole: 3, reason: '机构修改后重新提交' });
    const history = (await read(me)).items[0].history.map((row: { approval_status: number; approval_content: string }) => [row.approval_status, row.approval_content]);
    expect(history).toEqual([
      [1, '机构提交资质申请'],
      [4, '场地照片不清晰'],
      [1, '机构修改后重新提交'],
    ]);
  });

  it('shows the effective dates of a final approval', async () => {
    const me = await institution();
    await submit(me, qualificationFields(), [await licenceFile()]);
    await db().update(institutionProfiles).set({ approvalStatus: 3 }).where(eq(institutionProfiles.userId, me.userId));
    await db()
      .insert(qualificationReviews)
      .values({ institutionUserId: me.userId, status: 3, comment: '同意', reviewedAt: now(), effectiveStartDate: '2026-12-01', effectiveEndDate: '2028-11-30' });
    expect((await read(me)).items[0]).toMatchObject({ approval_status: 3, effective_start_date: '2026-12-01', effective_end_date: '2028-11-30' });
  });
});

describe('the qualification gate on the service', () => {
  it('refuses an institution until its qualification passes (absent, 1, 2, 4), and lets it through at 3', async () => {
    const me = await institution();
    await expect(requireQualified(db(), me.userId)).rejects.toThrow(QUALIFICATION_ACTION_MESSAGE);
    await submit(me, qualificationFields(), [await licenceFile()]);
    for (const status of [1, 2, 4]) {
      await db().update(institutionProfiles).set({ approvalStatus: status }).where(eq(institutionProfiles.userId, me.userId));
      await expect(requireQualified(db(), me.userId)).rejects.toThrow(QUALIFICATION_ACTION_MESSAGE);
    }
    await db().update(institutionProfiles).set({ approvalStatus: 3 }).where(eq(institutionProfiles.userId, me.userId));
    await expect(requireQualified(db(), me.userId)).resolves.toBeUndefined();
  });
});

describe('ownership', () => {
  it('never reads or changes another institution’s application, even naming it in userid', async () => {
    const owner = await institution();
    await submit(owner, qualificationFields(), [await licenceFile()]);
    const other = await institution();
    const answer = await read(other, { userId: owner.userId });
    expect(answer.items).toEqual([]);
    expect(JSON.stringify(answer)).not.toContain('羽翔体育天河球馆');
    await submit(other, { ...qualificationFields({ testInstitutionalSite: '别人的球馆' }), userid: String(owner.userId), user_id: String(owner.userId) }, [await licenceFile()]);
    const [site] = await db().select().from(testSites).where(eq(testSites.institutionUserId, owner.userId));
    expect(site.name).toBe('羽翔体育天河球馆');
  });

  it('refuses the other roles', async () => {
    for (const role of [Role.Athlete, Role.Evaluator, Role.ProvincialReviewer, Role.NationalAdministrator]) {
      const [row] = await db().insert(users).values({ usertype: role, loginName: `qual-role-${role}-${serial++}`, isVerify: true, createdAt: now() }).returning({ id: users.id });
      const user = { userId: row.id, userToken: await startSession(db(), row.id, now()) };
      const envelope = await callForm(t.app, submitQualification.path, qualificationFields(), [{ name: 'business_license_key', content: await pngImage(), filename: 'a.png' }], as(user));
      expect(envelope.result?.errorMsg).toBe(MESSAGES.forbidden);
    }
  });
});
