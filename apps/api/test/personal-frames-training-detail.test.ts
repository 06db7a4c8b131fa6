import { Role, type RoleCode } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personProfiles, trainingClasses } from '../src/db/schema';
import { trainingDetailFrame } from '../src/web/frames/personal/training-detail';
import { signedInUser } from './helpers/accounts';
import { drawAs, framedService, memberHtml } from './helpers/frame-web-root';
import { newTrainingClass } from './helpers/training-fixture';

/**
 * The training class detail frame (decision 0045): /evaluationStaffTraining/evaluationStaffTrainingDetail?id drawn for
 * a signed-in evaluator from the screen's own call, with the screen's classes — the cover first (fetched first), the
 * title, the facts, 报名 in the screen's state, the tabs and 基本信息; none for a missing, invalid or unknown id, for
 * another role, or for an evaluator the shell sends to 基本信息 first.
 */

const service = framedService({ demo: null });
const db = () => service.t.database.db;

const PATH = '/evaluationStaffTraining/evaluationStaffTrainingDetail';
const COVER = '/wwwroot/training/frame-cover.jpg';

type Member = { userId: number; userToken: string; role: RoleCode };

async function memberOf(role: RoleCode, { profile = true } = {}): Promise<Member> {
  const member = { ...(await signedInUser(db(), role)), role };
  if (profile) {
    const now = new Date();
    await db()
      .insert(personProfiles)
      .values({ userId: member.userId, name: '培训考评员', englishName: 'Peixun', sex: 1, certificatesType: 1, certificatesNumber: `T${member.userId}`, birthday: '1990-01-02', createdAt: now, updatedAt: now });
  }
  return member;
}

/** A class with a cover, as the fixture makes it (fees 1000 / 400 / 1260 yuan, 广东省广州市天河区). */
async function classWithCover(options: Parameters<typeof newTrainingClass>[2] = {}): Promise<{ id: number; name: string }> {
  const id = await newTrainingClass(db(), new Date(), options);
  await db().update(trainingClasses).set({ filePath: COVER }).where(eq(trainingClasses.id, id));
  const [row] = await db().select({ name: trainingClasses.name }).from(trainingClasses).where(eq(trainingClasses.id, id));
  return { id, name: row.name };
}

/** The overlay's content in a page's HTML ('' when nothing is drawn in it: the shell's empty overlay). */
function frameOf(body: string): string {
  const start = body.indexOf('<div id="bm-first-paint"');
  const frame = body.slice(start, body.indexOf('<div id="root">'));
  return frame.includes('data-route=') ? frame : '';
}

