import type { CacheTag } from '../registry/cache-tags';
import type { SharedTagVersions } from '../registry/response-cache';
import type { RedisConnection } from './redis';

/**
 * The answer cache's tag versions in Redis (decision 0079): one hash, a counter per tag. A write through any copy
 * bumps the counters of the tags it invalidates before its answer leaves; every copy reads the counters of a cached
 * answer's tags before serving it, and serves it only if none moved since the answer was computed. So a change
 * through copy A is never served stale by copy B, at the cost of one round trip per cached answer.
 */
export function redisTagVersions(redis: RedisConnection): SharedTagVersions {
  const key = `${redis.prefix}answer-cache:tag-versions`;
  return {
    async read(tags: readonly CacheTag[]): Promise<number[]> {
      if (tags.length === 0) return [];
      const values = await redis.client.hmget(key, ...tags);
      return values.map((value) => (value === null ? 0 : Number(value)));
    },
    async bump(tags: readonly CacheTag[]): Promise<void> {
      if (tags.length === 0) return;
      const pipeline = redis.client.multi();
      for (const tag of tags) pipeline.hincrby(key, tag, 1);
      const results = await pipeline.exec();
      const failure = results?.find(([error]) => error !== null)?.[0];
      if (failure) throw failure;
    },
  };
}
