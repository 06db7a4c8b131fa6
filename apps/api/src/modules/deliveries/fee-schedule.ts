import { ADMIN_FEE_MESSAGES as M, type AdminFeeRate, type AdminShippingFee, FEE_USER_TYPE_LABELS, FEE_USER_TYPES, Role } from '@badminton/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { appendAudit, type AuditEntry } from '../../audit/chain';
import type { Database } from '../../db/client';
import { certificateFeeRates, regions, shippingFees } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { Caller } from '../../registry/types';

/**
 * The association's fee schedule (收费标准, decision 0076): what a paper certificate and a badge cost per user type
 * (`certificate_fee_rates`) and what a parcel to a province costs (`shipping_fees`). The paper-certificate calls
 * (`service.ts`: `GetCertificateFee`, `GetExpressFee`, `SubmitDelivery`) and the institution's batch application read
 * these rows on every call — nothing caches them (role calls are never cached, decision 0011) — so a change is what the
 * next athlete is quoted and charged. An order already made keeps the fees it was made with (its delivery row). Roles
 * 4 and 5 read the schedule; only the national administrator sets it, each change in one transaction with its audit
 * row (record kinds `feeSchedule.certificate`, keyed by the user type, and `feeSchedule.shipping`, keyed by the
 * province), amounts before and after in fen.
 */

export interface FeeScheduleDeps {
  db: Database;
  clock: Clock;
}

const AUDIT_CERTIFICATE = 'feeSchedule.certificate';
const AUDIT_SHIPPING = 'feeSchedule.shipping';

function fail(message: string): never {
  throw new BusinessError(message);
}

async function provinceRows(db: Database): Promise<{ id: number; name: string }[]> {
  return db.select({ id: regions.id, name: regions.areaName }).from(regions).where(eq(regions.level, 1)).orderBy(asc(regions.id));
}

export async function getSchedule({ db }: FeeScheduleDeps, caller: Caller) {
  const [rateRows, provinces, feeRows] = await Promise.all([
    db.select().from(certificateFeeRates),
    provinceRows(db),
    db.select().from(shippingFees),
  ]);
  const rateOf = new Map(rateRows.map((row) => [row.userType, row]));
  const feeOf = new Map(feeRows.map((row) => [row.areaCode, row.feeFen]));
  const rates: AdminFeeRate[] = FEE_USER_TYPES.map((type) => {
    const row = rateOf.get(type);
    return {
      user_type: type,
      user_type_label: FEE_USER_TYPE_LABELS[type],
      certificate_fee_fen: row ? row.certificateFeeFen : null,
      badge_fee_fen: row ? row.badgeFeeFen : null,
    };
  });
  const shipping: AdminShippingFee[] = provinces.map((province) => ({ area_code: province.id, name: province.name, fee_fen: feeOf.get(province.id) ?? null }));
  return {
    rates,
    provinces: shipping,
    unset: { rates: rates.filter((rate) => rate.certificate_fee_fen === null).length, provinces: shipping.filter((row) => row.fee_fen === null).length },
    can_edit: caller.role === Role.NationalAdministrator,
  };
}

export async function setCertificateFee(
  { db, clock }: FeeScheduleDeps,
  caller: Caller,
  input: { user_type: number; certificate_fee_fen: number; badge_fee_fen: number },
): Promise<Record<string, never>> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(certificateFeeRates).where(eq(certificateFeeRates.userType, input.user_type)).for('update');
    const after = { certificateFeeFen: input.certificate_fee_fen, badgeFeeFen: input.badge_fee_fen };
    if (current && current.certificateFeeFen === after.certificateFeeFen && current.badgeFeeFen === after.badgeFeeFen) return {};
    await tx
      .insert(certificateFeeRates)
      .values({ userType: input.user_type, ...after })
      .onConflictDoUpdate({ target: certificateFeeRates.userType, set: after });
    await appendAudit(tx, {
      workflow: AUDIT_CERTIFICATE,
      recordId: input.user_type,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: '设置证书证章费',
      before: current ? { certificateFeeFen: current.certificateFeeFen, badgeFeeFen: current.badgeFeeFen } : null,
      after,
      changedAt: now,
    });
    return {};
  });
}

export async function setShippingFee(
  { db, clock }: FeeScheduleDeps,
  caller: Caller,
  input: { area_codes: number[]; fee_fen: number },
): Promise<{ updated: number }> {
  const now = clock.now();
  const codes = [...new Set(input.area_codes)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const provinces = await tx
      .select({ id: regions.id })
      .from(regions)
      .where(and(inArray(regions.id, codes), eq(regions.level, 1)));
    if (provinces.length !== codes.length) fail(M.provinceInvalid);
    const current = await tx.select().from(shippingFees).where(inArray(shippingFees.areaCode, codes)).for('update');
    const feeOf = new Map(current.map((row) => [row.areaCode, row.feeFen]));
    const changed = codes.filter((code) => feeOf.get(code) !== input.fee_fen);
    if (changed.length === 0) return { updated: 0 };
    await tx
      .insert(shippingFees)
      .values(changed.map((areaCode) => ({ areaCode, feeFen: input.fee_fen })))
      .onConflictDoUpdate({ target: shippingFees.areaCode, set: { feeFen: input.fee_fen } });
    const entries: AuditEntry[] = changed.map((code) => ({
      workflow: AUDIT_SHIPPING,
      recordId: code,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: codes.length > 1 ? '批量设置快递费' : '设置快递费',
      before: feeOf.has(code) ? { feeFen: feeOf.get(code) } : null,
      after: { feeFen: input.fee_fen },
      changedAt: now,
    }));
    await appendAudit(tx, entries);
    return { updated: changed.length };
  });
}
