import {
  ADMIN_FEE_MESSAGES as M,
  CERTIFICATE_DELIVERY_MESSAGES as D,
  getAdminFeeSchedule,
  getCertificateFees,
  getShippingFee,
  MESSAGES,
  setAdminCertificateFee,
  setAdminShippingFee,
  submitDelivery,
} from '@badminton/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateFeeRates, certificateDeliveries, orders, personProfiles, regions, shippingFees, statusAudit } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { certificateOf } from './helpers/delivery-fixture';

/**
 * The association's fee schedule (收费标准, decision 0076) on a database with reference data only (a fresh
 * installation, DEMO_DATA=false): nothing is set, so an athlete cannot order a paper certificate; the national
 * administrator sets the athlete's fees and every province's shipping fee, each change audited with before and after,
 * and the athlete's fee answers and order amount follow at once. Amounts are refused in words; the provincial reviewer
 * reads the schedule and cannot change it.
 */

const time = { ms: Date.parse('2026-12-01T02:00:00Z') };
const clock = clockOf(() => time.ms);
let t: TestApp;
type User = { userId: number; userToken: string };
let admin: User;
let reviewer: User;
let athlete: User;
let provinceCount = 0;
const as = (user: User) => ({ ...user, ts: Math.floor(time.ms / 1000) });
const db = () => t.database.db;

function refusal(envelope: Awaited<ReturnType<typeof call>>): string | undefined {
  return envelope.result?.isSuccess === false ? (envelope.result.errorMsg as string) : `成功：${JSON.stringify(envelope.result)}`;
}

beforeAll(async () => {
  t = await build({ clock, demo: null });
  admin = await signedInUser(db(), 5);
  reviewer = await signedInUser(db(), 4);
  athlete = await signedInUser(db(), 1);
  provinceCount = (await db().select({ id: regions.id }).from(regions).where(eq(regions.level, 1))).length;
});
afterAll(() => t.close());

async function auditRows(workflow: string) {
  return db().select().from(statusAudit).where(eq(statusAudit.workflow, workflow)).orderBy(asc(statusAudit.id));
}

