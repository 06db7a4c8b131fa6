import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../columns';

// Workflow status changes (decision 0022).

/**
 * Every status change of every workflow (decision 0022): which record of which workflow, who (user and role; both
 * null when the service itself made it), when (the service's clock), from which status to which, and why.
 * Written through `appendAudit` (`src/audit/chain.ts`) in the same transaction as the change; never updated; chained.
 */
export const statusAudit = pgTable(
  'status_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workflow: text('workflow').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorRole: smallint('actor_role'),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedAt: instant('changed_at').notNull(),
    /** What was decided, in words, for a decision that is not only a status change (decision 0065). */
    action: text('action'),
    /** The record's fields before and after such a decision. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The hash chain (decision 0065): the previous row's hash, and SHA-256 over it and this row's content. */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (table) => [
    index('status_audit_record_idx').on(table.workflow, table.recordId, table.changedAt, table.id),
    index('status_audit_actor_idx').on(table.actorUserId).where(sql`${table.actorUserId} is not null`),
    check('status_audit_actor_check', sql`(${table.actorUserId} is null) = (${table.actorRole} is null)`),
    check('status_audit_role_check', sql`${table.actorRole} between 1 and 5`),
    // One successor per row: the chain cannot fork (decision 0065).
    uniqueIndex('status_audit_prev_hash_idx').on(table.prevHash),
  ],
);
