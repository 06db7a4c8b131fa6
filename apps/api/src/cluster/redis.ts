import { Redis } from 'ioredis';

/**
 * The one Redis connection of a copy of the service (issue 27, decision 0079), when `REDIS_URL` is set: the answer
 * cache's tag versions (`tag-versions.ts`) and the shared rate limits (`modules/rate-limits/redis.ts`) go through it.
 *
 * A command waits at most `COMMAND_TIMEOUT_MS` and is not queued while the connection is down, so a Redis outage costs
 * a call a few milliseconds, never a hang: each user of the connection has a fallback (no cached answer, the copy's
 * own limit) and logs the fault. The client reconnects by itself.
 */

export const COMMAND_TIMEOUT_MS = 500;

export interface RedisConnection {
  readonly client: Redis;
  /** Every key this deployment writes starts with it (`REDIS_KEY_PREFIX`). */
  readonly prefix: string;
  close(): Promise<void>;
}

/** Connects, and fails when Redis does not answer: a copy configured for Redis does not start without it. */
export async function openRedis(url: string, prefix: string): Promise<RedisConnection> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 5_000,
    // Back off up to 2 s between reconnection attempts, for as long as the copy runs.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // A dropped connection emits 'error' while it reconnects; the commands that fail meanwhile are logged by their users.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL 无法连接：${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    client,
    prefix,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