describe('the fee schedule of a fresh installation', () => {
  it('starts with nothing set: every rate and every province 未设置, and the athlete is told so', async () => {
    const schedule = (await callOk(t.app, getAdminFeeSchedule.path, {}, as(admin))) as unknown as {
      rates: { user_type: number; user_type_label: string; certificate_fee_fen: number | null }[];
      provinces: { area_code: number; name: string; fee_fen: number | null }[];
      unset: { rates: number; provinces: number };
      can_edit: boolean;
    };
    expect(schedule.rates.map((rate) => [rate.user_type, rate.user_type_label, rate.certificate_fee_fen])).toEqual([
      [1, '运动员', null],
      [2, '考评员', null],
      [3, '测试机构', null],
    ]);
    expect(provinceCount).toBeGreaterThanOrEqual(31);
    expect(schedule.provinces).toHaveLength(provinceCount);
    expect(schedule.provinces.find((row) => row.area_code === 440000)).toEqual({ area_code: 440000, name: '广东省', fee_fen: null });
    expect(schedule.unset).toEqual({ rates: 3, provinces: provinceCount });
    expect(schedule.can_edit).toBe(true);
    expect(refusal(await call(t.app, getCertificateFees.path, { userType: 1 }, as(athlete)))).toBe(D.feesNotSet);
    expect(refusal(await call(t.app, getShippingFee.path, { area_code: 440000 }, as(athlete)))).toBe(D.shippingNotSet);
  });

  it('refuses amounts in words: missing, more than two decimals, negative, above 10,000 元; a bad user type or province', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ user_type: 1, badge_fee_fen: 100 }, M.required('证书费')],
      [{ user_type: 1, certificate_fee_fen: 100.5, badge_fee_fen: 100 }, M.notAmount('证书费')],
      [{ user_type: 1, certificate_fee_fen: 'abc', badge_fee_fen: 100 }, M.notAmount('证书费')],
      [{ user_type: 1, certificate_fee_fen: 100, badge_fee_fen: -1 }, M.negative('证章费')],
      [{ user_type: 1, certificate_fee_fen: 1_000_001, badge_fee_fen: 0 }, M.tooHigh('证书费')],
      [{ user_type: 4, certificate_fee_fen: 100, badge_fee_fen: 100 }, M.userTypeInvalid],
    ];
    for (const [payload, message] of cases) {
      expect(refusal(await call(t.app, setAdminCertificateFee.path, payload, as(admin))), JSON.stringify(payload)).toBe(message);
    }
    expect(M.tooHigh('证书费')).toBe('证书费不能超过10000元');
    expect(refusal(await call(t.app, setAdminShippingFee.path, { area_codes: [], fee_fen: 100 }, as(admin)))).toBe(M.provincesRequired);
    expect(refusal(await call(t.app, setAdminShippingFee.path, { area_codes: [440000] }, as(admin)))).toBe(M.required('快递费'));
    expect(refusal(await call(t.app, setAdminShippingFee.path, { area_codes: [440100], fee_fen: 100 }, as(admin)))).toBe(M.provinceInvalid);
    expect(refusal(await call(t.app, setAdminShippingFee.path, { area_codes: [440000, 990000], fee_fen: 100 }, as(admin)))).toBe(M.provinceInvalid);
    // Nothing was written by a refusal.
    expect(await db().select().from(certificateFeeRates)).toEqual([]);
    expect(await db().select().from(shippingFees)).toEqual([]);
    expect(await auditRows('feeSchedule.certificate')).toEqual([]);
    expect(await auditRows('feeSchedule.shipping')).toEqual([]);
  });

  it('lets the provincial reviewer read the schedule but not change it', async () => {
    const schedule = await callOk(t.app, getAdminFeeSchedule.path, {}, as(reviewer));
    expect(schedule.can_edit).toBe(false);
    expect(refusal(await call(t.app, setAdminCertificateFee.path, { user_type: 1, certificate_fee_fen: 100, badge_fee_fen: 100 }, as(reviewer)))).toBe(MESSAGES.forbidden);
    expect(refusal(await call(t.app, setAdminShippingFee.path, { area_codes: [440000], fee_fen: 100 }, as(reviewer)))).toBe(MESSAGES.forbidden);
    expect(refusal(await call(t.app, getAdminFeeSchedule.path, {}, as(athlete)))).toBe(MESSAGES.forbidden);
    expect(await db().select().from(certificateFeeRates)).toEqual([]);
  });

  it('sets the athlete’s fees (0 allowed) with an audit row of before and after, and the athlete’s answer follows', async () => {
    await callOk(t.app, setAdminCertificateFee.path, { user_type: 1, certificate_fee_fen: 3550, badge_fee_fen: 0 }, as(admin));
    expect(await callOk(t.app, getCertificateFees.path, { userType: 1 }, as(athlete))).toMatchObject({ certificateFee: 35.5, badgesFee: 0 });
    // Form-encoded strings are read as numbers, as every call's are.
    await callOk(t.app, setAdminCertificateFee.path, { user_type: '1', certificate_fee_fen: '4000', badge_fee_fen: '1250' }, as(admin));
    expect(await callOk(t.app, getCertificateFees.path, { userType: 1 }, as(athlete))).toMatchObject({ certificateFee: 40, badgesFee: 12.5 });
    // The same amounts again change nothing and write nothing.
    await callOk(t.app, setAdminCertificateFee.path, { user_type: 1, certificate_fee_fen: 4000, badge_fee_fen: 1250 }, as(admin));
    const rows = await auditRows('feeSchedule.certificate');
    expect(rows.map((row) => ({ recordId: row.recordId, actorUserId: row.actorUserId, actorRole: row.actorRole, action: row.action, before: row.before, after: row.after }))).toEqual([
      { recordId: 1, actorUserId: admin.userId, actorRole: 5, action: '设置证书证章费', before: null, after: { certificateFeeFen: 3550, badgeFeeFen: 0 } },
      {
        recordId: 1,
        actorUserId: admin.userId,
        actorRole: 5,
        action: '设置证书证章费',
        before: { certificateFeeFen: 3550, badgeFeeFen: 0 },
        after: { certificateFeeFen: 4000, badgeFeeFen: 1250 },
      },
    ]);
    const schedule = await callOk(t.app, getAdminFeeSchedule.path, {}, as(admin));
    expect((schedule.rates as { user_type: number; certificate_fee_fen: number | null; badge_fee_fen: number | null }[])[0]).toMatchObject({
      user_type: 1,
      certificate_fee_fen: 4000,
      badge_fee_fen: 1250,
    });
    expect(schedule.unset).toEqual({ rates: 2, provinces: provinceCount });
  });

  it('sets every province at once, then one province, each changed province audited; the athlete’s quote and order follow', async () => {
    const all = (await db().select({ id: regions.id }).from(regions).where(eq(regions.level, 1))).map((row) => row.id);
    expect(await callOk(t.app, setAdminShippingFee.path, { area_codes: all, fee_fen: 1000 }, as(admin))).toMatchObject({ updated: all.length });
    expect(await callOk(t.app, getShippingFee.path, { area_code: 440000 }, as(athlete))).toMatchObject({ fee: 10 });
    expect(await callOk(t.app, setAdminShippingFee.path, { area_codes: [440000], fee_fen: 1800 }, as(admin))).toMatchObject({ updated: 1 });
    // Unchanged provinces are not rewritten nor audited.
    expect(await callOk(t.app, setAdminShippingFee.path, { area_codes: [110000, 440000], fee_fen: 1800 }, as(admin))).toMatchObject({ updated: 1 });
    expect(await callOk(t.app, getShippingFee.path, { area_code: 440000 }, as(athlete))).toMatchObject({ fee: 18 });
    const rows = await auditRows('feeSchedule.shipping');
    expect(rows).toHaveLength(all.length + 2);
    const guangdong = rows.filter((row) => row.recordId === 440000).map((row) => ({ action: row.action, before: row.before, after: row.after, actorRole: row.actorRole }));
    expect(guangdong).toEqual([
      { action: '批量设置快递费', before: null, after: { feeFen: 1000 }, actorRole: 5 },
      { action: '设置快递费', before: { feeFen: 1000 }, after: { feeFen: 1800 }, actorRole: 5 },
    ]);
    const schedule = await callOk(t.app, getAdminFeeSchedule.path, {}, as(reviewer));
    expect(schedule.unset).toEqual({ rates: 2, provinces: 0 });

    // The athlete's order is charged the schedule as it now stands: a certificate and a badge (40 + 12.5) and 18 to 广东.
    await db().insert(personProfiles).values({
      userId: athlete.userId,
      name: '收费甲',
      englishName: '',
      sex: 0,
      certificatesType: 4,
      certificatesNumber: 'F00000001',
      birthday: '2001-01-01',
      createdAt: new Date(time.ms),
      updatedAt: new Date(time.ms),
    });
    const certificate = await certificateOf(db(), athlete.userId, { grade: 4, createdDate: new Date(time.ms - 30 * 86_400_000) });
    const answer = await callOk(
      t.app,
      submitDelivery.path,
      {
        contacts: '收费甲',
        telphone: '13800138000',
        province: 440000,
        city: 440100,
        district: 440106,
        mailing_detail_address: '体育西路1号',
        userType: 1,
        certificateList: [{ paperCertificateId: certificate.id, certificate_type: 2 }],
      },
      as(athlete),
    );
    expect(answer.amount).toBe(70.5);
    const [delivery] = await db()
      .select({ certificateFeeFen: certificateDeliveries.certificateFeeFen, badgeFeeFen: certificateDeliveries.badgeFeeFen, shippingFeeFen: certificateDeliveries.shippingFeeFen, amountFen: orders.amountFen })
      .from(certificateDeliveries)
      .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
      .where(and(eq(orders.orderSn, answer.order_sn as string), inArray(certificateDeliveries.userId, [athlete.userId])));
    expect(delivery).toEqual({ certificateFeeFen: 4000, badgeFeeFen: 1250, shippingFeeFen: 1800, amountFen: 7050 });
  });
});
