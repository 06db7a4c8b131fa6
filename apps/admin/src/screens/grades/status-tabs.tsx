/**
 * A queue's status filter (decision 0068): 全部 and one button per status, each with its number of records under the
 * other filters (the counts of the list's answer); the current one is pressed.
 */
export function StatusTabs({
  label,
  counts,
  current,
  onChange,
}: {
  label: string;
  counts: ReadonlyArray<{ status: number; label: string; count: number }> | null;
  current: number | undefined;
  onChange(status: number | undefined): void;
}) {
  const total = counts?.reduce((sum, c) => sum + c.count, 0);
  const options = [{ status: undefined as number | undefined, label: '全部', count: total }, ...(counts ?? [])];
  return (
    <div className="grade-tabs" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.status ?? 'all'}
          type="button"
          className={option.status === current ? 'grade-tabs__tab is-current' : 'grade-tabs__tab'}
          aria-pressed={option.status === current}
          onClick={() => onChange(option.status)}
        >
          {option.label}
          {option.count !== undefined ? <span className="grade-tabs__count">{option.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
