import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory';

function limiter(options: { limit?: number; windowMs?: number; maxSubjects?: number } = {}) {
  const clock = { ms: 5_000_000 };
  const limits = new MemoryRateLimiter({ limit: options.limit ?? 3, windowMs: options.windowMs ?? 60_000, maxSubjects: options.maxSubjects, now: () => clock.ms });
  return { clock, limits };
}

const hits = (limits: MemoryRateLimiter, subject: string, times: number) => Array.from({ length: times }, () => limits.tryHit(subject));

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per subject and window, then refuses', () => {
    const { limits } = limiter();
    expect(hits(limits, '10.0.0.1', 4)).toEqual([true, true, true, false]);
    expect(limits.tryHit('10.0.0.2')).toBe(true);
  });

  it('starts a new window with the first hit after the window (rolling from the first hit, like the database counters)', () => {
    const { clock, limits } = limiter();
    hits(limits, 'a', 1);
    clock.ms += 30_000;
    expect(hits(limits, 'a', 3)).toEqual([true, true, false]);
    clock.ms += 30_000; // exactly the window length after the first hit: still the same window
    expect(limits.tryHit('a')).toBe(false);
    clock.ms += 1;
    expect(hits(limits, 'a', 4)).toEqual([true, true, true, false]);
  });

  it('does not count refused hits', () => {
    const { clock, limits } = limiter({ limit: 1, windowMs: 1_000 });
    expect(limits.tryHit('a')).toBe(true);
    for (let i = 0; i < 100; i += 1) limits.tryHit('a');
    clock.ms += 1_001;
    expect(limits.tryHit('a')).toBe(true);
  });

  it('forgets ended windows and keeps at most maxSubjects', () => {
    const { clock, limits } = limiter({ limit: 1, windowMs: 1_000, maxSubjects: 3 });
    for (const subject of ['a', 'b', 'c']) limits.tryHit(subject);
    expect(limits.size).toBe(3);
    limits.tryHit('d'); // over the cap: the oldest window (a) is forgotten
    expect(limits.size).toBe(3);
    expect(limits.tryHit('a')).toBe(true);
    expect(limits.tryHit('d')).toBe(false);
    clock.ms += 1_001;
    limits.tryHit('e');
    expect(limits.size).toBe(1);
  });
});
