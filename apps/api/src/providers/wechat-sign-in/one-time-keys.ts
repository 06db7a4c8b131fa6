import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { secondsAfter } from '../../db/instant';
import { weChatLoginKeys } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { randomSecret, sha256Hex } from '../../security/secrets';

/** A one-time sign-in key is valid for 5 minutes. */
export const WECHAT_KEY_TTL_SECONDS = 5 * 60;

/**
 * The one-time keys both drivers hand the portal: a WeChat identity the driver vouched for becomes a random key
 * (stored as its hash, 5 minutes, used once) in the address `/wxsignin?token=<a>.<key>.<c>`; `CommonApi/WeChatLogin`
 * exchanges it for the openid.
 */
export async function issueWeChatKey(db: Database, clock: Clock, openid: string): Promise<{ key: string; redirectTo: string }> {
  const key = randomSecret(32);
  const now = clock.now();
  await db.insert(weChatLoginKeys).values({ keyHash: sha256Hex(key), openid, createdAt: now, expiresAt: secondsAfter(now, WECHAT_KEY_TTL_SECONDS) });
  const token = `${randomSecret(12)}.${key}.${randomSecret(12)}`;
  return { key, redirectTo: `/wxsignin?token=${encodeURIComponent(token)}` };
}

/** The openid behind a key; consumes it. `null` when unknown, used or expired. */
export async function consumeWeChatKey(db: Database, clock: Clock, key: string): Promise<{ openid: string } | null> {
  const now = clock.now();
  const [row] = await db
    .update(weChatLoginKeys)
    .set({ consumedAt: now })
    .where(and(eq(weChatLoginKeys.keyHash, sha256Hex(key)), isNull(weChatLoginKeys.consumedAt), gt(weChatLoginKeys.expiresAt, now)))
    .returning({ openid: weChatLoginKeys.openid });
  return row ? { openid: row.openid } : null;
}
