import { createHash, randomBytes } from 'node:crypto';
import { ROLE_CODES, type RoleCode } from '@badminton/contracts';
import type { Database } from '../../db/client';
import type { Caller } from '../../registry/types';
import { findActiveSessionById, insertSession, revokeSessionByTokenHash, revokeSessionsOfUser, touchActiveSession } from './repository';
import { resolveScope } from './scope';

/** A session expires after 2 hours without use (req: accounts.md#session). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;

/** A session ends this long after sign-in however active it is, unless configured otherwise (`SESSION_MAX_HOURS`). */
export const DEFAULT_SESSION_MAX_SECONDS = 12 * 60 * 60;

/** Bytes of randomness in a userToken (256 bits). */
const USER_TOKEN_BYTES = 32;
const MAX_USER_TOKEN_LENGTH = 512;

/** Only this hash of a userToken is stored. */
export function hashUserToken(userToken: string): string {
  return createHash('sha256').update(userToken, 'utf8').digest('hex');
}

function isRoleCode(value: number): value is RoleCode {
  return (ROLE_CODES as readonly number[]).includes(value);
}

/**
 * Resolves a userToken to its caller and records the use; `null` when missing, unknown, revoked, idle-expired or
 * older than `maxAgeSeconds` since sign-in.
 */
export async function authenticate(
  db: Database,
  now: Date,
  userToken: string | undefined,
  maxAgeSeconds = DEFAULT_SESSION_MAX_SECONDS,
): Promise<Caller | null> {
  if (!userToken || userToken.length > MAX_USER_TOKEN_LENGTH) return null;
  const row = await touchActiveSession(db, now, hashUserToken(userToken), SESSION_IDLE_SECONDS, maxAgeSeconds);
  if (!row || !isRoleCode(row.usertype)) return null;
  return { userId: row.userId, role: row.usertype, sessionId: row.sessionId, scope: await resolveScope(db, row.userId, row.usertype) };
}

/**
 * The caller behind a page cookie (decision 0045): the live session `sessionId`, provided `matches` accepts its token
 * hash (the cookie's MAC over it); `null` otherwise. Unlike `authenticate` it does not record a use.
 */
export async function authenticatePage(
  db: Database,
  now: Date,
  sessionId: number,
  matches: (tokenHash: string) => boolean,
  maxAgeSeconds = DEFAULT_SESSION_MAX_SECONDS,
): Promise<Caller | null> {
  const row = await findActiveSessionById(db, now, sessionId, SESSION_IDLE_SECONDS, maxAgeSeconds);
  if (!row || !isRoleCode(row.usertype) || !matches(row.tokenHash)) return null;
  return { userId: row.userId, role: row.usertype, sessionId: row.sessionId, scope: await resolveScope(db, row.userId, row.usertype) };
}

/** Opens a session for a user and returns the opaque userToken (shown once, stored only as a hash). */
export async function startSession(db: Database, userId: number, now: Date): Promise<string> {
  const userToken = randomBytes(USER_TOKEN_BYTES).toString('base64url');
  await insertSession(db, userId, hashUserToken(userToken), now);
  return userToken;
}

/** Ends one session (sign-out). */
export function endSession(db: Database, userToken: string, now: Date): Promise<boolean> {
  return revokeSessionByTokenHash(db, hashUserToken(userToken), now);
}

/** Ends every session of a user (password change, mobile rebind). */
export function endAllSessions(db: Database, userId: number, now: Date): Promise<number> {
  return revokeSessionsOfUser(db, userId, now);
}
