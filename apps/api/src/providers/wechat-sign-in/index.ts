import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { OpenPlatformWeChatSignIn } from './open-platform';
import { SandboxWeChatSignIn } from './sandbox-wechat-sign-in';
import type { WeChatSignIn } from './wechat-sign-in';

export type { WeChatIdentity, WeChatSignIn } from './wechat-sign-in';
export { SANDBOX_WECHAT_IDENTITIES, SandboxWeChatSignIn, WECHAT_KEY_TTL_SECONDS } from './sandbox-wechat-sign-in';
export { OpenPlatformWeChatSignIn, WeChatSignInError } from './open-platform';

/** The configured WeChat sign-in driver (`WECHAT_LOGIN_DRIVER`). Config validation refuses the sandbox in production. */
export function createWeChatSignIn(config: Pick<Config, 'weChatLoginDriver' | 'weChatOpenPlatform'>, db: Database, clock: Clock): WeChatSignIn {
  switch (config.weChatLoginDriver) {
    case 'sandbox':
      return new SandboxWeChatSignIn(db, clock);
    case 'open-platform':
      if (!config.weChatOpenPlatform) throw new Error('WECHAT_LOGIN_DRIVER=open-platform without its settings');
      return new OpenPlatformWeChatSignIn(config.weChatOpenPlatform, db, clock);
  }
}
