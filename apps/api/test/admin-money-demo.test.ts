import { approveAdminRefund, getAdminRefundList, getAdminShippingList, getTestOrderRecords, retryAdminRefund } from '@badminton/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MONEY_WALKERS, loadBackOfficeMoneyDemo } from '../demo/back-office-money/index';
import { testApplications, users } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { startSession } from '../src/modules/accounts/service';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/**
 * The money queues' demo (decision 0069): what the national administrator finds, and that a demo row refund really
 * goes through the WeChat Pay sandbox (its paid orders are in the sandbox's books) to 已退费 on the athlete's record.
 */

const time = { ms: Date.now() };
const clock = clockOf(() => time.ms);
let t: TestApp;
let sandboxDir: string;
let admin: { userId: number; userToken: string };
let loaded: boolean;
type Item = { kind: string; id: number; stage: string; entries: { name: string }[] };

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(tmpdir(), 'money-demo-sandbox-'));
  const sandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(sandboxDir, 'keys')), path.join(sandboxDir, 'books'), clock, 'http://localhost:8080');
  t = await build({ portal: true, clock, weChatPay: sandbox });
  loaded = await t.database.db.transaction((tx) => loadBackOfficeMoneyDemo(tx, { now: new Date(time.ms), weChatPay: sandbox }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 5), eq(users.mobile, '13800000005')));
  admin = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date(time.ms)) };
}, 240_000);
afterAll(async () => {
  await t.close();
  await rm(sandboxDir, { recursive: true, force: true });
});

const as = (user: { userId: number; userToken: string }) => ({ ...user, ts: Math.floor(time.ms / 1000) });

describe('the money demo', () => {
  it('has refund requests in every stage, a class refund and paper-certificate orders at each step', async () => {
    expect(loaded).toBe(true);
    const refunds = (await callOk(t.app, getAdminRefundList.path, { limit: 50 }, as(admin))) as unknown as { counts: Record<string, number>; items: Item[] };
    expect(refunds.counts).toEqual({ pending: 4, processing: 1, refunded: 1, failed: 2 });
    expect(refunds.items.filter((i) => i.kind === 'class')).toHaveLength(1);
    const shipping = (await callOk(t.app, getAdminShippingList.path, {}, as(admin))) as unknown as { counts: Record<string, number> };
    expect(shipping.counts).toEqual({ print: 2, ship: 1, shipped: 1 });
  });

  it('a walker’s row refund approved goes through the sandbox to 已退费 on her record; the failed one is retried', async () => {
    const refunds = (await callOk(t.app, getAdminRefundList.path, { stage: 'pending', kind: 'entry' }, as(admin))) as unknown as { items: Item[] };
    const row = refunds.items.find((i) => i.entries[0]?.name === DEMO_MONEY_WALKERS[0].name);
    expect(row).toBeDefined();
    await callOk(t.app, approveAdminRefund.path, { kind: 'entry', id: row!.id }, as(admin));
    const failed = (await callOk(t.app, getAdminRefundList.path, { stage: 'failed', kind: 'entry' }, as(admin))) as unknown as { items: (Item & { note: string })[] };
    const providerFailed = failed.items.find((i) => i.note.includes('CLOSED'));
    await callOk(t.app, retryAdminRefund.path, { kind: 'entry', id: providerFailed!.id }, as(admin));
    await t.app.jobs.runDue();
    time.ms += 660_000;
    await t.app.jobs.runDue();
    const [entry] = await t.database.db.select().from(testApplications).where(eq(testApplications.id, row!.id));
    expect(entry).toMatchObject({ refundStatus: 2, active: 0 });
    expect((await t.database.db.select().from(testApplications).where(eq(testApplications.id, providerFailed!.id)))[0].refundStatus).toBe(2);
    const [walker] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.mobile, DEMO_MONEY_WALKERS[0].mobile)));
    const session = { userId: walker.id, userToken: await startSession(t.database.db, walker.id, new Date(time.ms)) };
    const records = (await callOk(t.app, getTestOrderRecords.path, { page: 1, limit: 10 }, as(session))) as unknown as { items: { id: number; refund_status: number }[] };
    expect(records.items.find((r) => r.id === row!.id)?.refund_status).toBe(2);
  });
});
