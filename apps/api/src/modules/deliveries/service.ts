import {
  CERTIFICATE_DELIVERY_MESSAGES as M,
  EXPRESS_COMPANY,
  gradeLabel,
  type LogisticsRoute,
  OrderKind,
  type OwnCertificateItem,
  PAPER_ORDER_STATUS_TEXT,
  type PaperOrderItem,
  type PaymentStatusCode,
  PaymentStatus,
  type ProxyRecordItem,
  Role,
} from '@badminton/contracts';
import {
  DELIVERY_FORM_MESSAGES,
  deliveryFees,
  fenToYuan,
  isProxyCollectable,
  PAPER_CERTIFICATE_TYPE_LABELS,
  type PaperCertificateTypeCode,
  validateTelphone,
} from '@badminton/validation';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { certificateImageUrl } from '../../certificates/index';
import type { Database } from '../../db/client';
import {
  certificateDeliveries,
  certificateDeliveryItems,
  certificateFeeRates,
  certificateProxyRequests,
  certificates,
  institutionProfiles,
  orders,
  regions,
  shippingFees,
  testClasses,
  testRecords,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import { type LogisticsProvider, parseRouteXml } from '../../providers/logistics';
import type { Caller } from '../../registry/types';
import { createOrder } from '../orders/service';

/**
 * Certificates, paper-certificate delivery, proxy collection and logistics of the personal centre (001 §3–§9, 002
 * §3; decision 0033). Everything is the caller's own: another user's certificate answers 该证书不存在, another user's
 * parcel answers like a waybill without a route.
 */

export interface DeliveryDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  certificateImageKey: Buffer;
  logistics: LogisticsProvider;
}

function fail(message: string): never {
  throw new BusinessError(message);
}

/** The certificate grades of a role's centre: athletes 1–16, evaluators 31–33. */
function gradeRangeOf(role: Caller['role']): [number, number] {
  return role === Role.Evaluator ? [31, 33] : [1, 16];
}

/** Payment statuses of an order that still claims its certificates (pending, failed and payable again, paid). */
export const LIVE_ORDER_STATUSES: readonly PaymentStatusCode[] = [PaymentStatus.Pending, PaymentStatus.Failed, PaymentStatus.Paid];

/** Ids among `certificateIds` already in a live delivery order or a proxy request. */
export async function claimedIds(db: Database, certificateIds: readonly number[]): Promise<Set<number>> {
  if (certificateIds.length === 0) return new Set();
  const delivered = await db
    .select({ id: certificateDeliveryItems.certificateId })
    .from(certificateDeliveryItems)
    .innerJoin(certificateDeliveries, eq(certificateDeliveries.id, certificateDeliveryItems.deliveryId))
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(and(inArray(certificateDeliveryItems.certificateId, [...certificateIds]), inArray(orders.paymentStatus, [...LIVE_ORDER_STATUSES])));
  const proxied = await db
    .select({ id: certificateProxyRequests.certificateId })
    .from(certificateProxyRequests)
    .where(inArray(certificateProxyRequests.certificateId, [...certificateIds]));
  return new Set([...delivered, ...proxied].map((row) => row.id));
}

// ---------------------------------------------------------------- certificates

export async function listOwnCertificates(deps: DeliveryDeps, caller: Caller): Promise<{ items: OwnCertificateItem[] }> {
  const [low, high] = gradeRangeOf(caller.role);
  const rows = await deps.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, caller.userId), eq(certificates.published, true), sql`${certificates.grade} between ${low} and ${high}`))
    .orderBy(desc(certificates.createdDate), desc(certificates.id));
  const claimed = await claimedIds(deps.db, rows.map((row) => row.id));
  const now = deps.clock.now();
  return {
    items: rows.map((row) => ({
      id: row.id,
      certificate_grade: row.grade,
      gradeName: gradeLabel(row.grade),
      certificate_number: row.certificateNumber,
      certificate_url: certificateImageUrl(deps.certificateImageKey, row.certificateUrl, row.certificateNumber),
      created_date: toWireDateTime(row.createdDate),
      is_grant: row.isGrant ? 1 : 0,
      isEvent: row.isEvent ? 1 : 0,
      proxyable: caller.role === Role.Athlete && row.testRecordId !== null && !claimed.has(row.id) && isProxyCollectable(row, now),
      claimed: claimed.has(row.id),
    })),
  };
}

