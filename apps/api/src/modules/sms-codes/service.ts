import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@badminton/contracts';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS, validateMobile, validateSmsCode } from '@badminton/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountLimits } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { keyedHash, sameHex, sealText } from '../../security/secrets';
import { type RateLimit, tryHit } from '../rate-limits/service';
import { sendSmsJob } from './jobs';
import * as repository from './repository';

/**
 * SMS verification codes: 4 digits, valid 5 minutes, stored as a keyed hash. One send per mobile
 * per 120 s, a daily cap per mobile and per client address. Only the newest code of a mobile
 * counts; it is void after 5 wrong tries (the 6th try fails even with the right code).
 */

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_MAX_WRONG_TRIES = 5;
/** A registration verification (CommonApi/RegisterVerify) is good for 10 minutes. */
export const REGISTER_VERIFICATION_TTL_SECONDS = 10 * 60;

export interface SmsCodeDeps {
  db: Database;
  clock: Clock;
  /** Durable jobs: the `sms.send` job texts the code. */
  jobs: JobQueue;
  /** Key of the code hashes. */
  codeKey: Buffer;
  /** Key that seals the text of a queued SMS (it carries the code) until the job sends it. */
  smsSealKey: Buffer;
  limits: AccountLimits;
}

export function smsRules(limits: AccountLimits): Record<'resend' | 'mobileDaily' | 'addressDaily', RateLimit> {
  return {
    resend: { scope: 'sms_resend', limit: 1, window: { kind: 'rolling', seconds: SMS_RESEND_SECONDS } },
    mobileDaily: { scope: 'sms_mobile_day', limit: limits.smsPerMobilePerDay, window: { kind: 'day' } },
    addressDaily: { scope: 'sms_address_day', limit: limits.smsPerAddressPerDay, window: { kind: 'day' } },
  };
}

function codeHash(key: Buffer, mobile: string, code: string): string {
  return keyedHash(key, `${mobile}:${code}`);
}

export function smsContent(code: string): string {
  return `【羽毛球等级评定】您的验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效。如非本人操作，请忽略本短信。`;
}

export function assertMobile(mobile: string, messages?: Parameters<typeof validateMobile>[1]): void {
  const problem = validateMobile(mobile, messages);
  if (problem) throw new BusinessError(problem);
}

export function assertSmsCode(code: string): void {
  const problem = validateSmsCode(code);
  if (problem) throw new BusinessError(problem);
}

class LimitReached extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
  }
}

/**
 * Issues a new code to `mobile`, within the limits (all counted in one transaction, so a refusal counts
 * nothing). The code and the job that texts it (`sms.send`, decision 0024) are stored in the same
 * transaction; the worker sends it right after and retries while the provider is down, so a provider
 * outage no longer fails the call.
 */
export async function sendCode(deps: SmsCodeDeps, mobile: string, clientAddress: string, log: FastifyBaseLogger): Promise<void> {
  assertMobile(mobile);
  const rules = smsRules(deps.limits);
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await tryHit(tx, rules.resend, mobile, now))) throw new LimitReached(ACCOUNT_MESSAGES.smsTooFrequent);
      if (!(await tryHit(tx, rules.mobileDaily, mobile, now))) throw new LimitReached(ACCOUNT_MESSAGES.smsDailyLimit);
      if (!(await tryHit(tx, rules.addressDaily, clientAddress, now))) throw new LimitReached(ACCOUNT_MESSAGES.smsDailyLimit);
      const codeId = await repository.insertCode(
        tx,
        { mobile, codeHash: codeHash(deps.codeKey, mobile, code), clientAddress, ttlSeconds: SMS_CODE_TTL_SECONDS },
        now,
      );
      await deps.jobs.enqueue(sendSmsJob, { codeId, mobile, sealedText: sealText(deps.smsSealKey, smsContent(code)) }, { db: tx });
    });
  } catch (error) {
    if (error instanceof LimitReached) {
      log.info({ reason: error.userMessage }, 'sms code refused: limit');
      throw new BusinessError(error.userMessage);
    }
    throw error;
  }
  deps.jobs.wake();
}

export type CodeUse =
  /** Check only (registration step 1): remember that the code was verified for this role. */
  | { kind: 'verify-for-registration'; usertype: number }
  /** Check and use up the code. */
  | { kind: 'consume' };

/**
 * Checks the newest code of `mobile` (row-locked, so parallel tries are counted one by one).
 * Throws '验证码错误' for a wrong code (counted) and '验证码已失效，请重新获取' when there is no live
 * code or it has used up its tries.
 */
export async function checkCode(deps: Pick<SmsCodeDeps, 'db' | 'codeKey' | 'clock'>, mobile: string, code: string, use: CodeUse): Promise<void> {
  assertSmsCode(code);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repository.lockNewestCode(tx, mobile, now);
    if (!row || !row.live || row.failedAttempts >= SMS_MAX_WRONG_TRIES) return 'expired' as const;
    if (!sameHex(codeHash(deps.codeKey, mobile, code), row.codeHash)) {
      await repository.countWrongTry(tx, row.id);
      return 'wrong' as const;
    }
    await repository.markCode(
      tx,
      row.id,
      use.kind === 'consume' ? { consume: true } : { consume: false, verifiedUsertype: use.usertype },
      now,
    );
    return 'ok' as const;
  });
  if (outcome === 'expired') throw new BusinessError(ACCOUNT_MESSAGES.codeExpired);
  if (outcome === 'wrong') throw new BusinessError(ACCOUNT_MESSAGES.codeWrong);
}

/** Uses up a registration verification of `mobile` for `usertype` (inside the registering transaction). */
export function consumeRegistrationVerification(tx: Database, mobile: string, usertype: number, now: Date): Promise<boolean> {
  return repository.consumeVerification(tx, mobile, usertype, REGISTER_VERIFICATION_TTL_SECONDS, now);
}

const CODE_KEPT_DAYS = 7;

/** Removes codes older than a week (they are long void). */
export function pruneCodes(db: Database, now: Date): Promise<void> {
  return repository.deleteCodesBefore(db, new Date(now.getTime() - CODE_KEPT_DAYS * 86_400_000));
}
