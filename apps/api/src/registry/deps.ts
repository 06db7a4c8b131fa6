import type { AccountLimits } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { Clock } from '../lib/clock';
import type { EInvoiceProvider } from '../providers/e-invoice';
import type { ESign } from '../providers/e-sign';
import type { LimiterFactory } from '../modules/rate-limits/limiter';
import type { LogisticsProvider } from '../providers/logistics';
import type { SmsProvider } from '../providers/sms';
import type { WeChatPay } from '../providers/wechat-pay';
import type { WeChatSignIn } from '../providers/wechat-sign-in';
import type { SignInKeys } from '../security/rsa-keys';
import type { Storage } from '../storage/storage';

/** What a domain module needs to build its calls. */
export interface ModuleDeps {
  db: Database;
  storage: Storage;
  /** The sign-in RSA key pair (public key served, private key decrypts the encrypted fields). */
  keys: SignInKeys;
  /** Key of the SMS code hashes (derived from the private key). */
  codeKey: Buffer;
  sms: SmsProvider;
  weChatSignIn: WeChatSignIn;
  limits: AccountLimits;
  /** Children's grades are open only below this age on the test date (`CHILD_AGE_LIMIT`). */
  childAgeLimit: number;
  /** Key of the certificate image address tokens (the images print the holder's name). */
  certificateImageKey: Buffer;
  /** Key that seals the text of a queued SMS (it carries the code) until the `sms.send` job sends it. */
  smsSealKey: Buffer;
  /** The service clock: the one source of "now" (decision 0024). */
  clock: Clock;
  /** The same clock in milliseconds. */
  now: () => number;
  /** The per-address limits (in the process, or in Redis for several copies: decision 0079). */
  rateLimiter: LimiterFactory;
  /** Durable background jobs (`src/jobs`, decision 0024). */
  jobs: JobQueue;
  /** WeChat Pay Native (API v3) driver (decision 0030). */
  weChatPay: WeChatPay;
  /** Key of the pay code image address tokens (`/api/pay/qr/<order_sn>.png?t=…`). */
  payCodeKey: Buffer;
  /** E-invoice platform driver (decision 0033). */
  eInvoice: EInvoiceProvider;
  /** Logistics route query driver (decision 0033). */
  logistics: LogisticsProvider;
  /** E-signing and enterprise real-name driver (法大大 API v2 or its sandbox; decision 0056). */
  eSign: ESign;
}
