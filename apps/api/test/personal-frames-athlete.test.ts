import { autoApplyEvent, createAppeal, PaymentStatus, Role } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClasses } from '../src/db/schema';
import type { PersonalFrameWriter } from '../src/web/frames/markup';
import {
  complaintRecordsFrame,
  eventApplicationFrame,
  eventApplicationRecordsFrame,
  gradeTestRecordsFrame,
} from '../src/web/frames/personal/athlete-records';
import { signedInUser } from './helpers/accounts';
import { callOk } from './helpers/call';
import { drawAs, framedService, memberHtml } from './helpers/frame-web-root';
import { addInstitutionProfile } from './helpers/sign-up-fixture';
import { eventWithResults, type SignUpOptions, signUpWithScores } from './helpers/scores-fixture';

/**
 * The athlete's record frames (decision 0045): /personal/gradeTestRecord, /personal/complaintRecord,
 * /personal/competitionApplication and /personal/competitionApplicationRecord drawn from the member's own records,
 * with the screens' classes; no frame for an empty list; never another member's records.
 */

const DAY = 86_400_000;
const service = framedService({ demo: null });
const db = () => service.t.database.db;

type Member = { userId: number; userToken: string };

/** Draws `writer` for `member`, its calls signed as them (helpers/frame-web-root.ts `drawAs`). */
function draw(writer: PersonalFrameWriter, member: Member, search = ''): Promise<string | null> {
  return drawAs(service.t, writer, { ...member, role: Role.Athlete }, { search });
}

const athlete = () => signedInUser(db(), Role.Athlete);

/** A sign-up of `member` (scores-fixture) whose class's institution has its profile, as the records list joins it. */
async function signUpOf(member: Member, options: SignUpOptions) {
  const signUp = await signUpWithScores(db(), member.userId, options);
  const [testClass] = await db()
    .select({ institution: testClasses.institutionUserId })
    .from(testClasses)
    .where(eq(testClasses.id, signUp.testClassId));
  const now = new Date();
  await addInstitutionProfile(db(), testClass.institution, now, { fullName: `测试机构${testClass.institution}`, nickname: `机构${testClass.institution}` });
  return { ...signUp, institution: `测试机构${testClass.institution}` };
}

describe('the grade test records frame', () => {
  it('draws the member’s sign-ups as the screen’s order cards, and nothing of another member', async () => {
    const me = await athlete();
    const other = await athlete();
    const paid = await signUpOf(me, { publishedAt: new Date(Date.now() - DAY), judgment: 1 });
    const pending = await signUpOf(me, { publishedAt: null, paymentStatus: PaymentStatus.Pending, grade: 5 });
    await signUpOf(other, { publishedAt: new Date(Date.now() - DAY) });
    const html = await draw(gradeTestRecordsFrame, me);
    expect(html).not.toBeNull();
    const text = html ?? '';
    expect(text).toContain('<div class="bm-page-section__title">等级测试记录</div>');
    expect(text).toContain('<ul class="order-cards"><li class="order-card test-record">');
    expect(paid.applicationId).not.toBe(pending.applicationId);
    expect(text.match(/class="order-card test-record"/g)).toHaveLength(2);
    expect(text).toContain('<dt>测试等级</dt><dd>四级</dd>');
    expect(text).toContain('<dt>测试等级</dt><dd>五级</dd>');
    expect(text).toContain('<dt>测试结果</dt><dd>合格</dd>');
    expect(text).toContain(`<dt>测试机构</dt><dd>${paid.institution}</dd>`);
    expect(text).toContain('<dt>联系人</dt><dd>张老师 13900000000</dd>');
    expect(text).toContain('<img class="test-record__picture" src="https://files.example.test/upload/mechanism/view.png"');
    expect(text).toContain('>¥200.00</p>');
    expect(text).toContain('<span>查看成绩</span>');
    expect(text).toContain('<span>申诉</span>');
    expect(text).toContain('<span>去支付</span>');
    expect(text).toContain('class="test-record__link" href="/personal/invoice?orderSn=BMT');
    expect(text).not.toMatch(/<h\d|<section|<header/);
    const theirs = (await draw(gradeTestRecordsFrame, other)) ?? '';
    const theirOrder = /订单号：(BMT[0-9a-f]+)/.exec(theirs)?.[1];
    expect(theirOrder).toBeTruthy();
    expect(text).not.toContain(theirOrder as string);
  });

  it('draws no frame for a member without sign-ups', async () => {
    expect(await draw(gradeTestRecordsFrame, await athlete())).toBeNull();
  });

  it('draws at most three cards of the first page', async () => {
    const me = await athlete();
    for (let i = 0; i < 6; i += 1) await signUpOf(me, { publishedAt: new Date(Date.now() - DAY) });
    const html = (await draw(gradeTestRecordsFrame, me)) ?? '';
    expect(html.match(/class="order-card test-record"/g)).toHaveLength(3);
    const page2 = (await draw(gradeTestRecordsFrame, me, 'page=2')) ?? '';
    expect(page2.match(/class="order-card test-record"/g)).toHaveLength(2);
  });
});

