import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useCall } from '@badminton/api-client/react';
import { PROVINCE_PARENT_ID } from '@badminton/contracts';
import { Link } from '@badminton/router';
import { Button } from '@badminton/ui';
import { getDistrictList } from './calls';

/** A labelled native select (keyboard and screen readers get the platform's own control). */
export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="money-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The provinces (GB/T 2260), for the region filter. */
export function ProvinceSelect({ value, onChange }: { value: number | null; onChange(value: number | null): void }) {
  const provinces = useCall(getDistrictList, { parent_id: PROVINCE_PARENT_ID });
  return (
    <SelectField label="省份" value={value === null ? '' : String(value)} onChange={(next) => onChange(next ? Number(next) : null)}>
      <option value="">全部省份</option>
      {(provinces.result?.items ?? []).map((province) => (
        <option key={province.id} value={province.id}>
          {province.area_name}
        </option>
      ))}
    </SelectField>
  );
}

/** The keyword box with its 搜索 button (submits on Enter too). */
export function KeywordField({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch(value: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className="money-filters__field money-filters__search" role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <span style={{ display: 'flex', gap: 8 }}>
        <input id={id} type="search" value={text} maxLength={50} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
        <Button nativeType="submit" type="primary">
          搜索
        </Button>
      </span>
    </form>
  );
}

/** The counts by stage, each a link to that stage (全部 first). */
export function StageCounts<S extends string>({
  label,
  stages,
  labels,
  counts,
  current,
  hrefOf,
}: {
  label: string;
  stages: readonly S[];
  labels: Record<S, string>;
  counts: Record<S, number> | undefined;
  current: S | '';
  hrefOf(stage: S | ''): string;
}) {
  const total = counts ? stages.reduce((sum, stage) => sum + counts[stage], 0) : null;
  return (
    <ul className="money-counts" aria-label={label}>
      <li>
        <Link to={hrefOf('')} aria-current={current === '' ? 'true' : undefined}>
          全部{total === null ? '' : `（${total}）`}
        </Link>
      </li>
      {stages.map((stage) => (
        <li key={stage}>
          <Link to={hrefOf(stage)} aria-current={current === stage ? 'true' : undefined}>
            {labels[stage]}
            {counts ? `（${counts[stage]}）` : ''}
          </Link>
        </li>
      ))}
    </ul>
  );
}