/** The frame's rules: no ids (but the overlay's own), headings, landmarks, or focusable elements. */
function expectFrameRules(frame: string): void {
  const inner = frame.slice(frame.indexOf('>') + 1);
  expect(inner).not.toMatch(/<(h[1-6]|main|nav|header|footer|section|article|form)[\s>]/);
  expect(inner).not.toMatch(/\sid="/);
  for (const control of inner.match(/<(button|input|a [^>]*href=)[^>]*>/g) ?? []) expect(control).toContain('tabindex="-1"');
}

describe('the training class detail frame', () => {
  it('draws the class from the screen’s call for an evaluator: the cover first, the title, the facts, 报名 and 基本信息', async () => {
    const me = await memberOf(Role.Evaluator);
    const { id, name } = await classWithCover();
    const html = await memberHtml(service, me.userToken, `${PATH}?id=${id}`);
    const frame = frameOf(html);
    expect(frame).toContain(`data-member="${me.userId}"`);
    expectFrameRules(frame);
    // The common layout's main area with the breadcrumbs, no personal-centre side menu.
    expect(frame).toContain('<div class="shell-crumbs shell-container">');
    expect(frame).not.toContain('bm-personal');
    expect(frame).toContain('<div class="portal-container"><div class="bm-page-section training-detail">');
    expect(frame).toContain('<div class="bm-page-section__title">培训班详情</div>');
    expect(frame).toContain('<button class="el-button el-button--default el-button--small" type="button" tabindex="-1"><span>返回</span></button>');
    // The cover with the screen's attributes, the first image fetched first, and its preload in the head.
    expect(frame).toContain(
      `<div class="training-detail__head"><div class="training-detail__cover"><img src="/wwwroot/training/frame-cover.jpg" alt="" width="480" height="270" fetchpriority="high"></div>`,
    );
    expect(html).toContain('<link rel="preload" as="image" href="/wwwroot/training/frame-cover.jpg" fetchpriority="high"');
    expect(frame).toContain(`<div class="training-detail__title" style="font-weight:600;line-height:1.4">${name}</div>`);
    expect(frame).toContain('<p class="training-detail__meta">二级考评员 · 培训+考核 · 广东省广州市</p>');
    expect(frame).toMatch(/<p class="training-detail__meta">报名时间：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d<\/p>/);
    expect(frame).toContain('<button class="el-button el-button--primary training-detail__sign-up" type="button" tabindex="-1"><span>报名</span></button>');
    // The tabs, 基本信息 lit, and its facts as the screen formats them.
    expect(frame).toContain('<div class="el-tabs__item is-active">基本信息');
    expect(frame).toContain('<div class="el-tabs__active-bar" style="width: 88px; transform: translateX(0px);"></div>');
    expect(frame).toContain('<div class="training-detail__panel"><dl class="training-detail__info">');
    expect(frame).toContain(`<div><dt>培训班名称</dt><dd>${name}</dd></div>`);
    expect(frame).toContain('<div><dt>培训地点</dt><dd>广东省广州市天河区 天河体育中心</dd></div>');
    expect(frame).toContain(
      '<ul class="training-detail__fees"><li><span>培训费</span><strong>¥1000.00</strong></li><li><span>考核费</span><strong>¥400.00</strong></li>' +
        '<li><span>培训+考核费</span><strong>¥1260.00</strong></li></ul>',
    );
    expect(frame).toContain('<div><dt>报名资质</dt><dd>无相关资质；三级考评员证书；国家二级运动员证书</dd></div>');
  });

  it('draws 报名 as the screen does outside the window, and no cover when the class has none', async () => {
    const me = await memberOf(Role.Evaluator);
    const stopped = await classWithCover({ isStop: true });
    const upcoming = await newTrainingClass(db(), new Date(), { opensInDays: 3, name: '尚未开始报名的培训班' });

    const stoppedFrame = frameOf(await memberHtml(service, me.userToken, `${PATH}?id=${stopped.id}`));
    expect(stoppedFrame).toContain('<button class="el-button el-button--primary is-disabled training-detail__sign-up" disabled type="button" tabindex="-1"><span>已停止报名</span>');
    const upcomingFrame = frameOf(await memberHtml(service, me.userToken, `${PATH}?id=${upcoming}`));
    expect(upcomingFrame).toContain('<span>未开始报名</span>');
    expect(upcomingFrame).toContain('<div class="training-detail__head"><div class="training-detail__summary">');
    expect(upcomingFrame).not.toContain('<img');
    expect(upcomingFrame).toContain('尚未开始报名的培训班');
  });

  it('draws nothing for a missing, invalid or unknown id', async () => {
    const me = await memberOf(Role.Evaluator);
    for (const search of ['', 'id=', 'id=abc', 'id=0', 'id=-3', 'id=1.5']) {
      expect(await drawAs(service.t, trainingDetailFrame, me, { search }), search).toBeNull();
      expect(frameOf(await memberHtml(service, me.userToken, `${PATH}?${search}`)), search).toBe('');
    }
    expect(frameOf(await memberHtml(service, me.userToken, `${PATH}?id=987654321`))).toBe('');
  });

  it('draws nothing for another role, an evaluator without personal information, or a visitor', async () => {
    const { id, name } = await classWithCover();
    const athlete = await memberOf(Role.Athlete);
    const athletePage = await memberHtml(service, athlete.userToken, `${PATH}?id=${id}`);
    expect(frameOf(athletePage)).toBe('');
    expect(athletePage).not.toContain(name);
    const newcomer = await memberOf(Role.Evaluator, { profile: false });
    const newcomerPage = await memberHtml(service, newcomer.userToken, `${PATH}?id=${id}`);
    expect(frameOf(newcomerPage)).toBe('');
    expect(newcomerPage).not.toContain(name);
    expect(await service.html(`${PATH}?id=${id}`)).not.toContain(name);
  });
});
