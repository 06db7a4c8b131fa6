import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '../../cluster/redis';
import { redisLimiters } from './redis';

/**
 * The address limits counted in Redis (decision 0079), against the machine's Redis (`REDIS_URL`, default
 * 127.0.0.1:6379; skipped when none answers): the same window rule as the process limiter, on the service clock, atomic
 * under concurrent hits, and the copy's own count when Redis fails.
 */
const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redis: RedisConnection | null = await openRedis(url, `t${randomBytes(4).toString('hex')}:`).catch(() => null);

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.client.keys(`${redis.prefix}*`);
  if (keys.length > 0) await redis.client.del(...keys);
  await redis.close();
});

describe.skipIf(!redis)('redisLimiters', () => {
  const clock = { ms: 7_000_000 };
  const faults: unknown[] = [];
  let limiters: ReturnType<typeof redisLimiters>;
  beforeAll(() => {
    limiters = redisLimiters(redis!, () => clock.ms, (error) => faults.push(error));
  });
  const hits = async (limiter: { tryHit(subject: string): Promise<boolean> }, subject: string, times: number) => {
    const answers: boolean[] = [];
    for (let i = 0; i < times; i += 1) answers.push(await limiter.tryHit(subject));
    return answers;
  };

  it('allows `limit` hits per subject and window, then refuses, and does not count the refused ones', async () => {
    const limiter = limiters('query', { limit: 3, windowMs: 60_000 });
    expect(await hits(limiter, '10.0.0.1', 5)).toEqual([true, true, true, false, false]);
    expect(await limiter.tryHit('10.0.0.2')).toBe(true);
    // Another rule keeps its own counts.
    expect(await limiters('other', { limit: 1, windowMs: 60_000 }).tryHit('10.0.0.1')).toBe(true);
  });

  it('starts a new window with the first hit after the window, judged on the service clock', async () => {
    const limiter = limiters('rolling', { limit: 3, windowMs: 60_000 });
    await hits(limiter, 'a', 1);
    clock.ms += 30_000;
    expect(await hits(limiter, 'a', 3)).toEqual([true, true, false]);
    clock.ms += 30_000; // exactly the window length after the first hit: still the same window
    expect(await limiter.tryHit('a')).toBe(false);
    clock.ms += 1;
    expect(await hits(limiter, 'a', 4)).toEqual([true, true, true, false]);
  });

  it('lets exactly `limit` of many concurrent hits through', async () => {
    const limiter = limiters('burst', { limit: 30, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter.tryHit('10.9.9.9')));
    expect(answers.filter(Boolean)).toHaveLength(30);
  });

  it('counts in the process and reports the fault while Redis cannot answer', async () => {
    const down = await openRedis(url, redis!.prefix);
    const limiter = redisLimiters(down, () => clock.ms, (error) => faults.push(error))('down', { limit: 2, windowMs: 60_000 });
    down.client.disconnect();
    const before = faults.length;
    expect(await hits(limiter, '10.1.1.1', 3)).toEqual([true, true, false]);
    expect(faults.length).toBe(before + 3);
  });
});
