import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRange, fromDateRangeValue, toDateRangeValue, type DateRangeValue } from './date-range';

describe('toDateRangeValue', () => {
  it('starts the first day at 00:00:00 and ends the last day at 23:59:59', () => {
    expect(toDateRangeValue(new Date(2024, 4, 1, 15, 30), new Date(2024, 4, 31, 9, 0))).toEqual({
      startTime: '2024-05-01 00:00:00',
      endTime: '2024-05-31 23:59:59',
    });
  });

  it('leaves out a missing side and gives {} when both are cleared', () => {
    expect(toDateRangeValue(new Date(2024, 0, 2), null)).toEqual({ startTime: '2024-01-02 00:00:00' });
    expect(toDateRangeValue(null, new Date(2024, 0, 2))).toEqual({ endTime: '2024-01-02 23:59:59' });
    expect(toDateRangeValue(null, null)).toEqual({});
    expect(toDateRangeValue(undefined, undefined)).toEqual({});
  });
});

describe('fromDateRangeValue', () => {
  it('reads the days back and ignores the time of day', () => {
    const [start, end] = fromDateRangeValue({ startTime: '2024-05-01 00:00:00', endTime: '2024-05-31 23:59:59' });
    expect(start).toEqual(new Date(2024, 4, 1));
    expect(end).toEqual(new Date(2024, 4, 31));
  });

  it('gives nulls for missing or malformed values', () => {
    expect(fromDateRangeValue(undefined)).toEqual([null, null]);
    expect(fromDateRangeValue({ startTime: 'yesterday' })).toEqual([null, null]);
  });
});

/** A day cell of the displayed month in the last opened picker panel. */
function dayCell(day: number): HTMLElement {
  const panels = document.querySelectorAll('.el-picker-panel');
  const panel = panels[panels.length - 1];
  const cell = Array.from(panel.querySelectorAll('td')).find(
    (td) => td.textContent === String(day) && !/prev-month|next-month/.test(td.className),
  );
  if (!cell) throw new Error(`no day ${day} in the open panel`);
  return cell;
}

function Harness({ onChange, initial = {} }: { onChange: (value: DateRangeValue) => void; initial?: DateRangeValue }) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <DateRange
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRange', () => {
  it('shows 开始日期 and 结束日期 and emits the day bounds when days are picked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);

    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.click(dayCell(10));

    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(onChange).toHaveBeenLastCalledWith({ startTime: `${month}-10 00:00:00` });
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue(`${month}-10`);

    await user.click(screen.getByPlaceholderText('结束日期'));
    expect(dayCell(5)).toHaveClass('disabled');
    await user.click(dayCell(20));
    expect(onChange).toHaveBeenLastCalledWith({
      startTime: `${month}-10 00:00:00`,
      endTime: `${month}-20 23:59:59`,
    });
  });

  it('emits {} when the only picked day is cleared', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={{ startTime: '2024-05-01 00:00:00' }} />);
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2024-05-01');

    const icon = document.querySelector('.bm-date-range__picker .el-input__icon') as HTMLElement;
    fireEvent.mouseEnter(icon);
    fireEvent.click(document.querySelector('.bm-date-range__picker .el-icon-close') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue('');
  });
});