describe('the complaint records frame', () => {
  it('draws the member’s appeals, and nothing of another member', async () => {
    const me = await athlete();
    const other = await athlete();
    const mine = await signUpOf(me, { publishedAt: new Date(Date.now() - DAY) });
    const theirs = await signUpOf(other, { publishedAt: new Date(Date.now() - DAY) });
    await callOk(service.t.app, createAppeal.path, { appeal_source_id: mine.applicationId, appeal_status: 0, appeal_content: '发球科目判定有误，请复核。' }, me);
    await callOk(service.t.app, createAppeal.path, { appeal_source_id: theirs.applicationId, appeal_status: 0, appeal_content: '他人的申诉内容' }, other);
    const html = (await draw(complaintRecordsFrame, me)) ?? '';
    expect(html).toContain('<div class="bm-page-section__title">申诉记录</div>');
    expect(html).toContain('<ul class="appeal-list"><li class="appeal-card">');
    expect(html).toMatch(/<div class="appeal-card__title" style="line-height:1.4">成绩测试班\d+（四级）<\/div>/);
    expect(html).toContain('<span class="appeal-card__status is-open">已提交，等待处理</span>');
    expect(html).toContain('<dt>申诉内容</dt><dd>发球科目判定有误，请复核。</dd>');
    expect(html).toContain('<dt>机构回复</dt><dd>暂无</dd>');
    expect(html).not.toContain('他人的申诉内容');
  });

  it('draws no frame for a member without appeals', async () => {
    expect(await draw(complaintRecordsFrame, await athlete())).toBeNull();
  });
});

