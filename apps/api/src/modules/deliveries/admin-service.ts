import {
  ADMIN_SHIPPING_KIND_LABELS,
  ADMIN_SHIPPING_MESSAGES as M,
  ADMIN_SHIPPING_STAGE_LABELS,
  type AdminShippingItem,
  type AdminShippingStage,
  EXPRESS_COMPANIES,
  gradeLabel,
  OrderKind,
  PaymentStatus,
} from '@badminton/contracts';
import { fenToYuan, PAPER_CERTIFICATE_TYPE_LABELS, type PaperCertificateTypeCode } from '@badminton/validation';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { certificateDeliveries, certificateDeliveryItems, certificates, institutionProfiles, orders, personProfiles, regions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller } from '../../registry/types';

/**
 * The back office's print and ship queue of paper certificates and badges (issue 26, decision 0069), for the national
 * administrator: every paid delivery order — the athlete's or evaluator's own (kind 2, to their address) and the
 * institution's batch (kind 5, to the institution's address, decision 0063) — moves 待打印 → 待发货 (printed: the
 * order and each of its certificates stamped `printed_at`) → 已发货 (the carrier and the waybill, `mailing_time` from
 * the service clock). From then on the owner's 查看物流 (`Logistics/GetRouteList`) asks the logistics adapter for the
 * waybill's route. Each step is a compare-and-set on the stage it leaves (of two clicks one wins) with an audit row.
 * 机构代领 requests are not orders and have no address: they are not in this queue (decision 0069).
 */

export interface AdminShippingDeps {
  db: Database;
  clock: Clock;
}

/** The audit record kind of a delivery order's steps. */
const AUDIT_KIND = 'certificateDelivery';

const PAPER_KINDS = [OrderKind.PaperCertificate, OrderKind.BatchCertificate];

function stageWhere(stage: AdminShippingStage): SQL {
  if (stage === 'print') return isNull(certificateDeliveries.printedAt);
  if (stage === 'ship') return and(isNotNull(certificateDeliveries.printedAt), isNull(certificateDeliveries.expressNumber)) as SQL;
  return isNotNull(certificateDeliveries.expressNumber);
}

function stageOf(row: { printedAt: Date | null; expressNumber: string | null }): AdminShippingStage {
  if (row.expressNumber) return 'shipped';
  return row.printedAt ? 'ship' : 'print';
}

const provinces = alias(regions, 'province');
const cities = alias(regions, 'city');
const districts = alias(regions, 'district');

