import { ACCOUNT_MESSAGES, ADMIN_ACCOUNT_MESSAGES, Role, type UserData } from '@badminton/contracts';
import { isMobile, maskMiddle, PASSWORD_MESSAGES, validateAccount } from '@badminton/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountLimits } from '../../config';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import type { ModuleDeps } from '../../registry/deps';
import { hashPassword, PASSWORD_FROM_LOGIN_NAME, passwordFromLoginName, verifyPassword } from '../../security/passwords';
import { randomSecret, sha256Hex } from '../../security/secrets';
import { type RateLimit, refundHit, resetHits, tryHit } from '../rate-limits/service';
import { assertMobile, checkCode } from '../sms-codes/service';
import { assertRule, decryptField } from './credentials';
import * as repository from './repository';
import { startSession } from './service';

/** Failed sign-ins are counted in windows of 15 minutes. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** A bind ticket (unverified account → CommonApi/MobileVerify) is good for 10 minutes, once. */
export const BIND_TICKET_TTL_SECONDS = 10 * 60;

export function signInRules(limits: AccountLimits): Record<'account' | 'address', RateLimit> {
  const window = { kind: 'rolling', seconds: SIGN_IN_WINDOW_SECONDS } as const;
  return {
    account: { scope: 'sign_in_account', limit: limits.signInFailuresPerAccount, window },
    address: { scope: 'sign_in_address', limit: limits.signInFailuresPerAddress, window },
  };
}

/** The throttle subject of a typed account: role and the name as typed (upper-cased), existing or not. */
export function accountSubject(usertype: number, signInName: string): string {
  return `${usertype}:${signInName.trim().toUpperCase()}`;
}

/** The answer of a successful sign-in: a session for a verified account, a bind ticket otherwise. */
/** The `name` a sign-in answers (the shell shows it until a profile is known): the profile's name, else the masked mobile. */
export async function signInName(db: ModuleDeps['db'], user: repository.UserRow): Promise<string> {
  return (await repository.findDisplayName(db, user.id)) ?? maskMiddle(user.mobile ?? user.loginName ?? '');
}

export async function signedInAnswer(deps: Pick<ModuleDeps, 'db' | 'clock'>, user: repository.UserRow): Promise<{ userData: UserData }> {
  // A locked account gets neither a session nor a bind ticket (decision 0071; req: back-office.md#back-office-roles).
  if (user.lockedAt) throw new BusinessError(ADMIN_ACCOUNT_MESSAGES.lockedSignIn);
  const base = {
    userId: user.id,
    usertype: user.usertype,
    name: await signInName(deps.db, user),
    mobile: maskMiddle(user.mobile ?? ''),
  };
  if (user.isVerify) {
    return { userData: { ...base, isverify: 1, userToken: await startSession(deps.db, user.id, deps.clock.now()) } };
  }
  const bindTicket = randomSecret(32);
  await repository.insertBindTicket(deps.db, user.id, sha256Hex(bindTicket), BIND_TICKET_TTL_SECONDS, deps.clock.now());
  return { userData: { ...base, isverify: 0, bindTicket } };
}

class Throttled extends Error {}

/**
 * CommonApi/Login. Each attempt first takes one failure slot of the account and of the address
 * (conditional upserts in one transaction, so parallel attempts cannot slip past the limit); a
 * successful sign-in gives the slots back.
 */
