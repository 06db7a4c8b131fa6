import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { secondsAfter } from '../../db/instant';
import type { Clock } from '../../lib/clock';
import { weChatLoginKeys } from '../../db/schema';
import { randomSecret, sha256Hex } from '../../security/secrets';
import type { WeChatIdentity, WeChatSignIn } from './wechat-sign-in';

/** A one-time sign-in key is valid for 5 minutes. */
export const WECHAT_KEY_TTL_SECONDS = 5 * 60;

/** The sandbox identities: the first is bound to the demo athlete by the demo data, the second to nobody. */
export const SANDBOX_WECHAT_IDENTITIES: readonly WeChatIdentity[] = [
  { openid: 'sandbox-openid-demo-athlete', nickname: '羽球少年（沙箱微信）' },
  { openid: 'sandbox-openid-newcomer', nickname: '新朋友（沙箱微信）' },
];

export class SandboxWeChatSignIn implements WeChatSignIn {
  readonly driver = 'sandbox';
  readonly identities = SANDBOX_WECHAT_IDENTITIES;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** "Scans the QR code": a one-time key for an identity (stored as a hash), and the portal URL to go to. */
  async confirm(openid: string): Promise<{ key: string; redirectTo: string } | null> {
    if (!this.identities.some((identity) => identity.openid === openid)) return null;
    const key = randomSecret(32);
    const now = this.clock.now();
    await this.db.insert(weChatLoginKeys).values({
      keyHash: sha256Hex(key),
      openid,
      createdAt: now,
      expiresAt: secondsAfter(now, WECHAT_KEY_TTL_SECONDS),
    });
    const token = `${randomSecret(12)}.${key}.${randomSecret(12)}`;
    return { key, redirectTo: `/wxsignin?token=${encodeURIComponent(token)}` };
  }

  async exchange(key: string): Promise<{ openid: string } | null> {
    const now = this.clock.now();
    const [row] = await this.db
      .update(weChatLoginKeys)
      .set({ consumedAt: now })
      .where(and(eq(weChatLoginKeys.keyHash, sha256Hex(key)), isNull(weChatLoginKeys.consumedAt), gt(weChatLoginKeys.expiresAt, now)))
      .returning({ openid: weChatLoginKeys.openid });
    return row ? { openid: row.openid } : null;
  }
}