export async function listShipping(
  { db }: AdminShippingDeps,
  input: { stage?: AdminShippingStage; kind?: number; keyword?: string; province_id?: number; page: number; limit: number },
) {
  const page = toPage(input);
  const filters: (SQL | undefined)[] = [eq(orders.paymentStatus, PaymentStatus.Paid), inArray(orders.kind, input.kind ? [input.kind as 2 | 5] : PAPER_KINDS)];
  if (input.province_id) filters.push(eq(certificateDeliveries.provinceId, input.province_id));
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(orders.orderSn, like), ilike(certificateDeliveries.contacts, like), ilike(certificateDeliveries.expressNumber, like)));
  }
  const base = and(...filters);
  const stageCase = sql<AdminShippingStage>`case when ${certificateDeliveries.expressNumber} is not null then 'shipped' when ${certificateDeliveries.printedAt} is not null then 'ship' else 'print' end`;
  const countRows = await db
    .select({ stage: stageCase, n: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(certificateDeliveries)
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(base)
    .groupBy(stageCase);
  const counts = { print: 0, ship: 0, shipped: 0 };
  for (const row of countRows) counts[row.stage] = row.n;
  const where = input.stage ? and(base, stageWhere(input.stage)) : base;
  const rows = await db
    .select({
      delivery: certificateDeliveries,
      order: orders,
      personName: personProfiles.name,
      institutionName: institutionProfiles.fullName,
      province: provinces.areaName,
      city: cities.areaName,
      district: districts.areaName,
    })
    .from(certificateDeliveries)
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .leftJoin(personProfiles, eq(personProfiles.userId, certificateDeliveries.userId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, certificateDeliveries.userId))
    .leftJoin(provinces, eq(provinces.id, certificateDeliveries.provinceId))
    .leftJoin(cities, eq(cities.id, certificateDeliveries.cityId))
    .leftJoin(districts, eq(districts.id, certificateDeliveries.districtId))
    .where(where)
    // Oldest paid first while waiting (first come, first printed); shipped ones newest first.
    .orderBy(
      sql`case when ${certificateDeliveries.expressNumber} is null then 0 else 1 end`,
      sql`case when ${certificateDeliveries.expressNumber} is null then ${orders.paidAt} end asc`,
      desc(certificateDeliveries.mailingTime),
      asc(certificateDeliveries.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((row) => row.delivery.id);
  const itemRows = ids.length
    ? await db
        .select({
          deliveryId: certificateDeliveryItems.deliveryId,
          type: certificateDeliveryItems.certificateType,
          grade: certificates.grade,
          number: certificates.certificateNumber,
          name: personProfiles.name,
        })
        .from(certificateDeliveryItems)
        .innerJoin(certificates, eq(certificates.id, certificateDeliveryItems.certificateId))
        .leftJoin(personProfiles, eq(personProfiles.userId, certificates.userId))
        .where(inArray(certificateDeliveryItems.deliveryId, ids))
        .orderBy(asc(certificateDeliveryItems.id))
    : [];
  const items: AdminShippingItem[] = rows.map(({ delivery, order, personName, institutionName, province, city, district }) => {
    const stage = stageOf(delivery);
    return {
      delivery_id: delivery.id,
      order_sn: order.orderSn,
      kind: order.kind,
      kind_label: ADMIN_SHIPPING_KIND_LABELS[order.kind] ?? '',
      payer_name: institutionName ?? personName ?? '',
      contacts: delivery.contacts,
      telphone: delivery.telphone,
      address: [province, city === province ? '' : city, district, delivery.address].filter(Boolean).join(''),
      province_name: province ?? '',
      amount: fenToYuan(order.amountFen),
      paid_at: order.paidAt ? toWireDateTime(order.paidAt) : null,
      stage,
      stage_label: ADMIN_SHIPPING_STAGE_LABELS[stage],
      printed_at: delivery.printedAt ? toWireDateTime(delivery.printedAt) : null,
      express_company: delivery.expressCompany,
      express_number: delivery.expressNumber,
      mailing_time: delivery.mailingTime ? toWireDateTime(delivery.mailingTime) : null,
      items: itemRows
        .filter((item) => item.deliveryId === delivery.id)
        .map((item) => ({
          name: item.name ?? '',
          grade: gradeLabel(item.grade),
          certificate_number: item.number,
          type_label: PAPER_CERTIFICATE_TYPE_LABELS[item.type as PaperCertificateTypeCode] ?? '',
        })),
    };
  });
  const total = input.stage ? counts[input.stage] : counts.print + counts.ship + counts.shipped;
  return { items, totalCount: total, counts };
}

/** The paid delivery, locked, or the refusal. */
async function lockPaidDelivery(tx: Database, deliveryId: number) {
  const [row] = await tx
    .select({ delivery: certificateDeliveries, order: orders })
    .from(certificateDeliveries)
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(and(eq(certificateDeliveries.id, deliveryId), inArray(orders.kind, PAPER_KINDS)))
    .for('update', { of: certificateDeliveries });
  if (!row) throw new BusinessError(M.notFound);
  if (row.order.paymentStatus !== PaymentStatus.Paid) throw new BusinessError(M.notPaid);
  return row;
}

/** 待打印 → 待发货: the order and each of its certificates / badges are stamped printed. */
export async function markPrinted({ db, clock }: AdminShippingDeps, caller: Caller, input: { delivery_id: number }) {
  const at = clock.now();
  await db.transaction(async (tx) => {
    const { delivery, order } = await lockPaidDelivery(tx, input.delivery_id);
    if (delivery.printedAt) throw new BusinessError(M.alreadyPrinted);
    const updated = await tx
      .update(certificateDeliveries)
      .set({ printedAt: at, printedBy: caller.userId })
      .where(and(eq(certificateDeliveries.id, delivery.id), isNull(certificateDeliveries.printedAt)))
      .returning({ id: certificateDeliveries.id });
    if (updated.length === 0) throw new BusinessError(M.alreadyPrinted);
    const items = await tx
      .update(certificateDeliveryItems)
      .set({ printedAt: at })
      .where(eq(certificateDeliveryItems.deliveryId, delivery.id))
      .returning({ id: certificateDeliveryItems.id });
    await appendAudit(tx, {
      workflow: AUDIT_KIND,
      recordId: delivery.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: '证书证章已打印',
      before: { stage: 'print' },
      after: { stage: 'ship', order_sn: order.orderSn, items: items.length },
      changedAt: at,
    });
  });
  return {};
}

/** 待发货 → 已发货: the carrier and the waybill; the owner's 查看物流 follows it from now on. */
export async function ship({ db, clock }: AdminShippingDeps, caller: Caller, input: { delivery_id: number; express_company: string; express_number: string }) {
  if (!EXPRESS_COMPANIES.includes(input.express_company)) throw new BusinessError(M.companyInvalid);
  const at = clock.now();
  try {
    await db.transaction(async (tx) => {
      const { delivery, order } = await lockPaidDelivery(tx, input.delivery_id);
      if (delivery.expressNumber) throw new BusinessError(M.alreadyShipped);
      if (!delivery.printedAt) throw new BusinessError(M.notPrinted);
      await tx
        .update(certificateDeliveries)
        .set({ expressCompany: input.express_company, expressNumber: input.express_number, mailingTime: at, shippedBy: caller.userId })
        .where(and(eq(certificateDeliveries.id, delivery.id), isNull(certificateDeliveries.expressNumber)));
      await appendAudit(tx, {
        workflow: AUDIT_KIND,
        recordId: delivery.id,
        actorUserId: caller.userId,
        actorRole: caller.role,
        fromStatus: '',
        toStatus: '',
        action: '证书证章已发货',
        before: { stage: 'ship', express_company: null, express_number: null },
        after: { stage: 'shipped', order_sn: order.orderSn, express_company: input.express_company, express_number: input.express_number },
        changedAt: at,
      });
    });
  } catch (error) {
    // The waybill is unique across parcels (certificate_deliveries_express_key).
    if (isUniqueViolation(error)) throw new BusinessError(M.waybillTaken);
    throw error;
  }
  return {};
}
