import { OrderKind, PROFILE_MESSAGES, Role, type RoleCode, SUPERVISION_FORM_LABELS } from '@badminton/contracts';
import { maskMiddle } from '@badminton/validation';
import { describe, expect, it } from 'vitest';
import { evaluatorTrainingRecords, personProfiles, testClasses, trainingClasses } from '../src/db/schema';
import type { PersonalFrameWriter } from '../src/web/frames/markup';
import { trainingRecordsFrame, workRecordsFrame } from '../src/web/frames/personal/evaluator-records';
import { INSTITUTION_FORM_HINT, PERSONAL_FORM_HINT, profileFrame } from '../src/web/frames/personal/profile';
import { signedInUser } from './helpers/accounts';
import { drawAs, expectFrameRules, framedService, frameOf, memberHtml } from './helpers/frame-web-root';
import { addInstitutionProfile } from './helpers/sign-up-fixture';
import { orderFor } from './helpers/orders';
import { newTrainingClass, reviewedTrainingFor } from './helpers/training-fixture';
import { assignmentOf } from './helpers/work-records-fixture';

/**
 * The evaluator's record frames and the basic-information frame (decision 0045): /personal/trainingRecord,
 * /personal/workRecord and /personal/completeInformation drawn from the member's own records with the screens'
 * classes; no record frame for an empty list; never another member's records or profile.
 */

const service = framedService({ demo: null });
const db = () => service.t.database.db;

type Member = { userId: number; userToken: string; role: RoleCode };

const FILE_HOST = 'https://files.example.test';

/** Draws `writer` for `member`, its calls signed as them (helpers/frame-web-root.ts `drawAs`). */
function draw(writer: PersonalFrameWriter, member: Member, search = ''): Promise<string | null> {
  return drawAs(service.t, writer, member, { search, fileHost: FILE_HOST });
}

async function memberOf(role: RoleCode): Promise<Member> {
  return { ...(await signedInUser(db(), role)), role };
}

async function profileOf(userId: number, values: Partial<typeof personProfiles.$inferInsert> = {}) {
  const now = new Date();
  await db()
    .insert(personProfiles)
    .values({
      userId,
      name: '周考评',
      englishName: 'Zhou Kaoping',
      sex: 1,
      certificatesType: 1,
      certificatesNumber: `E${userId}`,
      birthday: '1988-03-04',
      photoPath: `/wwwroot/avatar/${userId}.png`,
      evaluatorRank: 2,
      evaluatorRankObtainedOn: '2024-05-06',
      createdAt: now,
      updatedAt: now,
      ...values,
    });
}

async function trainingNameOf(tcId: number): Promise<string> {
  const rows = await db().select({ id: trainingClasses.id, name: trainingClasses.name }).from(trainingClasses);
  return rows.find((row) => row.id === tcId)?.name ?? '';
}

describe('the training records frame', () => {
  it('draws the evaluator’s training records as the screen’s order cards, and nothing of another evaluator', async () => {
    const me = await memberOf(Role.Evaluator);
    const other = await memberOf(Role.Evaluator);
    await profileOf(me.userId);
    const now = new Date();
    const reviewed = await reviewedTrainingFor(db(), me.userId, now);
    const pendingClass = await newTrainingClass(db(), now, { name: '待支付的考评员培训班' });
    const order = await orderFor(db(), me.userId, { kind: OrderKind.Training, userType: Role.Evaluator, amountFen: 126_000, description: '考评员培训费', at: now });
    await db().insert(evaluatorTrainingRecords).values({ evaluatorUserId: me.userId, trainingClassId: pendingClass, grade: 2, feeType: 3, orderId: order.id, createdAt: new Date(now.getTime() + 1000) });
    const othersClass = await newTrainingClass(db(), now, { name: '别人的考评员培训班' });
    await db().insert(evaluatorTrainingRecords).values({ evaluatorUserId: other.userId, trainingClassId: othersClass, grade: 2, feeType: 1, createdAt: now });

    const frame = await draw(trainingRecordsFrame, me);
    expect(frame).not.toBeNull();
    const html = frame as string;
    expectFrameRules(html);
    expect(html).toContain('<div class="bm-page-section__title">培训记录</div>');
    expect(html).toContain('<ul class="order-cards"><li class="order-card training-record">');
    expect(html).toContain(await trainingNameOf(reviewed.tcId));
    expect(html).toContain('待支付的考评员培训班');
    expect(html).toContain(`订单号：${order.orderSn}`);
    expect(html).toContain('<p class="order-card__price">¥1260.00</p>');
    expect(html).toContain('周考评');
    // The pending order: 去支付 and 发票信息; the reviewed record: 查看成绩, enabled.
    expect(html).toContain('<span>去支付</span>');
    expect(html).toContain(`href="/evaluationStaff/evaluationStaffSignUp?id=${pendingClass}"`);
    expect(html).toContain('<button class="el-button el-button--default el-button--small" type="button" tabindex="-1"><span>查看成绩</span>');
    expect(html).not.toContain('别人的考评员培训班');
  });

  it('draws nothing for an evaluator without training records', async () => {
    expect(await draw(trainingRecordsFrame, await memberOf(Role.Evaluator))).toBeNull();
  });
});

