import { ACCOUNT_MESSAGES, PORTAL_MESSAGES, ROLE_LABELS, type RoleCode } from '@badminton/contracts';
import { validatePassword, validatePasswordConfirmation } from '@badminton/validation';
import type { FastifyBaseLogger } from 'fastify';
import { BusinessError } from '../../lib/errors';
import type { ModuleDeps } from '../../registry/deps';
import { hashPassword } from '../../security/passwords';
import { sendStationMessage } from '../messages/service';
import type { AddressLimiter, WindowLimit } from '../rate-limits/limiter';
import { resetHits } from '../rate-limits/service';
import { assertMobile, checkCode, consumeRegistrationVerification } from '../sms-codes/service';
import { assertRule, decryptField } from './credentials';
import * as repository from './repository';
import { endAllSessions } from './service';
import { accountSubject, isMobileUniqueViolation, signInRules } from './sign-in';

/**
 * CommonApi/CheckPhoneNumber answers whether a mobile has an account, so it is counted per client address like the
 * certificate query (30 per rolling minute, in the process): walking mobiles to find accounts gets slow.
 */
export const PHONE_CHECK_LIMIT: WindowLimit = { limit: 30, windowMs: 60_000 };

/** CommonApi/CheckPhoneNumber. */
export async function isMobileRegistered(
  deps: ModuleDeps,
  mobile: string,
  usertype: number,
  clientAddress: string,
  limiter: AddressLimiter,
): Promise<{ registered: boolean }> {
  if (!(await limiter.tryHit(clientAddress))) throw new BusinessError(PORTAL_MESSAGES.queryTooFrequent);
  assertMobile(mobile);
  return { registered: (await repository.findUserByMobile(deps.db, usertype, mobile)) !== undefined };
}

/** CommonApi/RegisterVerify: checks the code and remembers the mobile as verified for that role for 10 minutes. */
export async function verifyForRegistration(deps: ModuleDeps, input: { mobile: string; userType: number; code: string }): Promise<Record<string, never>> {
  assertMobile(input.mobile);
  if (await repository.findUserByMobile(deps.db, input.userType, input.mobile)) throw new BusinessError(ACCOUNT_MESSAGES.mobileRegistered);
  await checkCode(deps, input.mobile, input.code, { kind: 'verify-for-registration', usertype: input.userType });
  return {};
}

export function welcomeMessage(usertype: number): { title: string; content: string } {
  const role = ROLE_LABELS[usertype as RoleCode] ?? '';
  return {
    title: '欢迎注册羽毛球运动水平等级评定平台',
    content: `您的${role}账号已注册成功。请先到个人中心完善基本信息，带*号的关键信息提交后不能自行修改，请如实填写。`,
  };
}

/** Decrypts and checks a new password and its confirmation (register and reset wording). */
function newPasswordOf(deps: ModuleDeps, encryptedPassword: string, encryptedConfirmation: string): string {
  const password = decryptField(deps.keys, encryptedPassword);
  const confirmation = decryptField(deps.keys, encryptedConfirmation);
  assertRule(validatePassword(password));
  assertRule(validatePasswordConfirmation(confirmation, password));
  return password;
}

/** CommonApi/Register: one account per mobile per role; needs a registration verification of the last 10 minutes. */
export async function registerAccount(
  deps: ModuleDeps,
  input: { mobile: string; userType: number; pwd: string; confirmpwd: string },
  log: FastifyBaseLogger,
): Promise<Record<string, never>> {
  assertMobile(input.mobile);
  const password = newPasswordOf(deps, input.pwd, input.confirmpwd);
  if (await repository.findUserByMobile(deps.db, input.userType, input.mobile)) throw new BusinessError(ACCOUNT_MESSAGES.mobileRegistered);
  const passwordHash = await hashPassword(password);
  const userId = await deps.db
    .transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await consumeRegistrationVerification(tx, input.mobile, input.userType, now))) {
        throw new BusinessError(ACCOUNT_MESSAGES.registerNotVerified);
      }
      const id = await repository.insertUser(tx, now, { usertype: input.userType, mobile: input.mobile, passwordHash, isVerify: true });
      await sendStationMessage(tx, id, welcomeMessage(input.userType), now);
      return id;
    })
    .catch((error: unknown) => {
      if (isMobileUniqueViolation(error)) throw new BusinessError(ACCOUNT_MESSAGES.mobileRegistered);
      throw error;
    });
  log.info({ userId, usertype: input.userType }, 'account registered');
  return {};
}

/** CommonApi/ForgetPassword: a new password by SMS code; every session of the account ends. */
export async function resetPassword(
  deps: ModuleDeps,
  input: { usertype: number; mobile: string; code: string; pwd: string; confirmpwd: string },
  log: FastifyBaseLogger,
): Promise<Record<string, never>> {
  assertMobile(input.mobile);
  const password = newPasswordOf(deps, input.pwd, input.confirmpwd);
  const user = await repository.findUserByMobile(deps.db, input.usertype, input.mobile);
  if (!user) throw new BusinessError(ACCOUNT_MESSAGES.accountNotFound);
  await checkCode(deps, input.mobile, input.code, { kind: 'consume' });
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await repository.updatePasswordHash(tx, user.id, passwordHash, now);
    await endAllSessions(tx, user.id, now);
  });
  await resetHits(deps.db, signInRules(deps.limits).account, accountSubject(user.usertype, input.mobile));
  log.info({ userId: user.id }, 'password reset');
  return {};
}
