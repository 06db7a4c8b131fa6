import type { ReactNode } from 'react';
import { ADMIN_REASON_MAX } from '@badminton/contracts';
import { Input } from '@badminton/ui';
import { reasonCounter, reasonLength } from './view';

/**
 * A reason or reply the grade queues ask for: the label, the text (3 to 6 rows), the problem under it and the counter
 * against the limit (`${id}-text`, `${id}-problem`, `${id}-count`; the text clears the problem when it changes).
 */
export function ReasonField({
  id,
  label,
  value,
  placeholder,
  problem,
  onChange,
  onProblem,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  problem: string;
  onChange(value: string): void;
  onProblem(problem: string): void;
}) {
  return (
    <>
      <label className="grade-reason__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <Input
        id={`${id}-text`}
        type="textarea"
        value={value}
        autosize={{ minRows: 3, maxRows: 6 }}
        placeholder={placeholder}
        aria-describedby={`${id}-count ${id}-problem`}
        onChange={(next) => {
          onChange(String(next));
          if (problem) onProblem('');
        }}
      />
      <div className="grade-reason__meta">
        <span id={`${id}-problem`} className="grade-reason__problem" role="alert">
          {problem}
        </span>
        <span id={`${id}-count`} className={reasonLength(value) > ADMIN_REASON_MAX ? 'grade-reason__count is-over' : 'grade-reason__count'}>
          {reasonCounter(value)}
        </span>
      </div>
    </>
  );
}

/** One label and value of a detail's `<dl className="grade-facts">`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
