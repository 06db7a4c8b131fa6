import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { SandboxWeChatSignIn } from './sandbox-wechat-sign-in';
import type { WeChatSignIn } from './wechat-sign-in';

export type { WeChatIdentity, WeChatSignIn } from './wechat-sign-in';
export { SANDBOX_WECHAT_IDENTITIES, SandboxWeChatSignIn, WECHAT_KEY_TTL_SECONDS } from './sandbox-wechat-sign-in';

/** The configured WeChat sign-in driver (`WECHAT_LOGIN_DRIVER`). */
export function createWeChatSignIn(config: Pick<Config, 'weChatLoginDriver'>, db: Database, clock: Clock): WeChatSignIn {
  switch (config.weChatLoginDriver) {
    case 'sandbox':
      return new SandboxWeChatSignIn(db, clock);
  }
}
