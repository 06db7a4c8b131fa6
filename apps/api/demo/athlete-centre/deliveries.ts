import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InvoiceStatus, OrderKind, PaymentStatus, Role } from '@badminton/contracts';
import { deliveryFees, type PaperCertificateTypeCode } from '@badminton/validation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  certificateDeliveries,
  certificateDeliveryItems,
  certificateFeeRates,
  certificateProxyRequests,
  certificates,
  invoices,
  orders,
  regions,
  shippingFees,
  testClasses,
  testRecords,
  users,
} from '../../src/db/schema';
import { JobQueue } from '../../src/jobs/queue';
import { invoiceRecords, requestInvoiceOnPaid } from '../../src/modules/invoices/service';
import { createOrder, orderRecords, type OrderRow } from '../../src/modules/orders/service';
import { SandboxEInvoice } from '../../src/providers/e-invoice';
import { invoiceWorkflow } from '../../src/workflows/invoice';
import { paymentWorkflow } from '../../src/workflows/payment';
import { commitTransition, SYSTEM_ACTOR } from '../../src/workflows/transition';
import { DEMO_ATHLETE_MOBILE } from '../portal/index';
import type { AthleteCentreDemoContext } from './context';

/**
 * The certificates, delivery, logistics and invoice demo (decision 0033):
 * - the fees: a paper certificate and a badge per user type, and a shipping fee for every province (more to the far
 *   west and to Hong Kong, Macao and Taiwan);
 * - the demo athlete 李羽涵's certificates in every state. She holds 一级–三级 and 少儿一级–少儿三级 from the portal
 *   demo; the sign-up demo keeps 四级 and 少儿四级 open to her, so no higher certificate is added (it would close
 *   them). Instead her two newest certificates, 三级 and 少儿三级, are dated 2 and 4 days before the seed and not
 *   granted: both qualify for proxy collection. 少儿二级 was collected by the institution (a proxy record, granted);
 *   一级 and 少儿一级 are in a paid paper-certificate order whose parcel left 20 hours before the seed (the sandbox
 *   carrier shows it in transit, signed for 48 hours after mailing); 二级 is in an order waiting for payment (10
 *   minutes before the seed: its 30-minute window runs, the real `order.expire` job closes it); and an event
 *   certificate 二级 (赛事) is old and not granted, so it can still be ordered on paper;
 * - the paid order's e-invoice, issued by the sandbox platform (code, number, PDF, QR), and an invoice in progress:
 *   the paid sign-up order of the sign-up demo gets its invoice requested by the real `invoice.issue` job (issued
 *   about 30 seconds after the service first starts).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** 元 → fen of the demo's integer fees. */
const yuan = (value: number) => value * 100;

const FEE_RATES = [
  { userType: Role.Athlete, certificateFeeFen: yuan(30), badgeFeeFen: yuan(20) },
  { userType: Role.Evaluator, certificateFeeFen: yuan(50), badgeFeeFen: yuan(30) },
  { userType: Role.Institution, certificateFeeFen: yuan(30), badgeFeeFen: yuan(20) },
];

/** Provinces with a higher shipping fee (the far west; Hong Kong, Macao and Taiwan). */
const FAR_PROVINCES = new Set([150000, 540000, 620000, 630000, 640000, 650000]);
const OVERSEAS_PROVINCES = new Set([710000, 810000, 820000]);

function shippingFeeOf(provinceId: number): number {
  if (OVERSEAS_PROVINCES.has(provinceId)) return yuan(30);
  if (FAR_PROVINCES.has(provinceId)) return yuan(20);
  return yuan(12);
}

