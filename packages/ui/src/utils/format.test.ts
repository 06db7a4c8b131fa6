import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ellipsis, formatDate, formatDateTime } from './format';

describe('formatDateTime', () => {
  it('formats a wire date with the default YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime('2024-03-05 08:09:10')).toBe('2024-03-05 08:09:10');
  });

  it('formats a Date and a millisecond timestamp', () => {
    expect(formatDateTime(new Date(2024, 0, 31, 23, 59, 58))).toBe('2024-01-31 23:59:58');
    const local = new Date(2023, 11, 1, 6, 0, 0).getTime();
    expect(formatDateTime(local)).toBe('2023-12-01 06:00:00');
  });

  it('takes a custom format', () => {
    expect(formatDateTime('2024-03-05 08:09:10', 'YYYY年MM月DD日')).toBe('2024年03月05日');
    expect(formatDateTime('2024-03-05 08:09:10', 'HH:mm')).toBe('08:09');
  });

  it('gives what dayjs gives for every input and format the screens use', () => {
    const inputs = [
      '2024-03-05 08:09:10', '2024-03-05', '2024-3-5 8:9:1', '2024/03/05 08:09', '2024-03-05T08:09:10', '2024-03-05T08:09:10.5',
      '2024-03-05T08:09:10Z', '2024-03-05T08:09:10+08:00', '2024-12-31 23:59:59', '2024-02-29 00:00:00', '2024', '2024-13-45 25:61:00', '2024-00-00 00:00:00', '2024-01-31 23:59:59.999',
      new Date(2024, 1, 29, 12, 0, 1), new Date(2024, 0, 1).getTime(), 0,
    ];
    const formats = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ss', 'YYYY年MM月DD日', 'HH:mm', '[至] YYYY'];
    for (const input of inputs) {
      for (const format of formats) expect(formatDateTime(input, format), `${String(input)} as ${format}`).toBe(dayjs(input).format(format));
    }
  });

  it("answers '' for empty and invalid values", () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('keeps the day only', () => {
    expect(formatDate('2024-03-05 08:09:10')).toBe('2024-03-05');
    expect(formatDate('')).toBe('');
  });
});

describe('ellipsis', () => {
  it('cuts at 12 characters and appends ...', () => {
    expect(ellipsis('全国羽毛球运动水平等级评定测试班')).toBe('全国羽毛球运动水平等级评...');
    expect(ellipsis('abcdefghijklm')).toBe('abcdefghijkl...');
  });

  it('leaves text of 12 characters or fewer unchanged', () => {
    expect(ellipsis('全国羽毛球运动水平等级评')).toBe('全国羽毛球运动水平等级评');
    expect(ellipsis('短标题')).toBe('短标题');
  });

  it('takes another limit and counts astral characters once', () => {
    expect(ellipsis('羽毛球等级评定', 3)).toBe('羽毛球...');
    expect(ellipsis('🏸🏸🏸🏸', 2)).toBe('🏸🏸...');
  });

  it("answers '' for empty values", () => {
    expect(ellipsis(undefined)).toBe('');
    expect(ellipsis(null)).toBe('');
  });
});
