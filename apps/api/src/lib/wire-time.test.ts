import { describe, expect, it } from 'vitest';
import { fromWireDateTime, toWireDateTime } from './wire-time';

describe('wire date-times (Asia/Shanghai)', () => {
  it('formats an instant as Beijing wall time', () => {
    expect(toWireDateTime(new Date('2024-03-01T16:30:05Z'))).toBe('2024-03-02 00:30:05');
  });

  it('reads Beijing wall time as an instant', () => {
    expect(fromWireDateTime('2024-03-02 00:30:05').toISOString()).toBe('2024-03-01T16:30:05.000Z');
  });

  it('round-trips', () => {
    expect(toWireDateTime(fromWireDateTime('2023-12-31 23:59:59'))).toBe('2023-12-31 23:59:59');
  });

  it('refuses text that is not a date-time', () => {
    expect(() => fromWireDateTime('明天')).toThrow(RangeError);
  });
});