// ---------------------------------------------------------------- orders and proxy records

export async function listPaperOrders(deps: DeliveryDeps, caller: Caller, paging: { limit: number; page: number }): Promise<{ items: PaperOrderItem[]; totalCount: number }> {
  const page = toPage(paging);
  const mine = eq(certificateDeliveries.userId, caller.userId);
  const [{ total }] = await deps.db.select({ total: count() }).from(certificateDeliveries).where(mine);
  const rows = await deps.db
    .select({ delivery: certificateDeliveries, order: orders })
    .from(certificateDeliveries)
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(mine)
    .orderBy(desc(certificateDeliveries.createdAt), desc(certificateDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const items = rows.length
    ? await deps.db
        .select({ deliveryId: certificateDeliveryItems.deliveryId, type: certificateDeliveryItems.certificateType, grade: certificates.grade })
        .from(certificateDeliveryItems)
        .innerJoin(certificates, eq(certificates.id, certificateDeliveryItems.certificateId))
        .where(inArray(certificateDeliveryItems.deliveryId, rows.map((row) => row.delivery.id)))
        .orderBy(certificates.grade)
    : [];
  return {
    totalCount: total,
    items: rows.map(({ delivery, order }) => ({
      id: delivery.id,
      payment_order_sn: order.orderSn,
      creationTime: toWireDateTime(order.createdAt),
      record_list: items
        .filter((item) => item.deliveryId === delivery.id)
        .map((item) => ({
          certificate_grade: item.grade,
          gradeName: gradeLabel(item.grade),
          certificate_type: item.type,
          certificate_type_name: PAPER_CERTIFICATE_TYPE_LABELS[item.type as PaperCertificateTypeCode] ?? '',
        })),
      amount: fenToYuan(order.amountFen),
      express_company: delivery.expressCompany,
      express_number: delivery.expressNumber,
      mailing_time: delivery.mailingTime ? toWireDateTime(delivery.mailingTime) : null,
      payment_status: PAPER_ORDER_STATUS_TEXT[order.paymentStatus] ?? '',
      payment_status_code: order.paymentStatus,
    })),
  };
}

export async function listProxyRecords(deps: DeliveryDeps, caller: Caller, paging: { limit: number; page: number }): Promise<{ items: ProxyRecordItem[]; totalCount: number }> {
  const page = toPage(paging);
  const mine = eq(certificateProxyRequests.userId, caller.userId);
  const [{ total }] = await deps.db.select({ total: count() }).from(certificateProxyRequests).where(mine);
  const rows = await deps.db
    .select({
      id: certificateProxyRequests.id,
      fullName: institutionProfiles.fullName,
      classTitle: testClasses.title,
      grade: certificates.grade,
      modified: certificateProxyRequests.lastModificationTime,
    })
    .from(certificateProxyRequests)
    .innerJoin(certificates, eq(certificates.id, certificateProxyRequests.certificateId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, certificateProxyRequests.institutionUserId))
    .leftJoin(testClasses, eq(testClasses.id, certificateProxyRequests.testClassId))
    .where(mine)
    .orderBy(desc(certificateProxyRequests.lastModificationTime), desc(certificateProxyRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    totalCount: total,
    items: rows.map((row) => ({
      id: row.id,
      mechanism_fullName: row.fullName ?? '',
      classTitle: row.classTitle ?? '',
      grade: row.grade,
      gradeName: gradeLabel(row.grade),
      lastModificationTime: toWireDateTime(row.modified),
    })),
  };
}

/** The caller's published certificates among `ids`, locked for the rest of the transaction; any other id → 该证书不存在. */
async function lockOwnCertificates(tx: Database, caller: Caller, ids: readonly number[]) {
  const [low, high] = gradeRangeOf(caller.role);
  const rows = await tx
    .select()
    .from(certificates)
    .where(
      and(
        inArray(certificates.id, [...ids]),
        eq(certificates.userId, caller.userId),
        eq(certificates.published, true),
        sql`${certificates.grade} between ${low} and ${high}`,
      ),
    )
    .orderBy(certificates.id)
    .for('update');
  if (rows.length !== ids.length) fail(M.certificateNotFound);
  return rows;
}

/**
 * Proxy collection (机构代领, ApplicationWay 1; athletes only): every chosen certificate must be the caller's, created
 * within 7 days, not granted, not from an event, not already claimed (a live paper order or a proxy request), and
 * from a test whose institution collects it. All or nothing, in one transaction; the unique index on the certificate
 * makes a double submit create one request.
 */
export async function applyProxy(deps: DeliveryDeps, caller: Caller, input: { ids: number[] }): Promise<Record<string, never>> {
  const ids = [...new Set(input.ids)];
  if (ids.length !== input.ids.length) fail(M.duplicateCertificate);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const rows = await lockOwnCertificates(tx, caller, ids);
      if (rows.some((row) => !isProxyCollectable(row, now))) fail(M.certificateNotProxyable);
      if ((await claimedIds(tx, ids)).size > 0) fail(M.certificateClaimed);
      const classes = await tx
        .select({ certificateId: certificates.id, testClassId: testClasses.id, institutionUserId: testClasses.institutionUserId })
        .from(certificates)
        .innerJoin(testRecords, eq(testRecords.id, certificates.testRecordId))
        .innerJoin(testClasses, eq(testClasses.id, testRecords.testClassId))
        .where(inArray(certificates.id, ids));
      if (classes.length !== ids.length) fail(M.noInstitution);
      await tx.insert(certificateProxyRequests).values(
        classes.map((row) => ({
          userId: caller.userId,
          certificateId: row.certificateId,
          institutionUserId: row.institutionUserId,
          testClassId: row.testClassId,
          applicationWay: 1,
          createdAt: now,
          lastModificationTime: now,
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'certificate_proxy_requests_certificate_key')) fail(M.certificateClaimed);
    throw error;
  }
  return {};
}

// ---------------------------------------------------------------- fees

async function feeRates(db: Database, role: Caller['role']) {
  const [rates] = await db.select().from(certificateFeeRates).where(eq(certificateFeeRates.userType, role));
  return rates ?? fail(M.feesNotSet);
}

/** The shipping fee (fen) of one parcel to a province; 快递费未设置 when the province has none. */
export async function shippingFeeOf(db: Database, provinceId: number): Promise<number> {
  const [row] = await db
    .select({ fee: shippingFees.feeFen })
    .from(shippingFees)
    .innerJoin(regions, eq(regions.id, shippingFees.areaCode))
    .where(and(eq(shippingFees.areaCode, provinceId), eq(regions.level, 1)));
  return row ? row.fee : fail(M.shippingNotSet);
}

export async function getCertificateFees(deps: DeliveryDeps, caller: Caller): Promise<{ certificateFee: number; badgesFee: number }> {
  const rates = await feeRates(deps.db, caller.role);
  return { certificateFee: fenToYuan(rates.certificateFeeFen), badgesFee: fenToYuan(rates.badgeFeeFen) };
}

export async function getShippingFee(deps: DeliveryDeps, input: { area_code: number }): Promise<{ fee: number }> {
  return { fee: fenToYuan(await shippingFeeOf(deps.db, input.area_code)) };
}

// ---------------------------------------------------------------- delivery

export interface DeliveryInput {
  certificateList: { paperCertificateId: number; certificate_type: number }[];
  contacts: string;
  telphone: string;
  province: number;
  city: number;
  district: number;
  mailing_detail_address: string;
}

/** Province → city → district must be one chain of the region table. */
async function checkRegions(db: Database, input: Pick<DeliveryInput, 'province' | 'city' | 'district'>): Promise<void> {
  const rows = await db.select().from(regions).where(inArray(regions.id, [input.province, input.city, input.district]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const province = byId.get(input.province);
  const city = byId.get(input.city);
  const district = byId.get(input.district);
  const chained =
    province?.level === 1 && city?.level === 2 && city.parentId === province.id && district?.level === 3 && district.parentId === city.id;
  if (!chained) fail(M.regionInvalid);
}

/**
 * A paper-certificate order (001 §5, §9): the caller's published certificates, none granted or already claimed, each
 * with what to print (0 certificate, 1 badge, 2 both); in one transaction the delivery, its items and a pending order
 * of kind PaperCertificate (30 minutes to pay) whose amount is the certificate fees + badge fees + the province's
 * shipping fee, all integer fen. Answers the order number; paying goes through `PayOrder/GetPayCode`.
 */
export async function submitDelivery(deps: DeliveryDeps, caller: Caller, input: DeliveryInput): Promise<{ order_sn: string; amount: number }> {
  const phoneProblem = validateTelphone(input.telphone);
  if (phoneProblem) fail(phoneProblem);
  const ids = input.certificateList.map((item) => item.paperCertificateId);
  if (new Set(ids).size !== ids.length) fail(M.duplicateCertificate);
  await checkRegions(deps.db, input);
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    const rows = await lockOwnCertificates(tx, caller, ids);
    if (rows.some((row) => row.isGrant)) fail(M.certificateGranted);
    if ((await claimedIds(tx, ids)).size > 0) fail(M.certificateClaimed);
    const rates = await feeRates(tx, caller.role);
    const shippingFeeFen = await shippingFeeOf(tx, input.province);
    const types = input.certificateList.map((item) => item.certificate_type as PaperCertificateTypeCode);
    const fees = deliveryFees(types, { certificateFeeFen: rates.certificateFeeFen, badgeFeeFen: rates.badgeFeeFen, shippingFeeFen });
    const created = await createOrder(tx, deps.jobs, {
      userId: caller.userId,
      userType: caller.role,
      kind: OrderKind.PaperCertificate,
      description: '证书证章费',
      amountFen: fees.totalFen,
      at: now,
    });
    const [delivery] = await tx
      .insert(certificateDeliveries)
      .values({
        userId: caller.userId,
        userType: caller.role,
        orderId: created.id,
        contacts: input.contacts,
        telphone: input.telphone.trim(),
        provinceId: input.province,
        cityId: input.city,
        districtId: input.district,
        address: input.mailing_detail_address,
        isGrantTest: 0,
        certificateFeeFen: fees.certificateFen,
        badgeFeeFen: fees.badgeFen,
        shippingFeeFen: fees.shippingFen,
        createdAt: now,
      })
      .returning({ id: certificateDeliveries.id });
    await tx
      .insert(certificateDeliveryItems)
      .values(input.certificateList.map((item) => ({ deliveryId: delivery!.id, certificateId: item.paperCertificateId, certificateType: item.certificate_type })));
    return created;
  });
  deps.jobs.wake();
  return { order_sn: order.orderSn, amount: fenToYuan(order.amountFen) };
}

/** The form's success message (提交成功), for the browser and the tests. */
export const DELIVERY_SUBMITTED = DELIVERY_FORM_MESSAGES.submitted;

// ---------------------------------------------------------------- logistics

/**
 * The route of one of the caller's parcels (002 §3): the carrier's `respXml` and its nodes, newest first. Another
 * user's waybill, an unknown one and a head of ERR all answer no items (nothing is shown).
 */
export async function getLogistics(
  deps: DeliveryDeps,
  caller: Caller,
  input: { ordernumber: string },
): Promise<{ items: { respXml: string; express_company: string; _mailno: string; routes: LogisticsRoute[] }[] }> {
  const [parcel] = await deps.db
    .select({ userId: certificateDeliveries.userId, company: certificateDeliveries.expressCompany })
    .from(certificateDeliveries)
    .where(eq(certificateDeliveries.expressNumber, input.ordernumber));
  if (!parcel || parcel.userId !== caller.userId) return { items: [] };
  const respXml = await deps.logistics.queryRoute(input.ordernumber);
  const answer = parseRouteXml(respXml);
  if (answer.head !== 'OK' || answer.routes.length === 0) return { items: [] };
  return {
    items: [
      {
        respXml,
        express_company: parcel.company ?? deps.logistics.company ?? EXPRESS_COMPANY,
        _mailno: answer.mailno || input.ordernumber,
        routes: [...answer.routes].reverse().map((route) => ({ _remark: route.remark, _accept_time: route.acceptTime, _accept_address: route.acceptAddress })),
      },
    ],
  };
}
