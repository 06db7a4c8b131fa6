import {
  applyBatchCertificates,
  BATCH_CERTIFICATE_MESSAGES as M,
  checkBatchCertificates,
  GradeSubmissionStatus,
  INSTITUTION_ENTRY_MESSAGES as EM,
  OrderKind,
  PaymentStatus,
  Role,
  submitDelivery,
} from '@badminton/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateDeliveries,
  certificateDeliveryItems,
  certificateProxyRequests,
  certificates,
  orders,
  personProfiles,
  testClasses,
  testRecords,
  users,
} from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { clockOf } from '../src/lib/clock';
import { settleTransaction } from '../src/modules/orders/settle';
import { startSession } from '../src/modules/accounts/service';
import { QUALIFICATION_ACTION_MESSAGE } from '../src/modules/institutions/qualification-gate';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';
import { seedFees } from './helpers/delivery-fixture';
import { classOf, institutionWithStatus } from './helpers/institution-classes-fixture';

/**
 * The institution's batch certificate application (issue 25 point 4, decision 0063): each refusal and its message, the
 * 7-day wait on the service clock (moved, never slept), the certificates that count (published, not granted, not
 * claimed), the delivery + items + kind-5 order with the express fee only, and the races (two applies; an athlete's
 * own order at the same time). req: certificates-and-delivery.md#batch-certificate-application
 */

const DAY = 86_400_000;
let nowMs = Date.UTC(2026, 10, 20, 4, 0, 0);
let t: TestApp;

interface Who {
  userId: number;
  userToken: string;
}