describe('the event application frames', () => {
  it('draws the intro and the member’s open results; the records list after an application', async () => {
    const me = await athlete();
    const other = await athlete();
    const now = new Date();
    const event = await eventWithResults(db(), now, { results: [{ athleteUserId: me.userId, grade: 5 }] });
    await eventWithResults(db(), now, { results: [{ athleteUserId: other.userId, grade: 4 }] });
    const html = (await draw(eventApplicationFrame, me)) ?? '';
    expect(html).toContain('<div class="bm-page-section__title">赛事等级申请</div>');
    expect(html).toContain('<p class="event-intro">以下为您在赛事中取得的、可申请认定等级的成绩，点击“申请”提交审核。</p>');
    expect(html.match(/<li class="event-card">/g)).toHaveLength(1);
    expect(html).toMatch(/<div class="event-card__title" style="line-height:1.4">测试赛事\d+<\/div>/);
    expect(html).toContain('省级赛事 · 广东省羽毛球协会 · ');
    expect(html).toContain('成绩：女子单打 第三名 · 可申请等级：<strong>五级</strong> · 申请截止：');
    expect(html).toContain('<span>申请</span>');

    expect(await draw(eventApplicationRecordsFrame, me)).toBeNull();
    await callOk(service.t.app, autoApplyEvent.path, { event_id: event.eventId, apply_grade: 5 }, me);
    const records = (await draw(eventApplicationRecordsFrame, me)) ?? '';
    expect(records).toContain('<div class="bm-page-section__title">赛事申请记录</div>');
    expect(records).toContain('<li class="event-card event-card--record">');
    expect(records).toContain('<dt>申请等级</dt><dd>五级</dd>');
    expect(records).toContain('<dt>审核意见</dt><dd>暂无</dd>');
    expect(records).toContain('<span class="event-status event-status--0">待审核</span>');
    expect(records.match(/<li class="event-card/g)).toHaveLength(1);
    // The applied result leaves the automatic list: its empty state under the intro.
    const after = (await draw(eventApplicationFrame, me)) ?? '';
    expect(after).toContain('<p class="event-intro">');
    expect(after).toContain('<p class="bm-empty-state__text">暂无可申请的赛事等级</p>');
    expect(after).not.toContain('event-card');
  });

  it('draws the intro and the empty state for a member without results, no records frame', async () => {
    const me = await athlete();
    const html = (await draw(eventApplicationFrame, me)) ?? '';
    expect(html).toContain('<p class="bm-empty-state__text">暂无可申请的赛事等级</p>');
    expect(await draw(eventApplicationRecordsFrame, me)).toBeNull();
  });
});

describe('the pages as the member gets them (the page cookie of their session)', () => {
  it('carry the member’s records in the layout’s content column, and only theirs', async () => {
    const me = await athlete();
    const other = await athlete();
    const mine = await signUpOf(me, { publishedAt: new Date(Date.now() - DAY) });
    const theirs = await signUpOf(other, { publishedAt: new Date(Date.now() - DAY) });
    await callOk(service.t.app, createAppeal.path, { appeal_source_id: mine.applicationId, appeal_status: 0, appeal_content: '我的申诉：发球判定' }, me);
    await callOk(service.t.app, createAppeal.path, { appeal_source_id: theirs.applicationId, appeal_status: 0, appeal_content: '他人的申诉：步法判定' }, other);
    const now = new Date();
    const event = await eventWithResults(db(), now, { results: [{ athleteUserId: me.userId, grade: 6 }] });
    await callOk(service.t.app, autoApplyEvent.path, { event_id: event.eventId, apply_grade: 6 }, me);
    await eventWithResults(db(), now, { results: [{ athleteUserId: me.userId, grade: 4 }] });
    const theirEvent = await eventWithResults(db(), now, { results: [{ athleteUserId: other.userId, grade: 5 }] });

    const records = await memberHtml(service, me.userToken, '/personal/gradeTestRecord');
    expect(records).toContain('<div class="bm-personal__content"><div class="bm-page-section">');
    expect(records).toContain(`<dt>测试机构</dt><dd>${mine.institution}</dd>`);
    expect(records).not.toContain(theirs.institution);

    const appeals = await memberHtml(service, me.userToken, '/personal/complaintRecord');
    expect(appeals).toContain('<dd>我的申诉：发球判定</dd>');
    expect(appeals).not.toContain('他人的申诉');

    const application = await memberHtml(service, me.userToken, '/personal/competitionApplication');
    expect(application).toContain('<p class="event-intro">');
    expect(application).toContain('可申请等级：<strong>四级</strong>');
    expect(application.match(/<li class="event-card">/g)).toHaveLength(1);

    const applications = await memberHtml(service, me.userToken, '/personal/competitionApplicationRecord');
    expect(applications).toContain('<dt>申请等级</dt><dd>六级</dd>');
    expect(applications).toContain('<span class="event-status event-status--0">待审核</span>');

    const theirApplication = await memberHtml(service, other.userToken, '/personal/competitionApplication');
    expect(theirApplication).toContain('可申请等级：<strong>五级</strong>');
    expect(theirApplication).not.toContain('<strong>四级</strong>');
    expect(theirEvent.eventId).toBeGreaterThan(0);
  });

  it('have no screen frame for empty lists', async () => {
    const me = await athlete();
    for (const [url, mark] of [
      ['/personal/gradeTestRecord', 'order-cards'],
      ['/personal/complaintRecord', 'appeal-list'],
      ['/personal/competitionApplicationRecord', 'event-list'],
    ]) {
      const html = await memberHtml(service, me.userToken, url);
      expect(html, url).not.toContain(mark);
      expect(html, url).not.toContain('bm-page-section');
    }
  });
});
