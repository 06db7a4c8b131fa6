import { createHash } from 'node:crypto';
import { asc, desc, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { statusAudit } from '../db/schema';

/**
 * The one decision log (issue 26, decision 0065): every status change and every back-office decision is a row of
 * `status_audit`, and the rows form one hash chain — each row's `hash` is SHA-256 over the previous row's hash and its
 * own content — so a changed, inserted or deleted row is detected by `verifyAuditChain`. Rows are written only through
 * `appendAudit`, which holds a transaction-scoped advisory lock while it reads the head and inserts, so the chain stays
 * linear across connections and copies of the service (a unique index on `prev_hash` refuses a fork all the same).
 */

/** What one audit row says. `fromStatus`/`toStatus` are '' for a decision that is not a status change. */
export interface AuditEntry {
  /** The workflow or the record kind (`testClass`, `content.news`, `account`, …). */
  workflow: string;
  recordId: number;
  actorUserId: number | null;
  actorRole: number | null;
  fromStatus: string;
  toStatus: string;
  reason?: string | null;
  /** What was decided, in words (`省协会审核通过`, `修改新闻`, `查看个人信息`); null for a plain status change. */
  action?: string | null;
  /** The record's fields before and after, for decisions that change more than a status. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  changedAt: Date;
}

/** The advisory lock key of the chain's head (an arbitrary constant: "audit" in ASCII). */
const CHAIN_LOCK = 0x6175646974;

/** The hash of the row before the first one. */
export const GENESIS_HASH = '0'.repeat(64);

/** Objects with sorted keys, so the same content always serialises the same way. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-256 (hex) over the previous hash and the row's content. */
export function auditHash(prevHash: string, entry: AuditEntry): string {
  const content = JSON.stringify(
    canonical([
      entry.workflow,
      entry.recordId,
      entry.actorUserId,
      entry.actorRole,
      entry.fromStatus,
      entry.toStatus,
      entry.reason ?? null,
      entry.action ?? null,
      entry.before ?? null,
      entry.after ?? null,
      entry.changedAt,
    ]),
  );
  return createHash('sha256').update(prevHash).update('\n').update(content).digest('hex');
}

async function lockHead(tx: Database): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const [head] = await tx
    .select({ hash: statusAudit.hash })
    .from(statusAudit)
    .where(sql`${statusAudit.hash} is not null`)
    .orderBy(desc(statusAudit.id))
    .limit(1);
  return head?.hash ?? GENESIS_HASH;
}

/**
 * Appends rows to the chain, in order, inside the caller's transaction (or a transaction of its own). The lock is held
 * until that transaction ends, so keep appends near the end of a transaction that does other work.
 */
export async function appendAudit(db: Database, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? (entries as readonly AuditEntry[]) : [entries as AuditEntry];
  if (list.length === 0) return;
  await db.transaction(async (tx) => {
    let prev = await lockHead(tx);
    const rows = list.map((entry) => {
      const hash = auditHash(prev, entry);
      const row = {
        workflow: entry.workflow,
        recordId: entry.recordId,
        actorUserId: entry.actorUserId,
        actorRole: entry.actorRole,
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        reason: entry.reason ?? null,
        action: entry.action ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        changedAt: entry.changedAt,
        prevHash: prev,
        hash,
      };
      prev = hash;
      return row;
    });
    for (let i = 0; i < rows.length; i += 500) await tx.insert(statusAudit).values(rows.slice(i, i + 500));
  });
}

/**
 * Chains rows written before the chain existed (a database migrated from an earlier release: `hash` null), in id
 * order, after the current head. Run at start; a no-op once every row is chained.
 */
export async function sealUnchainedAudit(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    let prev = await lockHead(tx);
    const rows = await tx.select().from(statusAudit).where(isNull(statusAudit.hash)).orderBy(asc(statusAudit.id));
    for (const row of rows) {
      const hash = auditHash(prev, toEntry(row));
      await tx.update(statusAudit).set({ prevHash: prev, hash }).where(sql`${statusAudit.id} = ${row.id}`);
      prev = hash;
    }
    return rows.length;
  });
}

type AuditRow = typeof statusAudit.$inferSelect;

function toEntry(row: AuditRow): AuditEntry {
  return {
    workflow: row.workflow,
    recordId: row.recordId,
    actorUserId: row.actorUserId,
    actorRole: row.actorRole,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    action: row.action,
    before: row.before,
    after: row.after,
    changedAt: row.changedAt,
  };
}

/** The chain's state: intact, or the first row (by id) whose link or content does not verify, and why. */
export type ChainVerdict =
  | { intact: true; rows: number; head: string }
  | { intact: false; rows: number; brokenAtId: number; problem: 'unchained' | 'link' | 'content' };

/**
 * Walks the whole chain in id order (in pages, so it runs on any size) and recomputes every hash. A changed row
 * breaks its own hash ('content'); a deleted or inserted row breaks the next row's link to it ('link').
 */
export async function verifyAuditChain(db: Database, pageSize = 5000): Promise<ChainVerdict> {
  let prev = GENESIS_HASH;
  let lastId = 0;
  let count = 0;
  for (;;) {
    const rows = await db.select().from(statusAudit).where(gt(statusAudit.id, lastId)).orderBy(asc(statusAudit.id)).limit(pageSize);
    if (rows.length === 0) return { intact: true, rows: count, head: prev };
    for (const row of rows) {
      count += 1;
      if (row.hash === null || row.prevHash === null) return { intact: false, rows: count, brokenAtId: row.id, problem: 'unchained' };
      if (row.prevHash !== prev) return { intact: false, rows: count, brokenAtId: row.id, problem: 'link' };
      if (auditHash(prev, toEntry(row)) !== row.hash) return { intact: false, rows: count, brokenAtId: row.id, problem: 'content' };
      prev = row.hash;
      lastId = row.id;
    }
  }
}