describe('the work records frame', () => {
  it('draws the toolbar and every row of the page, and nothing of another evaluator', async () => {
    const me = await memberOf(Role.Evaluator);
    const other = await memberOf(Role.Evaluator);
    const upload = await assignmentOf(db(), me.userId, { isLeader: true });
    const uploaded = await assignmentOf(db(), me.userId, { isLeader: true, withForm: true });
    const member = await assignmentOf(db(), me.userId, { isLeader: false, status: 1 });
    const others = await assignmentOf(db(), other.userId);

    const frame = await draw(workRecordsFrame, me);
    expect(frame).not.toBeNull();
    const html = frame as string;
    expectFrameRules(html);
    expect(html).toContain('<div class="bm-page-section__title">工作记录</div>');
    expect(html).toContain('<div class="work-toolbar"><p class="work-toolbar__hint">');
    expect(html).toContain(SUPERVISION_FORM_LABELS.template);
    expect(html.match(/<tr><td data-label="测试班"/g)).toHaveLength(3);
    expect(html).toContain(`<span class="work-form__state work-form__state--done">${SUPERVISION_FORM_LABELS.uploaded}</span>`);
    expect(html).toContain(`<span>${SUPERVISION_FORM_LABELS.upload}</span>`);
    expect(html).toContain(`<span class="work-form__state">${SUPERVISION_FORM_LABELS.notUploaded}</span>`);
    expect(html).toContain('<span class="work-role work-role--leader">');
    expect(html).toContain('四级');
    // The service's order (newest test first) with the fixture's titles, and none of the other evaluator's class.
    const titles = [...html.matchAll(/work-records__title">([^<]+)</g)].map((m) => m[1]);
    const titleOf = async (id: number) => (await db().select({ id: testClasses.id, title: testClasses.title }).from(testClasses)).find((row) => row.id === id)?.title;
    expect(titles.sort()).toEqual([await titleOf(upload), await titleOf(uploaded), await titleOf(member)].sort());
    expect(titles).not.toContain(await titleOf(others));
  });

  it('draws nothing for an evaluator without assignments', async () => {
    expect(await draw(workRecordsFrame, await memberOf(Role.Evaluator))).toBeNull();
  });
});

describe('the basic information frame', () => {
  it('draws the section, the hint and the first rows of a saved personal profile, disabled', async () => {
    const me = await memberOf(Role.Evaluator);
    const other = await memberOf(Role.Evaluator);
    await profileOf(me.userId);
    await profileOf(other.userId, { name: '别人', englishName: 'Bie Ren' });

    const html = (await draw(profileFrame, me)) as string;
    expectFrameRules(html);
    expect(html).toContain('<div class="bm-page-section__title">基本信息</div>');
    expect(html).toContain(`<div class="bm-info-form"><p class="bm-form-hint">${PERSONAL_FORM_HINT}</p>`);
    expect(html).toContain(`<p class="bm-form-hint bm-form-hint--locked">${PROFILE_MESSAGES.keyFieldsLocked}</p>`);
    expect(html).toContain(`<img class="bm-avatar-picker__image" src="${FILE_HOST}/avatar/${me.userId}.png" alt="">`);
    expect(html).toContain('<span class="bm-info-form__static">二级考评员（2024-05-06 获得）</span>');
    expect(html).toContain('value="周考评" disabled');
    expect(html).toContain('value="Zhou Kaoping" disabled');
    expect(html).toContain('<span class="el-radio__input is-checked"><span class="el-radio__inner"></span><input type="radio" class="el-radio__original" checked');
    expect(html).toContain('value="居民身份证" disabled');
    // The ID number masked (decision 0049): the full one comes only from the signed call.
    expect(html).toContain(`value="${maskMiddle(`E${me.userId}`)}" disabled`);
    expect(html).not.toContain(`value="E${me.userId}"`);
    expect(html).toContain('value="1988-03-04" disabled');
    expect(html).not.toContain('别人');
  });

  it('draws the empty, editable form before the first submit', async () => {
    const me = await memberOf(Role.Athlete);
    const html = (await draw(profileFrame, me)) as string;
    expectFrameRules(html);
    expect(html).not.toContain('bm-form-hint--locked');
    expect(html).toContain('<span class="bm-avatar-picker__image bm-avatar-picker__image--empty">暂无头像</span>');
    expect(html).toContain('<button type="button" class="bm-upload-button" tabindex="-1">上传头像</button>');
    expect(html).not.toContain('bm-info-form__static');
    expect(html).toContain('placeholder="请输入中文姓名" maxlength="100" value="" readonly');
    expect(html).not.toContain(' disabled tabindex');
  });

  it('draws the institution form’s first rows for role 3', async () => {
    const me = await memberOf(Role.Institution);
    const now = new Date();
    await addInstitutionProfile(db(), me.userId, now, {
      fullName: `框架测试机构${me.userId}`,
      nickname: `框架${me.userId}`,
      view1: null,
      approvalStatus: undefined,
    });
    const html = (await draw(profileFrame, me)) as string;
    expectFrameRules(html);
    expect(html).toContain('<div class="bm-page-section__title">机构基本信息</div>');
    expect(html).toContain(`<p class="bm-form-hint">${INSTITUTION_FORM_HINT}</p>`);
    expect(html).toContain('<label class="el-form-item__label" style="width: 130px;">机构名称</label>');
    expect(html).toContain(`value="框架测试机构${me.userId}" disabled`);
    expect(html).toContain(`value="框架${me.userId}" disabled`);
    expect(html).toContain(`value="BL${me.userId}" disabled`);
  });
});

describe('the pages as the member gets them', () => {
  it('carry the frames in the HTML for the signed-in member', async () => {
    const me = await memberOf(Role.Evaluator);
    await profileOf(me.userId);
    const { tcId } = await reviewedTrainingFor(db(), me.userId, new Date());
    await assignmentOf(db(), me.userId);

    const training = frameOf(await memberHtml(service, me.userToken, '/personal/trainingRecord'));
    expect(training).toContain('order-card training-record');
    expect(training).toContain(await trainingNameOf(tcId));
    const work = frameOf(await memberHtml(service, me.userToken, '/personal/workRecord'));
    expect(work).toContain('<table class="work-records">');
    const profile = frameOf(await memberHtml(service, me.userToken, '/personal/completeInformation'));
    expect(profile).toContain(PERSONAL_FORM_HINT);
    expect(profile).toContain('value="周考评" disabled');
  });

  it('carry no record frame for an evaluator without records', async () => {
    const me = await memberOf(Role.Evaluator);
    await profileOf(me.userId);
    expect(frameOf(await memberHtml(service, me.userToken, '/personal/trainingRecord'))).not.toContain('order-card');
    expect(frameOf(await memberHtml(service, me.userToken, '/personal/workRecord'))).not.toContain('work-records');
  });
});