export async function loadDeliveryDemo(tx: Database, context: AthleteCentreDemoContext): Promise<void> {
  const { now, storage } = context;
  await tx.insert(certificateFeeRates).values(FEE_RATES).onConflictDoNothing();
  const provinces = await tx.select({ id: regions.id }).from(regions).where(eq(regions.level, 1));
  if (provinces.length) {
    await tx
      .insert(shippingFees)
      .values(provinces.map((province) => ({ areaCode: province.id, feeFen: shippingFeeOf(province.id) })))
      .onConflictDoNothing();
  }

  const [athlete] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usertype, Role.Athlete), eq(users.mobile, DEMO_ATHLETE_MOBILE)));
  if (!athlete) return;
  const held = await tx
    .select({ certificate: certificates, institutionUserId: testClasses.institutionUserId, testClassId: testClasses.id })
    .from(certificates)
    .innerJoin(testRecords, eq(testRecords.id, certificates.testRecordId))
    .innerJoin(testClasses, eq(testClasses.id, testRecords.testClassId))
    .where(eq(certificates.userId, athlete.id))
    .orderBy(asc(certificates.grade));
  const byGrade = new Map(held.map((row) => [row.certificate.grade, row]));
  const [grade1, grade2, grade3, child1, child2, child3] = [1, 2, 3, 10, 11, 12].map((grade) => byGrade.get(grade));
  if (!grade1 || !grade2 || !grade3 || !child1 || !child2 || !child3) return;
  const jobs = new JobQueue(tx, { now: () => now });

  // Recent, not granted: proxy collection is open for them.
  await tx.update(certificates).set({ createdDate: new Date(now.getTime() - 2 * DAY), isGrant: false }).where(eq(certificates.id, grade3.certificate.id));
  await tx.update(certificates).set({ createdDate: new Date(now.getTime() - 4 * DAY), isGrant: false }).where(eq(certificates.id, child3.certificate.id));

  // 少儿二级: collected by the test institution for her (a proxy record), granted.
  const collectedAt = new Date(child2.certificate.createdDate.getTime() + 3 * DAY);
  await tx.insert(certificateProxyRequests).values({
    userId: athlete.id,
    certificateId: child2.certificate.id,
    institutionUserId: child2.institutionUserId,
    testClassId: child2.testClassId,
    applicationWay: 1,
    createdAt: collectedAt,
    lastModificationTime: new Date(collectedAt.getTime() + 5 * DAY),
  });
  await tx.update(certificates).set({ isGrant: true }).where(eq(certificates.id, child2.certificate.id));

  // An event certificate (二级, 赛事), old and not granted.
  const tag = String(athlete.id).padStart(6, '0');
  await tx.insert(certificates).values({
    userId: athlete.id,
    grade: 2,
    certificateNumber: `YMSS${tag}02`,
    certificateNumbering: `SS${tag}0002`,
    certificateUrl: `/wwwroot/certificate/YMSS${tag}02.png`,
    testRecordId: null,
    createdDate: new Date(now.getTime() - 45 * DAY),
    isGrant: false,
    isEvent: true,
    published: true,
  });

  const [rates] = await tx.select().from(certificateFeeRates).where(eq(certificateFeeRates.userType, Role.Athlete));
  const address = { contacts: '李羽涵', telphone: DEMO_ATHLETE_MOBILE, provinceId: 440000, cityId: 440100, districtId: 440106, address: '天河路385号羽翔体育中心' };

  /** A paper-certificate order as `PaperCertificate/SubmitDelivery` makes it, at `at`. */
  async function order(items: { certificateId: number; type: PaperCertificateTypeCode }[], at: Date) {
    const fees = deliveryFees(
      items.map((item) => item.type),
      { certificateFeeFen: rates!.certificateFeeFen, badgeFeeFen: rates!.badgeFeeFen, shippingFeeFen: shippingFeeOf(address.provinceId) },
    );
    const created = await createOrder(tx, jobs, { userId: athlete!.id, userType: Role.Athlete, kind: OrderKind.PaperCertificate, description: '证书证章费', amountFen: fees.totalFen, at });
    const [delivery] = await tx
      .insert(certificateDeliveries)
      .values({
        userId: athlete!.id,
        userType: Role.Athlete,
        orderId: created.id,
        ...address,
        isGrantTest: 0,
        certificateFeeFen: fees.certificateFen,
        badgeFeeFen: fees.badgeFen,
        shippingFeeFen: fees.shippingFen,
        createdAt: at,
      })
      .returning({ id: certificateDeliveries.id });
    await tx.insert(certificateDeliveryItems).values(items.map((item) => ({ deliveryId: delivery!.id, certificateId: item.certificateId, certificateType: item.type })));
    return { order: created, deliveryId: delivery!.id };
  }

  // Paid 2 days ago (一级 certificate and badge, 少儿一级 certificate), mailed 20 hours before the seed: in transit.
  const paidOrderedAt = new Date(now.getTime() - 2 * DAY);
  const paid = await order(
    [
      { certificateId: grade1.certificate.id, type: 2 },
      { certificateId: child1.certificate.id, type: 0 },
    ],
    paidOrderedAt,
  );
  const paidAt = new Date(paidOrderedAt.getTime() + 3 * MINUTE);
  await commitTransition(tx, paymentWorkflow, orderRecords, paid.order.id, PaymentStatus.Pending, PaymentStatus.Paid, {
    actor: SYSTEM_ACTOR,
    at: paidAt,
    reason: '演示数据：微信支付成功',
    changes: { paidAt, paymentChannel: 'wechat', transactionId: `4200${paid.order.orderSn.slice(-20)}` },
  });
  await tx.update(certificates).set({ isGrant: true }).where(inArray(certificates.id, [grade1.certificate.id, child1.certificate.id]));
  const waybill = `SF${1_400_000_000_000 + paid.deliveryId}`;
  await tx
    .update(certificateDeliveries)
    .set({ expressCompany: '顺丰速运', expressNumber: waybill, mailingTime: new Date(now.getTime() - 20 * HOUR) })
    .where(eq(certificateDeliveries.id, paid.deliveryId));
  await issuedInvoice(tx, storage, { ...paid.order, paymentStatus: PaymentStatus.Paid }, paidAt, now);

  // Waiting for payment (二级 badge), 10 minutes before the seed: 20 minutes left, then the real job closes it.
  await order([{ certificateId: grade2.certificate.id, type: 1 }], new Date(now.getTime() - 10 * MINUTE));

  // The sign-up demo's paid order: its invoice requested now, issued by the real jobs shortly after the first start.
  const [signUpOrder] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, athlete.id), eq(orders.kind, OrderKind.TestSignUp), eq(orders.paymentStatus, PaymentStatus.Paid)))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  if (signUpOrder) await requestInvoiceOnPaid(signUpOrder, { tx, at: now, jobs });

  // Every other order she paid has its invoice, as a real payment requests one (issue 28.6: 查看发票 on her older
  // sign-ups opened an empty detail): requested when it was paid and issued by the sandbox platform 30 s later.
  await issueMissingInvoices(tx, storage, athlete.id, '李羽涵', now);
}

