import type { RedisConnection } from '../../cluster/redis';
import type { AddressLimiter, LimiterFactory, WindowLimit } from './limiter';
import { MemoryRateLimiter } from './memory';

/**
 * The address limits counted in Redis, for every copy of the service at once (decision 0079). The rule is the one of
 * the process limiter (`memory.ts`): a window starts with a subject's first hit, counts up to `limit` hits, refuses
 * further hits (they do not count) and starts again with the first hit after `windowMs`. The window is judged on the
 * service clock (`now`, passed with each hit, so tests move time instead of sleeping); Redis's own expiry only drops
 * a window well after it ended. One script per hit: atomic however many copies hit at once.
 *
 * When Redis cannot answer, the copy falls back to counting in its own process (the limit then holds per copy, as
 * with one copy) and reports the fault.
 */
const HIT = `
local started = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if (not started) or started < now - window then
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'h', 1)
  redis.call('PEXPIRE', KEYS[1], window + 60000)
  return 1
end
if tonumber(redis.call('HGET', KEYS[1], 'h')) >= tonumber(ARGV[3]) then return 0 end
redis.call('HINCRBY', KEYS[1], 'h', 1)
return 1
`;

export function redisLimiters(redis: RedisConnection, now: () => number, onFault: (error: unknown) => void): LimiterFactory {
  return (scope: string, rule: WindowLimit): AddressLimiter => {
    const fallback = new MemoryRateLimiter({ ...rule, now });
    return {
      async tryHit(subject: string): Promise<boolean> {
        try {
          const allowed = await redis.client.eval(HIT, 1, `${redis.prefix}limit:${scope}:${subject}`, now(), rule.windowMs, rule.limit);
          return allowed === 1;
        } catch (error) {
          onFault(error);
          return fallback.tryHit(subject);
        }
      },
    };
  };
}
