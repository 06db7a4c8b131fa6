import { OrderKind, PaymentStatus, RefundStatus, Role, TestClassStatus } from '@badminton/contracts';
import { idNumberCheckCharacter, standardGradeFeeFen } from '@badminton/validation';
import { and, eq } from 'drizzle-orm';
import { appendAudit, type AuditEntry } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  certificateDeliveries,
  certificateDeliveryItems,
  certificates,
  institutionProfiles,
  orderRefunds,
  orders,
  personProfiles,
  testApplications,
  testClasses,
  testClassGrades,
  testRecords,
  users,
} from '../../src/db/schema';
import { JobQueue } from '../../src/jobs/queue';
import { startRefund } from '../../src/modules/orders/settle';
import type { WeChatPay } from '../../src/providers/wechat-pay';
import type { SandboxWeChatPay } from '../../src/providers/wechat-pay/sandbox';
import { hashPassword, PASSWORD_FROM_LOGIN_NAME } from '../../src/security/passwords';
import { DEMO_PASSWORD } from '../accounts/index';
import { DEMO_INSTITUTION_MOBILE } from '../portal/index';

/**
 * The back office's money queues demo (issue 26, decision 0069), loaded once (marker `demo-back-office-money`) after
 * the institution centre's demos, with records of its own so the institution's walks keep theirs:
 * - two athletes who sign in (password Demo@2026): 苏晓雯 (13800000021, the 1280 px walk) and 林若溪 (13800000022, the
 *   375 px walk). Each has a paid sign-up of 羽翔体育2026冬训四至六级测试班 whose row refund 羽翔 asked for (待审核), and a
 *   paid paper-certificate order (证书和证章 of her 四级 certificate) waiting to be printed;
 * - in the same class, rows in every other stage: 退款中 (approved; the real `order.refund` job asks the sandbox, which
 *   answers SUCCESS a minute later — so it becomes 已退费 about ten minutes after the first start), 已退费, 退费失败 by
 *   the provider (CLOSED; 重新退款 succeeds) and 退费失败 refused by the association with its reason, plus one more 待审核;
 * - 羽翔体育2026冬季少儿测试班（暴雪停课）: a class refund 待审核 with three paid entries (its approval refunds each);
 * - two more paid paper-certificate orders, one printed (待发货) and one shipped (已发货, in transit in the sandbox).
 * Every paid sign-up order is entered in the WeChat Pay sandbox's books as paid (when the sandbox driver runs), as if
 * paid there, so the refunds the back office approves really go through it. Deterministic: fixed names, documents and
 * mobiles; dates relative to the seed's instant.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const DEMO_MONEY_CLASS = '羽翔体育2026冬训四至六级测试班';
export const DEMO_MONEY_CLASS_REFUND = '羽翔体育2026冬季少儿测试班（暴雪停课）';
export const DEMO_MONEY_WALKERS = [
  { name: '苏晓雯', mobile: '13800000021' },
  { name: '林若溪', mobile: '13800000022' },
] as const;

const OTHERS = ['周以宁', '陈思远', '黄可欣', '吴嘉树', '郑雨桐', '何书言'];
const CHILDREN = ['宋小满', '唐一诺', '许安然'];
const SHIPPERS = ['冯知夏', '邓清和'];

function idNumber(n: number, year = 2008): string {
  const first17 = `330106${year}0${(n % 9) + 1}1${n % 10}${String(700 + n).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

export interface MoneyDemoContext {
  now: Date;
  weChatPay?: WeChatPay | null;
}

export async function loadBackOfficeMoneyDemo(tx: Database, { now, weChatPay }: MoneyDemoContext): Promise<boolean> {
  const [institution] = await tx
    .select({ id: users.id, provinceId: institutionProfiles.provinceId, cityId: institutionProfiles.cityId, districtId: institutionProfiles.districtId })
    .from(users)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  if (!institution) return false;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const jobs = new JobQueue(tx, { now: () => now });
  const sandbox = weChatPay && weChatPay.driver === 'sandbox' ? (weChatPay as SandboxWeChatPay) : null;
  const audit: AuditEntry[] = [];

  async function newClass(title: string, testDaysAgo: number, grades: number[], refundStatus: number) {
    const testStart = ago(testDaysAgo);
    const [row] = await tx
      .insert(testClasses)
      .values({
        institutionUserId: institution.id,
        title,
        provinceId: institution.provinceId,
        cityId: institution.cityId,
        districtId: institution.districtId,
        provinceName: '广东省',
        cityName: '广州市',
        districtName: '天河区',
        detailedAddress: '天河区体育西路 191 号羽翔羽毛球馆',
        mailingAddress: '广东省_广州市_天河区_体育西路 191 号羽翔羽毛球馆二楼',
        registrationStartTime: new Date(testStart.getTime() - 40 * DAY),
        registrationEndTime: new Date(testStart.getTime() - 5 * DAY),
        testStartTime: testStart,
        testEndTime: new Date(testStart.getTime() + 8 * HOUR),
        testNum: 30,
        applicationStatus: TestClassStatus.Approved,
        refundStatus,
        refundRequestedAt: refundStatus === RefundStatus.Refunding ? ago(2) : null,
        contact: '刘思远',
        contactNumber: '13900000031',
        createdAt: new Date(testStart.getTime() - 50 * DAY),
      })
      .returning({ id: testClasses.id });
    await tx.insert(testClassGrades).values(grades.map((grade) => ({ testClassId: row.id, grade, feeFen: standardGradeFeeFen(grade) })));
    audit.push({ workflow: 'testClass', recordId: row.id, actorUserId: institution.id, actorRole: Role.Institution, fromStatus: '', toStatus: TestClassStatus.Applied, reason: '机构提交测试班申请（演示数据）', changedAt: new Date(testStart.getTime() - 50 * DAY) });
    return row.id;
  }

  async function athlete(name: string, n: number, mobile: string | null, birthYear = 2008) {
    const document = idNumber(n, birthYear);
    const at = ago(90);
    const [user] = await tx
      .insert(users)
      .values({
        usertype: Role.Athlete,
        mobile,
        loginName: mobile ? null : document,
        passwordHash: mobile ? await hashPassword(DEMO_PASSWORD) : PASSWORD_FROM_LOGIN_NAME,
        isVerify: mobile !== null,
        contactMobile: mobile,
        createdAt: at,
      })
      .returning({ id: users.id });
    await tx.insert(personProfiles).values({
      userId: user.id,
      name,
      englishName: '',
      sex: Number(document[16]) % 2,
      certificatesType: 1,
      certificatesNumber: document,
      birthday: `${document.slice(6, 10)}-${document.slice(10, 12)}-${document.slice(12, 14)}`,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      createdAt: at,
      updatedAt: at,
    });
    return user.id;
  }

  /** A paid sign-up (kind 1, paid by the athlete) of `classId` at `grade`, in the sandbox's books too. */
  async function paidEntry(classId: number, userId: number, grade: number, serial: number, options: { inBooks?: boolean } = {}) {
    const at = ago(30);
    const amountFen = standardGradeFeeFen(grade);
    const orderSn = `BM1DEMOM${classId}S${String(serial).padStart(4, '0')}`;
    const [order] = await tx
      .insert(orders)
      .values({
        orderSn,
        userId,
        userType: Role.Athlete,
        kind: OrderKind.TestSignUp,
        description: '等级测试报名费',
        amountFen,
        paymentStatus: PaymentStatus.Paid,
        paymentChannel: 'wechat',
        transactionId: `4200DEMOM${classId}${String(serial).padStart(6, '0')}`,
        createdAt: at,
        paidAt: new Date(at.getTime() + 120_000),
      })
      .returning();
    if (sandbox && (options.inBooks ?? true)) {
      await sandbox.createNativeOrder({ outTradeNo: orderSn, description: '等级测试报名费', amountFen, expiresAt: null });
      await sandbox.payerActs(orderSn, 'silent');
    }
    const [entry] = await tx
      .insert(testApplications)
      .values({ athleteUserId: userId, testClassId: classId, grade, orderId: order.id, coachStatus: 1, train: '', coach: '', coachPhone: '无', createdAt: at })
      .returning({ id: testApplications.id });
    audit.push({ workflow: 'payment', recordId: order.id, actorUserId: null, actorRole: null, fromStatus: PaymentStatus.Pending, toStatus: PaymentStatus.Paid, reason: '支付成功（演示数据）', changedAt: new Date(at.getTime() + 120_000) });
    return { entryId: entry.id, order };
  }

  const requested = (entryId: number, at: Date) =>
    audit.push({ workflow: 'refund', recordId: entryId, actorUserId: institution.id, actorRole: Role.Institution, fromStatus: '0', toStatus: '1', reason: '机构申请报名退费', changedAt: at });

  // ---------------------------------------------------------------- the row refunds
  const rowClass = await newClass(DEMO_MONEY_CLASS, 20, [4, 5, 6], RefundStatus.None);
  let serial = 0;
  let seats = 0;
  const pending = async (userId: number, grade: number) => {
    serial += 1;
    seats += 1;
    const { entryId } = await paidEntry(rowClass, userId, grade, serial);
    await tx.update(testApplications).set({ refundStatus: RefundStatus.Refunding, refundRequestedAt: ago(1) }).where(eq(testApplications.id, entryId));
    requested(entryId, ago(1));
  };
  const walkers: number[] = [];
  for (const [i, walker] of DEMO_MONEY_WALKERS.entries()) {
    const id = await athlete(walker.name, 1 + i, walker.mobile, 2006);
    walkers.push(id);
    await pending(id, 4);
  }
  // One more 待审核.
  await pending(await athlete(OTHERS[0], 11, null), 5);

  // 退款中: approved three hours ago; the refund job asks the sandbox from the first start.
  {
    serial += 1;
    seats += 1;
    const { entryId, order } = await paidEntry(rowClass, await athlete(OTHERS[1], 12, null), 5, serial);
    await tx
      .update(testApplications)
      .set({ refundStatus: RefundStatus.Refunding, refundRequestedAt: ago(3), refundApprovedAt: new Date(now.getTime() - 3 * HOUR) })
      .where(eq(testApplications.id, entryId));
    requested(entryId, ago(3));
    audit.push({ workflow: 'refund', recordId: entryId, actorUserId: null, actorRole: null, fromStatus: '', toStatus: '', action: '中羽协批准报名退费', reason: '演示数据', after: { record: 'test_application', approved: true, order_sn: order.orderSn }, changedAt: new Date(now.getTime() - 3 * HOUR) });
    await startRefund(tx, jobs, order, order.amountFen, `中羽协批准报名退费（${DEMO_MONEY_CLASS}）`, new Date(now.getTime() - 3 * HOUR));
  }

  // 已退费: refunded five days ago (the order 已退款, the place free).
  {
    serial += 1;
    const { entryId, order } = await paidEntry(rowClass, await athlete(OTHERS[2], 13, null), 6, serial, { inBooks: false });
    const settled = ago(5);
    await tx.update(orders).set({ paymentStatus: PaymentStatus.Refunded }).where(eq(orders.id, order.id));
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      refundSn: `RF${order.id}TDEMO00001`,
      amountFen: order.amountFen,
      status: RefundStatus.Refunded,
      providerRefundId: `5030DEMO${order.id}`,
      reason: `中羽协批准报名退费（${DEMO_MONEY_CLASS}）`,
      createdAt: ago(6),
      settledAt: settled,
    });
    await tx
      .update(testApplications)
      .set({ refundStatus: RefundStatus.Refunded, active: 0, refundRequestedAt: ago(7), refundApprovedAt: ago(6) })
      .where(eq(testApplications.id, entryId));
    requested(entryId, ago(7));
    audit.push({ workflow: 'refund', recordId: entryId, actorUserId: null, actorRole: null, fromStatus: '1', toStatus: '2', reason: `订单 ${order.orderSn} 退款成功`, changedAt: settled });
  }

  // 退费失败 by the provider (CLOSED four days ago); in the books now, so 重新退款 goes through.
  {
    serial += 1;
    seats += 1;
    const { entryId, order } = await paidEntry(rowClass, await athlete(OTHERS[3], 14, null), 6, serial);
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      refundSn: `RF${order.id}TDEMO00002`,
      amountFen: order.amountFen,
      status: RefundStatus.Failed,
      reason: `中羽协批准报名退费（${DEMO_MONEY_CLASS}）`,
      createdAt: ago(5),
      settledAt: ago(4),
    });
    const note = '支付平台退款失败（CLOSED），可重新退款';
    await tx
      .update(testApplications)
      .set({ refundStatus: RefundStatus.Failed, refundRequestedAt: ago(6), refundApprovedAt: ago(5), refundNote: note })
      .where(eq(testApplications.id, entryId));
    requested(entryId, ago(6));
    audit.push({ workflow: 'refund', recordId: entryId, actorUserId: null, actorRole: null, fromStatus: '1', toStatus: '3', reason: '微信支付退款失败（CLOSED）（演示数据）', changedAt: ago(4) });
  }

  // 退费失败: refused by the association with its reason.
  {
    serial += 1;
    seats += 1;
    const { entryId } = await paidEntry(rowClass, await athlete(OTHERS[4], 15, null), 4, serial);
    const reason = '该学员已参加测试并取得成绩，不符合退费条件';
    await tx
      .update(testApplications)
      .set({ refundStatus: RefundStatus.Failed, refundRequestedAt: ago(4), refundNote: reason })
      .where(eq(testApplications.id, entryId));
    requested(entryId, ago(4));
    audit.push({ workflow: 'refund', recordId: entryId, actorUserId: null, actorRole: null, fromStatus: '1', toStatus: '3', reason: `中羽协驳回：${reason}（演示数据）`, changedAt: ago(3) });
  }
  // And one paid entry nobody asked to refund.
  serial += 1;
  seats += 1;
  await paidEntry(rowClass, await athlete(OTHERS[5], 16, null), 5, serial);
  await tx.update(testClasses).set({ seatsTaken: seats }).where(eq(testClasses.id, rowClass));

  // ---------------------------------------------------------------- the class refund
  const refundClass = await newClass(DEMO_MONEY_CLASS_REFUND, 12, [10, 11], RefundStatus.Refunding);
  for (const [i, name] of CHILDREN.entries()) await paidEntry(refundClass, await athlete(name, 21 + i, null, 2015), 10 + (i % 2), 100 + i);
  await tx.update(testClasses).set({ seatsTaken: CHILDREN.length }).where(eq(testClasses.id, refundClass));
  audit.push({ workflow: 'refund', recordId: refundClass, actorUserId: institution.id, actorRole: Role.Institution, fromStatus: '0', toStatus: '1', reason: '机构申请测试班退款', changedAt: ago(2) });

  // ---------------------------------------------------------------- paper certificates
  const certificateClass = await newClass('羽翔体育2026秋季四级测试班（证书邮寄演示）', 60, [4], RefundStatus.None);
  async function paidDelivery(userId: number, name: string, mobile: string, n: number, stage: 'print' | 'ship' | 'shipped') {
    const [record] = await tx
      .insert(testRecords)
      .values({ athleteUserId: userId, testClassId: certificateClass, grade: 4, testDate: ago(60), scoreJudgment: 1, createdAt: ago(50) })
      .returning({ id: testRecords.id });
    const tag = String(userId).padStart(6, '0');
    const [certificate] = await tx
      .insert(certificates)
      .values({
        userId,
        grade: 4,
        certificateNumber: `YMJY${tag}04`,
        certificateNumbering: `JY${tag}0004`,
        certificateUrl: `/wwwroot/certificate/YMJY${tag}04.png`,
        testRecordId: record.id,
        createdDate: ago(45),
        isGrant: true,
        published: true,
      })
      .returning({ id: certificates.id });
    const paidAt = ago(10 - n);
    // 证书 30 元 + 证章 20 元 + 广东 12 元 (the athlete centre demo's fees).
    const fees = { certificateFeeFen: 3000, badgeFeeFen: 2000, shippingFeeFen: 1200 };
    const [order] = await tx
      .insert(orders)
      .values({
        orderSn: `BM2DEMOM${String(userId).padStart(8, '0')}`,
        userId,
        userType: Role.Athlete,
        kind: OrderKind.PaperCertificate,
        description: '证书证章费',
        amountFen: fees.certificateFeeFen + fees.badgeFeeFen + fees.shippingFeeFen,
        paymentStatus: PaymentStatus.Paid,
        paymentChannel: 'wechat',
        transactionId: `4200DEMOC${String(userId).padStart(8, '0')}`,
        createdAt: new Date(paidAt.getTime() - 180_000),
        paidAt,
      })
      .returning({ id: orders.id });
    const printedAt = stage === 'print' ? null : new Date(paidAt.getTime() + DAY);
    const [delivery] = await tx
      .insert(certificateDeliveries)
      .values({
        userId,
        userType: Role.Athlete,
        orderId: order.id,
        contacts: name,
        telphone: mobile,
        provinceId: 440000,
        cityId: 440100,
        districtId: 440106,
        address: '天河路385号',
        isGrantTest: 0,
        ...fees,
        printedAt,
        expressCompany: stage === 'shipped' ? '顺丰速运' : null,
        expressNumber: stage === 'shipped' ? `SF${1_500_000_000_000 + n}` : null,
        mailingTime: stage === 'shipped' ? new Date(now.getTime() - 26 * HOUR) : null,
        createdAt: new Date(paidAt.getTime() - 180_000),
      })
      .returning({ id: certificateDeliveries.id });
    await tx.insert(certificateDeliveryItems).values({ deliveryId: delivery.id, certificateId: certificate.id, certificateType: 2, printedAt });
    audit.push({ workflow: 'payment', recordId: order.id, actorUserId: null, actorRole: null, fromStatus: PaymentStatus.Pending, toStatus: PaymentStatus.Paid, reason: '支付成功（演示数据）', changedAt: paidAt });
    if (printedAt) audit.push({ workflow: 'certificateDelivery', recordId: delivery.id, actorUserId: null, actorRole: null, fromStatus: '', toStatus: '', action: '证书证章已打印', reason: '演示数据', changedAt: printedAt });
    if (stage === 'shipped') audit.push({ workflow: 'certificateDelivery', recordId: delivery.id, actorUserId: null, actorRole: null, fromStatus: '', toStatus: '', action: '证书证章已发货', reason: '演示数据', changedAt: new Date(now.getTime() - 26 * HOUR) });
  }
  for (const [i, walker] of DEMO_MONEY_WALKERS.entries()) await paidDelivery(walkers[i], walker.name, walker.mobile, i, 'print');
  await paidDelivery(await athlete(SHIPPERS[0], 31, null), SHIPPERS[0], '13700002031', 2, 'ship');
  await paidDelivery(await athlete(SHIPPERS[1], 32, null), SHIPPERS[1], '13700002032', 3, 'shipped');

  audit.sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  await appendAudit(tx, audit);
  return true;
}