export async function signIn(
  deps: ModuleDeps,
  input: { usertype: number; loginName: string; password: string },
  clientAddress: string,
  log: FastifyBaseLogger,
): Promise<{ userData: UserData }> {
  const signInName = decryptField(deps.keys, input.loginName).trim();
  const password = decryptField(deps.keys, input.password);
  assertRule(validateAccount(signInName));
  if (password === '') throw new BusinessError(PASSWORD_MESSAGES.required);

  const rules = signInRules(deps.limits);
  const subject = accountSubject(input.usertype, signInName);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await tryHit(tx, rules.address, clientAddress, now))) throw new Throttled();
      if (!(await tryHit(tx, rules.account, subject, now))) throw new Throttled();
    });
  } catch (error) {
    if (error instanceof Throttled) {
      log.info({ usertype: input.usertype }, 'sign-in refused: throttled');
      throw new BusinessError(ACCOUNT_MESSAGES.signInThrottled);
    }
    throw error;
  }

  const user = await repository.findUserBySignInName(deps.db, input.usertype, signInName);
  if (!user && input.usertype === Role.Athlete && isMobile(signInName)) {
    if (await repository.hasBulkAccountWithContact(deps.db, input.usertype, signInName)) {
      throw new BusinessError(ACCOUNT_MESSAGES.bulkAccount);
    }
  }
  if (!(await verifyPassword(user?.passwordHash, password, user?.loginName)) || !user) {
    log.info({ usertype: input.usertype }, 'sign-in failed');
    throw new BusinessError(ACCOUNT_MESSAGES.wrongCredentials);
  }
  await refundHit(deps.db, rules.address, clientAddress);
  await resetHits(deps.db, rules.account, subject);
  log.info({ userId: user.id, verified: user.isVerify }, 'signed in');
  return signedInAnswer(deps, user);
}

/** CommonApi/WeChatLogin: the identity behind the one-time key signs in its bound account. */
export async function signInWithWeChat(deps: ModuleDeps, key: string, log: FastifyBaseLogger): Promise<{ userData: UserData }> {
  const identity = await deps.weChatSignIn.exchange(key);
  if (!identity) throw new BusinessError(ACCOUNT_MESSAGES.weChatKeyExpired);
  const userId = await repository.findWeChatBinding(deps.db, identity.openid);
  const user = userId === undefined ? undefined : await repository.findUserById(deps.db, userId);
  if (!user) throw new BusinessError(ACCOUNT_MESSAGES.weChatNotBound);
  log.info({ userId: user.id }, 'signed in with WeChat');
  return signedInAnswer(deps, user);
}

/**
 * CommonApi/MobileVerify: an unverified (bulk-registered) account binds a mobile. The bind ticket
 * from the sign-in proves the password was given; the code proves the mobile. Afterwards the user
 * signs in again.
 */
export async function bindMobileToAccount(
  deps: ModuleDeps,
  input: { mobile: string; code: string; userId: number; bindTicket: string },
): Promise<Record<string, never>> {
  assertMobile(input.mobile);
  const ticketHash = sha256Hex(input.bindTicket);
  if (!(await repository.hasLiveBindTicket(deps.db, input.userId, ticketHash, deps.clock.now()))) {
    throw new BusinessError(ACCOUNT_MESSAGES.bindTicketExpired);
  }
  const user = await repository.findUserById(deps.db, input.userId);
  if (!user || user.isVerify) throw new BusinessError(ACCOUNT_MESSAGES.bindTicketExpired);
  if (await repository.findUserByMobile(deps.db, user.usertype, input.mobile)) throw new BusinessError(ACCOUNT_MESSAGES.mobileTaken);
  await checkCode(deps, input.mobile, input.code, { kind: 'consume' });
  // A bulk-registered account's first password becomes a real hash now, when someone has proved both (decision 0060).
  const firstHash = user.passwordHash === PASSWORD_FROM_LOGIN_NAME && user.loginName ? await hashPassword(passwordFromLoginName(user.loginName)) : null;
  await deps.db.transaction(async (tx) => {
    if (!(await repository.consumeBindTicket(tx, user.id, ticketHash, deps.clock.now()))) throw new BusinessError(ACCOUNT_MESSAGES.bindTicketExpired);
    if (!(await repository.bindMobile(tx, user.id, input.mobile))) throw new BusinessError(ACCOUNT_MESSAGES.bindTicketExpired);
    if (firstHash) await repository.updatePasswordHash(tx, user.id, firstHash, deps.clock.now());
  }).catch(rethrowMobileTaken);
  return {};
}

/** Maps the unique index on (usertype, mobile) to its message. */
export function rethrowMobileTaken(error: unknown): never {
  if (isMobileUniqueViolation(error)) throw new BusinessError(ACCOUNT_MESSAGES.mobileTaken);
  throw error;
}

export function isMobileUniqueViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'users_usertype_mobile_key');
}
