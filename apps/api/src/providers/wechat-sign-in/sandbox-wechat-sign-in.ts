import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeWeChatKey, issueWeChatKey } from './one-time-keys';
import type { WeChatIdentity, WeChatSignIn } from './wechat-sign-in';

export { WECHAT_KEY_TTL_SECONDS } from './one-time-keys';

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
    return issueWeChatKey(this.db, this.clock, openid);
  }

  exchange(key: string): Promise<{ openid: string } | null> {
    return consumeWeChatKey(this.db, this.clock, key);
  }
}
