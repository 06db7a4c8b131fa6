import { ACCOUNT_MESSAGES } from '@badminton/contracts';
import {
  CONTACT_MOBILE_MESSAGES,
  NEW_PASSWORD_CONFIRMATION_MESSAGES,
  NEW_PASSWORD_MESSAGES,
  OLD_PASSWORD_REQUIRED,
  validatePassword,
  validatePasswordConfirmation,
} from '@badminton/validation';
import type { FastifyBaseLogger } from 'fastify';
import { BusinessError } from '../../lib/errors';
import type { Caller } from '../../registry/types';
import type { ModuleDeps } from '../../registry/deps';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { type RateLimit, resetHits, tryHit } from '../rate-limits/service';
import { assertMobile, checkCode } from '../sms-codes/service';
import { assertRule, decryptField } from './credentials';
import * as repository from './repository';
import { endAllSessions } from './service';
import { rethrowMobileTaken, SIGN_IN_WINDOW_SECONDS } from './sign-in';

/** Wrong old passwords on CommonApi/ChangePassword are limited like sign-ins (per account). */
function oldPasswordRule(deps: ModuleDeps): RateLimit {
  return {
    scope: 'old_password',
    limit: deps.limits.signInFailuresPerAccount,
    window: { kind: 'rolling', seconds: SIGN_IN_WINDOW_SECONDS },
  };
}

/** CommonApi/Logout: ends the caller's session. */
export async function signOut(deps: ModuleDeps, caller: Caller): Promise<Record<string, never>> {
  await repository.revokeSessionById(deps.db, caller.sessionId, deps.clock.now());
  return {};
}

/** CommonApi/ChangePassword: checks the old password; every session of the account ends. */
export async function changeOwnPassword(
  deps: ModuleDeps,
  caller: Caller,
  input: { oldPassword: string; newPassword: string; confirmPassword?: string },
  log: FastifyBaseLogger,
): Promise<Record<string, never>> {
  const oldPassword = decryptField(deps.keys, input.oldPassword);
  const newPassword = decryptField(deps.keys, input.newPassword);
  if (oldPassword === '') throw new BusinessError(OLD_PASSWORD_REQUIRED);
  assertRule(validatePassword(newPassword, NEW_PASSWORD_MESSAGES));
  if (input.confirmPassword !== undefined) {
    const confirmation = decryptField(deps.keys, input.confirmPassword);
    assertRule(validatePasswordConfirmation(confirmation, newPassword, NEW_PASSWORD_CONFIRMATION_MESSAGES));
  }
  const rule = oldPasswordRule(deps);
  const subject = String(caller.userId);
  if (!(await tryHit(deps.db, rule, subject, deps.clock.now()))) throw new BusinessError(ACCOUNT_MESSAGES.signInThrottled);
  const user = await repository.findUserById(deps.db, caller.userId);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword, user.loginName))) throw new BusinessError(ACCOUNT_MESSAGES.oldPasswordWrong);
  await resetHits(deps.db, rule, subject);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await repository.updatePasswordHash(tx, user.id, passwordHash, now);
    await endAllSessions(tx, user.id, now);
  });
  log.info({ userId: user.id }, 'password changed');
  return {};
}

/** CommonApi/ChangeMobile: the code goes to the new mobile; unique per role; every session ends. */
export async function changeOwnMobile(
  deps: ModuleDeps,
  caller: Caller,
  input: { mobile: string; code: string },
  log: FastifyBaseLogger,
): Promise<Record<string, never>> {
  assertMobile(input.mobile, CONTACT_MOBILE_MESSAGES);
  const user = await repository.findUserById(deps.db, caller.userId);
  if (!user) throw new BusinessError(ACCOUNT_MESSAGES.accountNotFound);
  if (user.mobile === input.mobile) throw new BusinessError(ACCOUNT_MESSAGES.sameMobile);
  if (await repository.findUserByMobile(deps.db, user.usertype, input.mobile)) throw new BusinessError(ACCOUNT_MESSAGES.mobileTaken);
  await checkCode(deps, input.mobile, input.code, { kind: 'consume' });
  await deps.db
    .transaction(async (tx) => {
      await repository.updateMobile(tx, user.id, input.mobile);
      await endAllSessions(tx, user.id, deps.clock.now());
    })
    .catch(rethrowMobileTaken);
  log.info({ userId: user.id }, 'mobile changed');
  return {};
}

export async function getPrivacy(deps: ModuleDeps, caller: Caller): Promise<{ is_open: boolean }> {
  const user = await repository.findUserById(deps.db, caller.userId);
  if (!user) throw new BusinessError(ACCOUNT_MESSAGES.accountNotFound);
  return { is_open: user.openQuery };
}

export async function setPrivacy(deps: ModuleDeps, caller: Caller, isopen: number): Promise<Record<string, never>> {
  await repository.setOpenQuery(deps.db, caller.userId, isopen === 1);
  return {};
}
