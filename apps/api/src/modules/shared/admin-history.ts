import type { AdminStatusHistoryRow } from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statusAudit } from '../../db/schema';
import { toWireDateTime } from '../../lib/wire-time';
import type { Workflow } from '../../workflows/define';

/**
 * A record's rows of the decision log (decision 0065), oldest first, as the back office's detail screens show them. A
 * status change without its own words is named by the workflow's table (`action` of the from → to row).
 */
export async function recordHistory(db: Database, workflow: Workflow, recordId: number): Promise<AdminStatusHistoryRow[]> {
  const rows = await db
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, workflow.name), eq(statusAudit.recordId, recordId)))
    .orderBy(asc(statusAudit.changedAt), asc(statusAudit.id));
  return rows.map((row) => ({
    changed_at: toWireDateTime(row.changedAt),
    actor_role: row.actorRole,
    action:
      row.action ??
      workflow.transitions.find((rule) => String(rule.from) === row.fromStatus && String(rule.to) === row.toStatus)?.action ??
      (row.fromStatus === '' ? '创建' : ''),
    from_status: row.fromStatus,
    to_status: row.toStatus,
    reason: row.reason,
  }));
}