/** Issues the invoice of every paid order of `userId` that has none (the demo's orders paid in the past). */
export async function issueMissingInvoices(
  tx: Database,
  storage: AthleteCentreDemoContext['storage'],
  userId: number,
  payerName: string,
  now: Date,
): Promise<void> {
  const paidOrders = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, PaymentStatus.Paid)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  if (paidOrders.length === 0) return;
  const invoiced = await tx
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, paidOrders.map((order) => order.id)));
  const has = new Set(invoiced.map((row) => row.orderId));
  for (const order of paidOrders) {
    if (has.has(order.id) || !order.paidAt) continue;
    await issuedInvoice(tx, storage, order, order.paidAt, now, payerName);
  }
}

/**
 * The invoice of `order`, requested when it was paid and issued by the sandbox e-invoice platform 30 seconds later:
 * the same PDF and QR the service's own jobs produce (drawn by the sandbox driver into the file storage).
 */
async function issuedInvoice(
  tx: Database,
  storage: AthleteCentreDemoContext['storage'],
  order: OrderRow,
  paidAt: Date,
  now: Date,
  payerName = '李羽涵',
): Promise<void> {
  const noJobs = { enqueue: async () => 0 } as unknown as JobQueue;
  await requestInvoiceOnPaid(order, { tx, at: paidAt, jobs: noJobs });
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (!invoice) return;
  const issuedAt = new Date(paidAt.getTime() + 30_000);
  const folder = await mkdtemp(path.join(tmpdir(), 'demo-e-invoice-'));
  try {
    const platform = new SandboxEInvoice(folder, storage, { now: () => new Date(issuedAt.getTime() + 1000) });
    await platform.issue({
      requestSn: invoice.requestSn,
      orderSn: order.orderSn,
      amountFen: invoice.amountFen,
      item: order.description,
      payerName,
      title: { custtype: '03', custname: null, custTaxNo: null, custAddr: null, custPhone: null, custBank: null, custAccount: null, invoMemo: null },
      at: paidAt,
    });
    const result = await platform.query(invoice.requestSn);
    if (result.state !== 'issued') return;
    await commitTransition(tx, invoiceWorkflow, invoiceRecords, invoice.id, InvoiceStatus.Pending, InvoiceStatus.Issued, {
      actor: SYSTEM_ACTOR,
      at: result.issuedAt.getTime() <= now.getTime() ? result.issuedAt : now,
      reason: '开票成功',
      changes: { fpdm: result.fpdm, fphm: result.fphm, urlQrCode: result.qrCodeUrl, invoiceUrl: result.invoiceUrl, issuedAt: result.issuedAt },
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
