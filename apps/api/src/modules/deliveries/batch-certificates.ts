import {
  BATCH_CERTIFICATE_MESSAGES as M,
  GradeSubmissionStatus,
  gradeLabel,
  isBatchCertificateWaitOver,
  OrderKind,
  Role,
} from '@badminton/contracts';
import { deliveryFees, fenToYuan, type PaperCertificateTypeCode } from '@badminton/validation';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificateDeliveries, certificateDeliveryItems, certificates, institutionProfiles, personProfiles, regions, testClasses, testRecords } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { Caller } from '../../registry/types';
import { createOrder } from '../orders/service';
import { approvedClass } from '../test-classes/institution-entries-service';
import { claimedIds, shippingFeeOf } from './service';

/**
 * The institution's batch certificate application (req: certificates-and-delivery.md#batch-certificate-application;
 * decision 0063). One home for "which certificates of a class may be applied for": the class's passers' published
 * athlete certificates (grades 1–16, tied to the class through their test record), not granted and not claimed by a
 * live delivery order (the athlete's own, an earlier batch) or a proxy request — `claimedIds` of the delivery module.
 * The delivery, its items and the order reuse the athlete's paper-certificate order: the same tables, `shippingFeeOf`,
 * `deliveryFees` (certificate and badge fees 0) and `createOrder` (kind 5, no payment window).
 */

export interface BatchCertificateDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

type TestClassRow = typeof testClasses.$inferSelect;

/** What every batch certificate is printed as: 2, certificate and badge. */
const CERTIFICATE_AND_BADGE: PaperCertificateTypeCode = 2;

/**
 * The class's certificates that may be applied for, in name order; `lock` takes their rows FOR UPDATE first (the
 * athlete's paper order and proxy request lock the same rows), so the claim check after it sees every claim that
 * committed before and none can commit in between.
 */
async function availableCertificates(db: Database, testClassId: number, lock: boolean) {
  const query = db
    .select({ id: certificates.id, grade: certificates.grade, number: certificates.certificateNumber, userId: certificates.userId })
    .from(certificates)
    .innerJoin(testRecords, eq(testRecords.id, certificates.testRecordId))
    .where(
      and(
        eq(testRecords.testClassId, testClassId),
        eq(certificates.published, true),
        eq(certificates.isGrant, false),
        eq(certificates.isEvent, false),
        sql`${certificates.grade} between 1 and 16`,
      ),
    )
    .orderBy(asc(certificates.id));
  const rows = lock ? await query.for('update', { of: certificates }) : await query;
  const claimed = await claimedIds(db, rows.map((row) => row.id));
  const free = rows.filter((row) => !claimed.has(row.id));
  const names = free.length
    ? await db
        .select({ userId: personProfiles.userId, name: personProfiles.name })
        .from(personProfiles)
        .where(inArray(personProfiles.userId, [...new Set(free.map((row) => row.userId))]))
    : [];
  const nameOf = new Map(names.map((row) => [row.userId, row.name]));
  return free
    .map((row) => ({ id: row.id, name_zh: nameOf.get(row.userId) ?? '', certificate_grade: row.grade, gradeName: gradeLabel(row.grade), certificate_number: row.number }))
    .sort((a, b) => a.certificate_grade - b.certificate_grade || a.certificate_number.localeCompare(b.certificate_number));
}

/** The institution's address (its basic information: the only address with region ids; decision 0063). */
async function institutionAddress(db: Database, institutionUserId: number) {
  const [profile] = await db.select().from(institutionProfiles).where(eq(institutionProfiles.userId, institutionUserId));
  if (!profile?.detailedAddress) throw new BusinessError(M.noAddress);
  const names = await db
    .select({ id: regions.id, name: regions.areaName })
    .from(regions)
    .where(inArray(regions.id, [profile.provinceId, profile.cityId, profile.districtId]));
  const nameOf = (id: number) => names.find((row) => row.id === id)?.name ?? '';
  return {
    provinceId: profile.provinceId,
    cityId: profile.cityId,
    districtId: profile.districtId,
    detail: profile.detailedAddress,
    text: `${nameOf(profile.provinceId)}${nameOf(profile.cityId)}${nameOf(profile.districtId)}${profile.detailedAddress}`,
  };
}

