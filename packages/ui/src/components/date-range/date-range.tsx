import dayjs from 'dayjs';
import { DatePicker } from '../../element/element';
import './date-range.css';

/** A query range as the list calls take it (`startTime` / `endTime`, wire format). */
export interface DateRangeValue {
  startTime?: string;
  endTime?: string;
}

export const RANGE_START_FORMAT = 'YYYY-MM-DD 00:00:00';
export const RANGE_END_FORMAT = 'YYYY-MM-DD 23:59:59';

/**
 * Picked days → query bounds: the start day from 00:00:00, the end day up to 23:59:59
 * (req: constants.md#layout-and-formatting). A missing side is left out, so clearing both gives `{}`.
 */
export function toDateRangeValue(start: Date | null | undefined, end: Date | null | undefined): DateRangeValue {
  const value: DateRangeValue = {};
  if (start) value.startTime = dayjs(start).format(RANGE_START_FORMAT);
  if (end) value.endTime = dayjs(end).format(RANGE_END_FORMAT);
  return value;
}

const DAY_PREFIX = /^\d{4}-\d{2}-\d{2}/;

function toDay(text: string | undefined): Date | null {
  const day = text?.match(DAY_PREFIX)?.[0];
  if (!day) return null;
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** Query bounds → the picked days (time of day dropped). */
export function fromDateRangeValue(value: DateRangeValue | undefined): [Date | null, Date | null] {
  return [toDay(value?.startTime), toDay(value?.endTime)];
}

export interface DateRangeProps {
  value?: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  startPlaceholder?: string;
  endPlaceholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Two element date pickers (开始日期 至 结束日期). Each picker's panel is one month wide, so it fits a
 * 375 px screen, which element's two-month range panel does not. The start cannot be after the end.
 */
export function DateRange({
  value,
  onChange,
  startPlaceholder = '开始日期',
  endPlaceholder = '结束日期',
  disabled = false,
  className,
}: DateRangeProps) {
  const [start, end] = fromDateRangeValue(value);
  const endDay = end ? dayjs(end).startOf('day') : null;
  const startDay = start ? dayjs(start).startOf('day') : null;

  return (
    <div className={className ? `bm-date-range ${className}` : 'bm-date-range'} role="group" aria-label="日期范围">
      <DatePicker
        className="bm-date-range__picker"
        value={start}
        placeholder={startPlaceholder}
        isDisabled={disabled}
        disabledDate={(date: Date) => endDay !== null && dayjs(date).isAfter(endDay, 'day')}
        onChange={(date: Date | null) => onChange(toDateRangeValue(date, end))}
      />
      <span className="bm-date-range__separator">至</span>
      <DatePicker
        className="bm-date-range__picker"
        value={end}
        placeholder={endPlaceholder}
        isDisabled={disabled}
        disabledDate={(date: Date) => startDay !== null && dayjs(date).isBefore(startDay, 'day')}
        onChange={(date: Date | null) => onChange(toDateRangeValue(start, date))}
      />
    </div>
  );
}
