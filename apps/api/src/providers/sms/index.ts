import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AliyunSms } from './aliyun-sms';
import { SandboxSms } from './sandbox-sms';
import type { SmsProvider } from './sms-provider';

export type { SmsOutbox, SmsOutboxEntry, SmsProvider } from './sms-provider';
export { isSmsOutbox, SandboxSms } from './sandbox-sms';
export { AliyunSms, AliyunSmsError, aliyunPercentEncode, aliyunRpcSignature } from './aliyun-sms';

/** The configured SMS driver (`SMS_DRIVER`). Config validation refuses the sandbox in production. */
export function createSmsProvider(config: Pick<Config, 'smsDriver' | 'aliyunSms'>, db: Database, clock: Clock): SmsProvider {
  switch (config.smsDriver) {
    case 'sandbox':
      return new SandboxSms(db, clock);
    case 'aliyun':
      if (!config.aliyunSms) throw new Error('SMS_DRIVER=aliyun without its settings');
      return new AliyunSms(config.aliyunSms, clock);
  }
}