/** The refusal of a class whose scores are not published, or published 7 days ago or less; null when the wait is over. */
function waitRefusal(testClass: TestClassRow, now: Date): string | null {
  if (testClass.gradeSubmissionStatus !== GradeSubmissionStatus.Published) return M.notPublished;
  return isBatchCertificateWaitOver(testClass.scoresPublishedAt, now) ? null : M.tooEarly;
}

/** `TestMechanism/CheckBatchCertificates`: what may be applied for, and why not when nothing may. */
export async function checkBatchCertificates(deps: BatchCertificateDeps, caller: Caller, input: { test_class_id: number }) {
  const testClass = await approvedClass(deps.db, caller, input.test_class_id);
  const items = await availableCertificates(deps.db, testClass.id, false);
  const address = await institutionAddress(deps.db, caller.userId);
  const isMoreServenDays = testClass.gradeSubmissionStatus === GradeSubmissionStatus.Published && isBatchCertificateWaitOver(testClass.scoresPublishedAt, deps.clock.now());
  // The waiting period is judged first: until it is over appeals may still change who passed (decision 0063).
  const errorMsg = waitRefusal(testClass, deps.clock.now()) ?? (items.length === 0 ? M.nobody : '');
  const shippingFee = errorMsg ? 0 : fenToYuan(await shippingFeeOf(deps.db, address.provinceId));
  return { totalCount: items.length, isMoreServenDays, isAllowApply: errorMsg === '', errorMsg, shippingFee, address: address.text, items };
}

/**
 * `TestMechanism/ApplyBatchCertificates`: in one transaction, with the class row and then the certificate rows locked
 * (two applies of one class queue on the class; an athlete's order or proxy request queues on the certificates), the
 * same checks again, then one delivery to the institution's address with every available certificate as certificate
 * and badge, and a pending kind-5 order of the province's express fee only (no payment window: paid in the order
 * centre).
 */
export async function applyBatchCertificates(deps: BatchCertificateDeps, caller: Caller, input: { test_class_id: number }) {
  await approvedClass(deps.db, caller, input.test_class_id);
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    const [testClass] = await tx.select().from(testClasses).where(eq(testClasses.id, input.test_class_id)).for('update');
    const refusal = waitRefusal(testClass!, now);
    if (refusal) throw new BusinessError(refusal);
    const items = await availableCertificates(tx, testClass!.id, true);
    if (items.length === 0) throw new BusinessError(M.nobody);
    const address = await institutionAddress(tx, caller.userId);
    const shippingFeeFen = await shippingFeeOf(tx, address.provinceId);
    const fees = deliveryFees(
      items.map(() => CERTIFICATE_AND_BADGE),
      { certificateFeeFen: 0, badgeFeeFen: 0, shippingFeeFen },
    );
    const order = await createOrder(tx, deps.jobs, {
      userId: caller.userId,
      userType: Role.Institution,
      kind: OrderKind.BatchCertificate,
      description: `${testClass!.title} 批量申领证书证章快递费`,
      amountFen: fees.totalFen,
      at: now,
      paymentWindowMinutes: null,
    });
    const [delivery] = await tx
      .insert(certificateDeliveries)
      .values({
        userId: caller.userId,
        userType: Role.Institution,
        orderId: order.id,
        contacts: testClass!.contact,
        telphone: testClass!.contactNumber,
        provinceId: address.provinceId,
        cityId: address.cityId,
        districtId: address.districtId,
        address: address.detail,
        isGrantTest: 1,
        certificateFeeFen: fees.certificateFen,
        badgeFeeFen: fees.badgeFen,
        shippingFeeFen: fees.shippingFen,
        createdAt: now,
      })
      .returning({ id: certificateDeliveries.id });
    await tx
      .insert(certificateDeliveryItems)
      .values(items.map((item) => ({ deliveryId: delivery!.id, certificateId: item.id, certificateType: CERTIFICATE_AND_BADGE })));
    return { order_sn: order.orderSn, amount: fenToYuan(order.amountFen), totalCount: items.length };
  });
  deps.jobs.wake();
  return answer;
}
