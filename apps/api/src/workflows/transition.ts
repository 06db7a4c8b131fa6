import { type WorkflowName, type WorkflowStatusCode, WORKFLOW_MESSAGES } from '@badminton/contracts';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appendAudit } from '../audit/chain';
import type { Database } from '../db/client';
import { BusinessError } from '../lib/errors';
import type { Caller } from '../registry/types';
import { checkTransition, SYSTEM, type TransitionRole, type Workflow } from './define';

/** Where a workflow's records live: the table, its id column and its status column. */
export interface RecordStore {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly status: PgColumn;
  /** The status column's property name in the table (for `update().set()`). */
  readonly statusKey: string;
}

/** Binds a workflow to the table holding its records. */
export function recordStore(table: PgTable, id: PgColumn, status: PgColumn): RecordStore {
  const entry = Object.entries(getTableColumns(table)).find(([, column]) => column === status);
  if (!entry) throw new Error(`${status.name} 不是该表的列`);
  return { table, id, status, statusKey: entry[0] };
}

/** Who makes a change: a signed-in user in their role, or the service itself (`SYSTEM_ACTOR`). */
export interface Actor {
  readonly userId: number | null;
  readonly role: TransitionRole;
}

export const SYSTEM_ACTOR: Actor = { userId: null, role: SYSTEM };

export function actorOf(caller: Pick<Caller, 'userId' | 'role'>): Actor {
  return { userId: caller.userId, role: caller.role };
}

export interface TransitionOptions {
  actor: Actor;
  /** Why (a rejection's reason, a provider's answer); kept in the audit row. */
  reason?: string | null;
  /** When, from the service's injected clock. */
  at: Date;
  /** Other columns to set in the same UPDATE (a rejection's comments, a payment time). */
  changes?: Record<string, unknown>;
}

export interface TransitionResult<Code> {
  from: Code;
  to: Code;
}

/**
 * Moves one record of a workflow to `to`, in one transaction: reads the current status, refuses a change the
 * workflow's table does not allow for the actor's role (a Chinese `BusinessError`), updates the status only if it
 * is still the one read (compare-and-set in the UPDATE's WHERE, so of two racing changes exactly one wins and the
 * other is refused) and writes the audit row. Works inside a caller's transaction too (a savepoint).
 * Whose record it is (owner, institution, province) is the handler's to check first (`registry/scope.ts`).
 */
export async function transition<W extends WorkflowName>(
  db: Database,
  workflow: Workflow<W>,
  store: RecordStore,
  recordId: number,
  to: WorkflowStatusCode<W>,
  options: TransitionOptions,
): Promise<TransitionResult<WorkflowStatusCode<W>>> {
  return db.transaction(async (tx) => {
    const [record] = await tx.select({ status: store.status }).from(store.table).where(eq(store.id, recordId));
    if (!record) throw new BusinessError(WORKFLOW_MESSAGES.recordNotFound);
    return commitTransition(tx, workflow, store, recordId, record.status as WorkflowStatusCode<W> | null, to, options);
  });
}

/**
 * The change from a status already read (by `transition`, or by a handler that read the record with the rest of
 * it): the table's check, the compare-and-set UPDATE (refused with 该记录状态已变更 when the status is no longer
 * `from`) and the audit row. Call it inside a transaction.
 */
export async function commitTransition<W extends WorkflowName>(
  tx: Database,
  workflow: Workflow<W>,
  store: RecordStore,
  recordId: number,
  from: WorkflowStatusCode<W> | null,
  to: WorkflowStatusCode<W>,
  options: TransitionOptions,
): Promise<TransitionResult<WorkflowStatusCode<W>>> {
  const check = checkTransition(workflow, from, to, options.actor.role);
  if (!check.ok) throw new BusinessError(check.message);

  const updated = await tx
    .update(store.table)
    .set({ ...options.changes, [store.statusKey]: to })
    .where(and(eq(store.id, recordId), eq(store.status, check.rule.from)))
    .returning({ id: store.id });
  if (updated.length === 0) throw new BusinessError(WORKFLOW_MESSAGES.changedMeanwhile);

  await appendAudit(tx, {
    workflow: workflow.name,
    recordId,
    actorUserId: options.actor.userId,
    actorRole: options.actor.role === SYSTEM ? null : options.actor.role,
    fromStatus: String(check.rule.from),
    toStatus: String(to),
    reason: options.reason ?? null,
    changedAt: options.at,
  });
  return { from: check.rule.from, to };
}
