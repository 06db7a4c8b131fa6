import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { SandboxSms } from './sandbox-sms';
import type { SmsProvider } from './sms-provider';

export type { SmsOutbox, SmsOutboxEntry, SmsProvider } from './sms-provider';
export { isSmsOutbox, SandboxSms } from './sandbox-sms';

/** The configured SMS driver (`SMS_DRIVER`). Config validation refuses the sandbox in production unless allowed. */
export function createSmsProvider(config: Pick<Config, 'smsDriver'>, db: Database, clock: Clock): SmsProvider {
  switch (config.smsDriver) {
    case 'sandbox':
      return new SandboxSms(db, clock);
  }
}