beforeAll(async () => {
  t = await build({ demo: null, clock: clockOf(() => nowMs) });
  await seedFees(t.database.db);
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
const now = () => new Date(nowMs);

let serial = 0;
async function user(role: (typeof Role)[keyof typeof Role]): Promise<Who> {
  serial += 1;
  const [row] = await db()
    .insert(users)
    .values({ usertype: role, loginName: `batch-${role}-${serial}-${Math.random().toString(36).slice(2, 8)}`, isVerify: true, createdAt: now() })
    .returning({ id: users.id });
  return { userId: row.id, userToken: await startSession(db(), row.id, now()) };
}

async function institution(approvalStatus: number | null = 3): Promise<Who> {
  const who = await user(Role.Institution);
  await institutionWithStatus(db(), who.userId, approvalStatus);
  return who;
}

function ask(path: string, payload: Record<string, unknown>, who: Who) {
  return call(t.app, path, payload, { userToken: who.userToken, userId: who.userId, ts: Math.floor(nowMs / 1000) });
}

function refusal(answer: Awaited<ReturnType<typeof call>>): string | undefined {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg as string | undefined;
}

function ok(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer.result as Record<string, unknown>;
}

/** A passer of `classId` (named `name`) with a certificate of `grade`; returns the athlete and the certificate id. */
async function passer(classId: number, name: string, options: { grade?: number; published?: boolean; isGrant?: boolean } = {}) {
  const athlete = await user(Role.Athlete);
  serial += 1;
  await db().insert(personProfiles).values({
    userId: athlete.userId,
    name,
    englishName: '',
    sex: 1,
    certificatesType: 4,
    certificatesNumber: `B${athlete.userId}`,
    birthday: '2010-01-01',
    createdAt: now(),
    updatedAt: now(),
  });
  const grade = options.grade ?? 4;
  const [record] = await db()
    .insert(testRecords)
    .values({ athleteUserId: athlete.userId, testClassId: classId, grade, testDate: new Date(nowMs - 20 * DAY), scoreJudgment: 1, createdAt: now() })
    .returning({ id: testRecords.id });
  const [certificate] = await db()
    .insert(certificates)
    .values({
      userId: athlete.userId,
      grade,
      certificateNumber: `PL${String(athlete.userId).padStart(8, '0')}`,
      certificateNumbering: `LS${String(athlete.userId).padStart(8, '0')}`,
      certificateUrl: `/wwwroot/certificate/PL${athlete.userId}.png`,
      testRecordId: record.id,
      createdDate: new Date(nowMs - 10 * DAY),
      isGrant: options.isGrant ?? false,
      published: options.published ?? true,
    })
    .returning({ id: certificates.id });
  return { athlete, certificateId: certificate.id };
}

/** A class of `owner` whose scores were published `agoMs` before the service's now (null: not published). */
async function publishedClass(owner: Who, agoMs: number | null): Promise<number> {
  const classId = await classOf(db(), owner.userId);
  await db()
    .update(testClasses)
    .set(
      agoMs === null
        ? { gradeSubmissionStatus: GradeSubmissionStatus.Approved }
        : { gradeSubmissionStatus: GradeSubmissionStatus.Published, scoresPublishedAt: new Date(nowMs - agoMs) },
    )
    .where(eq(testClasses.id, classId));
  return classId;
}

async function deliveriesOf(institutionUserId: number) {
  return db()
    .select({ delivery: certificateDeliveries, order: orders })
    .from(certificateDeliveries)
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(eq(certificateDeliveries.userId, institutionUserId));
}

describe('the 7-day wait and the refusals', () => {
  it('refuses until MORE than 7 days after publication on the service clock, then allows', async () => {
    const me = await institution();
    const classId = await publishedClass(me, 7 * DAY - 60_000);
    await passer(classId, '王一');
    let check = ok(await ask(checkBatchCertificates.path, { test_class_id: classId }, me));
    expect(check).toMatchObject({ totalCount: 1, isMoreServenDays: false, isAllowApply: false, errorMsg: M.tooEarly });
    expect(refusal(await ask(applyBatchCertificates.path, { test_class_id: classId }, me))).toBe(M.tooEarly);
    // Exactly 7 days is not more than 7 days.
    nowMs += 60_000;
    expect(ok(await ask(checkBatchCertificates.path, { test_class_id: classId }, me))).toMatchObject({ isMoreServenDays: false, errorMsg: M.tooEarly });
    nowMs += 1_000;
    check = ok(await ask(checkBatchCertificates.path, { test_class_id: classId }, me));
    expect(check).toMatchObject({ totalCount: 1, isMoreServenDays: true, isAllowApply: true, errorMsg: '', shippingFee: 12 });
    expect(check.address).toBe('广东省广州市天河区体育西路1号');
    expect(await deliveriesOf(me.userId)).toEqual([]);
  });

  it('answers 当前的测试班暂无人员可进行批量申请 for a class without available passers, and refuses unpublished scores', async () => {
    const me = await institution();
    const empty = await publishedClass(me, 10 * DAY);
    expect(ok(await ask(checkBatchCertificates.path, { test_class_id: empty }, me))).toMatchObject({ totalCount: 0, isMoreServenDays: true, isAllowApply: false, errorMsg: M.nobody, items: [] });
    expect(refusal(await ask(applyBatchCertificates.path, { test_class_id: empty }, me))).toBe(M.nobody);
    const unpublished = await publishedClass(me, null);
    await passer(unpublished, '李一');
    expect(ok(await ask(checkBatchCertificates.path, { test_class_id: unpublished }, me))).toMatchObject({ isMoreServenDays: false, isAllowApply: false, errorMsg: M.notPublished });
    expect(refusal(await ask(applyBatchCertificates.path, { test_class_id: unpublished }, me))).toBe(M.notPublished);
    expect(await deliveriesOf(me.userId)).toEqual([]);
  });

  it('refuses another institution’s class as if absent, and an institution that has not passed the qualification', async () => {
    const owner = await institution();
    const other = await institution();
    const classId = await publishedClass(owner, 10 * DAY);
    await passer(classId, '赵一');
    for (const path of [checkBatchCertificates.path, applyBatchCertificates.path]) {
      expect(refusal(await ask(path, { test_class_id: classId }, other))).toBe(EM.classNotFound);
    }
    const unqualified = await institution(2);
    const own = await publishedClass(unqualified, 10 * DAY);
    await passer(own, '赵二');
    expect(refusal(await ask(applyBatchCertificates.path, { test_class_id: own }, unqualified))).toBe(QUALIFICATION_ACTION_MESSAGE);
    expect(await deliveriesOf(other.userId)).toEqual([]);
    expect(await deliveriesOf(unqualified.userId)).toEqual([]);
  });
});

describe('the application', () => {
  it('creates one delivery to the institution’s address, certificate and badge for each, and a pending kind-5 order of the express fee only', async () => {
    const me = await institution();
    const classId = await publishedClass(me, 8 * DAY);
    const a = await passer(classId, '钱一', { grade: 5 });
    const b = await passer(classId, '钱二', { grade: 4 });
    const check = ok(await ask(checkBatchCertificates.path, { test_class_id: classId }, me));
    expect(check.items).toEqual([
      { id: b.certificateId, name_zh: '钱二', certificate_grade: 4, gradeName: '四级', certificate_number: `PL${String(b.athlete.userId).padStart(8, '0')}` },
      { id: a.certificateId, name_zh: '钱一', certificate_grade: 5, gradeName: '五级', certificate_number: `PL${String(a.athlete.userId).padStart(8, '0')}` },
    ]);
    const answer = ok(await ask(applyBatchCertificates.path, { test_class_id: classId }, me));
    // Guangdong's express fee, 12 元 (1200 fen); certificates and badges cost nothing.
    expect(answer).toMatchObject({ amount: 12, totalCount: 2 });
    const [row, ...more] = await deliveriesOf(me.userId);
    expect(more).toEqual([]);
    expect(row.order).toMatchObject({
      orderSn: answer.order_sn,
      kind: OrderKind.BatchCertificate,
      userType: Role.Institution,
      amountFen: 1200,
      paymentStatus: PaymentStatus.Pending,
      expiresAt: null,
    });
    expect(Number.isInteger(row.order.amountFen)).toBe(true);
    expect(row.delivery).toMatchObject({
      userType: Role.Institution,
      contacts: '李老师',
      telphone: '13800138000',
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      address: '体育西路1号',
      isGrantTest: 1,
      certificateFeeFen: 0,
      badgeFeeFen: 0,
      shippingFeeFen: 1200,
      createdAt: now(),
    });
    const items = await db().select().from(certificateDeliveryItems).where(eq(certificateDeliveryItems.deliveryId, row.delivery.id));
    expect(items.map((item) => [item.certificateId, item.certificateType]).sort()).toEqual([[a.certificateId, 2], [b.certificateId, 2]].sort());
    // Nothing is left: a second application is refused.
    expect(ok(await ask(checkBatchCertificates.path, { test_class_id: classId }, me))).toMatchObject({ totalCount: 0, errorMsg: M.nobody });
    expect(refusal(await ask(applyBatchCertificates.path, { test_class_id: classId }, me))).toBe(M.nobody);
  });

  it('paying the order grants its certificates (the paper-certificate order hooks)', async () => {
    const me = await institution();
    const classId = await publishedClass(me, 8 * DAY);
    const a = await passer(classId, '郑一');
    const answer = ok(await ask(applyBatchCertificates.path, { test_class_id: classId }, me));
    const clock = clockOf(() => nowMs);
    const outcome = await settleTransaction(
      { db: db(), jobs: new JobQueue(db(), clock), now, log: { info: () => undefined, warn: () => undefined } },
      {
        provider: 'test',
        notificationId: `test-${String(answer.order_sn)}`,
        transaction: { out_trade_no: String(answer.order_sn), transaction_id: `42${String(answer.order_sn).slice(-20)}`, trade_state: 'SUCCESS', amount: { total: 1200 }, success_time: now().toISOString() },
      },
    );
    expect(outcome).toBe('credited');
    const [row] = await db().select({ isGrant: certificates.isGrant }).from(certificates).where(eq(certificates.id, a.certificateId));
    expect(row.isGrant).toBe(true);
  });

  it('leaves out certificates claimed by the athlete’s own order or a proxy request, granted or unpublished ones', async () => {
    const me = await institution();
    const classId = await publishedClass(me, 9 * DAY);
    const free = await passer(classId, '孙一');
    const ordered = await passer(classId, '孙二');
    const proxied = await passer(classId, '孙三');
    await passer(classId, '孙四', { isGrant: true });
    await passer(classId, '孙五', { published: false });
    ok(
      await ask(
        submitDelivery.path,
        {
          userType: 1,
          is_grant_test: 0,
          certificateList: [{ paperCertificateId: ordered.certificateId, certificate_type: 0 }],
          contacts: '孙二',
          telphone: '13800138000',
          province: 440000,
          city: 440100,
          district: 440106,
          mailing_detail_address: '体育西路1号',
        },
        ordered.athlete,
      ),
    );
    await db().insert(certificateProxyRequests).values({ userId: proxied.athlete.userId, certificateId: proxied.certificateId, institutionUserId: me.userId, testClassId: classId, createdAt: now(), lastModificationTime: now() });
    const check = ok(await ask(checkBatchCertificates.path, { test_class_id: classId }, me));
    expect(check).toMatchObject({ totalCount: 1, isAllowApply: true });
    expect((check.items as Array<{ id: number }>).map((item) => item.id)).toEqual([free.certificateId]);
    ok(await ask(applyBatchCertificates.path, { test_class_id: classId }, me));
    const [row] = await deliveriesOf(me.userId);
    const items = await db().select().from(certificateDeliveryItems).where(eq(certificateDeliveryItems.deliveryId, row.delivery.id));
    expect(items.map((item) => item.certificateId)).toEqual([free.certificateId]);
  });
});

describe('races', () => {
  it('of two applies at once exactly one succeeds', async () => {
    const me = await institution();
    const classId = await publishedClass(me, 8 * DAY);
    await passer(classId, '周一');
    await passer(classId, '周二');
    const answers = await Promise.all([1, 2, 3].map(() => ask(applyBatchCertificates.path, { test_class_id: classId }, me)));
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.result?.isSuccess).map((answer) => answer.result?.errorMsg)).toEqual([M.nobody, M.nobody]);
    expect(await deliveriesOf(me.userId)).toHaveLength(1);
  });

  it('an athlete ordering the same certificate meanwhile never leaves it claimed twice', async () => {
    for (let round = 0; round < 3; round += 1) {
      const me = await institution();
      const classId = await publishedClass(me, 8 * DAY);
      const mine = await passer(classId, '吴一');
      const [own, batch] = await Promise.all([
        ask(
          submitDelivery.path,
          {
            userType: 1,
            is_grant_test: 0,
            certificateList: [{ paperCertificateId: mine.certificateId, certificate_type: 2 }],
            contacts: '吴一',
            telphone: '13800138000',
            province: 440000,
            city: 440100,
            district: 440106,
            mailing_detail_address: '体育西路1号',
          },
          mine.athlete,
        ),
        ask(applyBatchCertificates.path, { test_class_id: classId }, me),
      ]);
      expect([own.result?.isSuccess, batch.result?.isSuccess].filter(Boolean)).toHaveLength(1);
      const claims = await db()
        .select({ id: certificateDeliveryItems.id })
        .from(certificateDeliveryItems)
        .where(inArray(certificateDeliveryItems.certificateId, [mine.certificateId]));
      expect(claims).toHaveLength(1);
    }
  });
});
