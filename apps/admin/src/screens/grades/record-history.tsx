import { type AdminStatusHistoryRow, statusLabel } from '@badminton/contracts';
import { roleText } from './view';

/**
 * A record's decision log as the detail answers it (decision 0065): when, who (the role), what, the status change and
 * the reason, oldest first.
 */
export function RecordHistory({ rows, workflow }: { rows: readonly AdminStatusHistoryRow[]; workflow: 'gradeSubmission' | 'appeal' }) {
  const change = (row: AdminStatusHistoryRow) => {
    if (row.from_status === '' && row.to_status === '') return '';
    const to = statusLabel(workflow, row.to_status);
    return row.from_status === '' ? to : `${statusLabel(workflow, row.from_status)} → ${to}`;
  };
  return (
    <section aria-labelledby={`history-${workflow}`}>
      <h3 id={`history-${workflow}`}>处理记录</h3>
      {rows.length === 0 ? (
        <p>暂无处理记录</p>
      ) : (
        <ol className="grade-list">
          {rows.map((row, i) => (
            <li key={i}>
              <span>{`${row.changed_at} ${roleText(row.actor_role)} ${row.action}`}</span>
              {change(row) ? <span className="grade-table__sub">{change(row)}</span> : null}
              {row.reason ? <span className="grade-table__sub">{`说明：${row.reason}`}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
