import { describe, expect, it } from 'vitest';
import { clockOf, millisOf, OffsetClock } from './clock';

describe('OffsetClock', () => {
  it('runs ahead of its base by the offset, which only grows', () => {
    let base = Date.parse('2026-11-23T00:00:00Z');
    const clock = new OffsetClock(clockOf(() => base));
    expect(clock.now().toISOString()).toBe('2026-11-23T00:00:00.000Z');
    clock.advance(121_000);
    expect(clock.offsetMs).toBe(121_000);
    expect(clock.now().toISOString()).toBe('2026-11-23T00:02:01.000Z');
    base += 1000;
    expect(millisOf(clock)()).toBe(Date.parse('2026-11-23T00:02:02Z'));
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(clock.offsetMs).toBe(121_000);
  });
});
