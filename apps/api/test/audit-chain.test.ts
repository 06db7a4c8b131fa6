import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, auditHash, GENESIS_HASH, sealUnchainedAudit, verifyAuditChain, type AuditEntry } from '../src/audit/chain';
import { statusAudit } from '../src/db/schema';
import { AUDIT_CHAIN_PROBLEMS, Role, verifyAuditChainCall } from '@badminton/contracts';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';

/** The tamper-evident decision log (decision 0065): one linear hash chain; a changed, deleted or forged row is found. */

let t: TestApp;
const AT = new Date(Date.UTC(2026, 11, 1, 8, 0, 0));
const entry = (recordId: number, reason: string): AuditEntry => ({
  workflow: 'testClass',
  recordId,
  actorUserId: 7,
  actorRole: 4,
  fromStatus: '0',
  toStatus: '1',
  reason,
  changedAt: AT,
});

beforeAll(async () => {
  t = await build({ demo: null });
});
afterAll(() => t.close());

describe('the audit chain', () => {
  it('links every row to the one before it and verifies', async () => {
    const db = t.database.db;
    await appendAudit(db, [entry(1, '一'), entry(2, '二')]);
    await appendAudit(db, { ...entry(3, '三'), action: '修改新闻', before: { title: '旧' }, after: { title: '新' }, fromStatus: '', toStatus: '' });
    const rows = await db.select().from(statusAudit).orderBy(asc(statusAudit.id));
    expect(rows.map((row) => row.reason)).toEqual(['一', '二', '三']);
    expect(rows[0].prevHash).toBe(GENESIS_HASH);
    expect(rows[1].prevHash).toBe(rows[0].hash);
    expect(rows[2].hash).toBe(auditHash(rows[1].hash!, { ...entry(3, '三'), action: '修改新闻', before: { title: '旧' }, after: { title: '新' }, fromStatus: '', toStatus: '' }));
    expect(await verifyAuditChain(db)).toMatchObject({ intact: true, rows: 3, head: rows[2].hash });
  });

  it('keeps one line when many transactions append at once', async () => {
    const db = t.database.db;
    await Promise.all(Array.from({ length: 12 }, (_, i) => appendAudit(db, entry(100 + i, `并发${i}`))));
    expect(await verifyAuditChain(db)).toMatchObject({ intact: true, rows: 15 });
  });

  it('finds a changed row (its content no longer hashes to its hash)', async () => {
    const db = t.database.db;
    const [second] = await db.select().from(statusAudit).orderBy(asc(statusAudit.id)).limit(1).offset(1);
    await db.update(statusAudit).set({ reason: '被改过' }).where(eq(statusAudit.id, second.id));
    expect(await verifyAuditChain(db, 4)).toMatchObject({ intact: false, brokenAtId: second.id, problem: 'content' });
    await db.update(statusAudit).set({ reason: second.reason }).where(eq(statusAudit.id, second.id));
    expect(await verifyAuditChain(db, 4)).toMatchObject({ intact: true });
  });

  it('finds a deleted row (the next row links to a hash no longer there)', async () => {
    const db = t.database.db;
    const rows = await db.select().from(statusAudit).orderBy(asc(statusAudit.id));
    await db.delete(statusAudit).where(eq(statusAudit.id, rows[4].id));
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, brokenAtId: rows[5].id, problem: 'link' });
    // Put it back as it was (identity column: insert with its id).
    await db.execute(
      sql`insert into status_audit overriding system value select * from json_populate_record(null::status_audit, ${JSON.stringify({
        id: rows[4].id,
        workflow: rows[4].workflow,
        record_id: rows[4].recordId,
        actor_user_id: rows[4].actorUserId,
        actor_role: rows[4].actorRole,
        from_status: rows[4].fromStatus,
        to_status: rows[4].toStatus,
        reason: rows[4].reason,
        changed_at: rows[4].changedAt.toISOString(),
        prev_hash: rows[4].prevHash,
        hash: rows[4].hash,
      })}::json)`,
    );
    expect(await verifyAuditChain(db)).toMatchObject({ intact: true });
  });

  it('finds a forged row whose hash was recomputed over a changed content, at the row after it', async () => {
    const db = t.database.db;
    const rows = await db.select().from(statusAudit).orderBy(asc(statusAudit.id));
    const forged = { ...rows[2], reason: '伪造' };
    const forgedHash = auditHash(forged.prevHash!, { ...forged, before: forged.before, after: forged.after });
    await db.update(statusAudit).set({ reason: '伪造', hash: forgedHash }).where(eq(statusAudit.id, rows[2].id));
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, brokenAtId: rows[3].id, problem: 'link' });
    await db.update(statusAudit).set({ reason: rows[2].reason, hash: rows[2].hash }).where(eq(statusAudit.id, rows[2].id));
  });

  it('chains rows written before the chain existed, once, in id order', async () => {
    const db = t.database.db;
    await db.insert(statusAudit).values({ workflow: 'legacy', recordId: 1, actorUserId: null, actorRole: null, fromStatus: '', toStatus: '1', changedAt: AT });
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, problem: 'unchained' });
    expect(await sealUnchainedAudit(db)).toBe(1);
    expect(await sealUnchainedAudit(db)).toBe(0);
    expect(await verifyAuditChain(db)).toMatchObject({ intact: true });
  });

  it('refuses a fork: two rows cannot follow the same row', async () => {
    const db = t.database.db;
    const [head] = await db.select().from(statusAudit).orderBy(asc(statusAudit.id)).limit(1);
    await expect(
      db.insert(statusAudit).values({ workflow: 'fork', recordId: 1, actorUserId: null, actorRole: null, fromStatus: '', toStatus: '1', changedAt: AT, prevHash: head.prevHash, hash: 'x' }),
    ).rejects.toThrow();
  });

  it('answers AdminAudit/VerifyChain for the national administrator: intact, or the first broken row and why', async () => {
    const db = t.database.db;
    const national = await signedInUser(db, Role.NationalAdministrator);
    const intact = await callOk(t.app, verifyAuditChainCall.path, {}, national);
    const rows = await db.select().from(statusAudit).orderBy(asc(statusAudit.id));
    expect(intact).toMatchObject({ intact: true, rows: rows.length, head_hash: rows[rows.length - 1].hash, broken_at_id: null, problem: null });
    expect(intact.checked_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await db.update(statusAudit).set({ reason: '被改过' }).where(eq(statusAudit.id, rows[1].id));
    expect(await callOk(t.app, verifyAuditChainCall.path, {}, national)).toMatchObject({
      intact: false,
      broken_at_id: rows[1].id,
      problem: 'content',
      problem_text: AUDIT_CHAIN_PROBLEMS.content,
      head_hash: null,
    });
    await db.update(statusAudit).set({ reason: rows[1].reason }).where(eq(statusAudit.id, rows[1].id));
    const provincial = await signedInUser(db, Role.ProvincialReviewer);
    expect((await call(t.app, verifyAuditChainCall.path, {}, provincial)).result?.isSuccess).toBe(false);
  });
});
