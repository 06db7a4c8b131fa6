import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { secondsAfter, sqlSecondsBefore } from '../../db/instant';
import { bindTickets, institutionProfiles, personProfiles, sessions, users, weChatBindings } from '../../db/schema';

export interface ActiveSessionRow {
  sessionId: number;
  userId: number;
  usertype: number;
}

/** A session still in use: not revoked, used within `idleSeconds`, started within `maxAgeSeconds`. */
function liveSession(now: Date, idleSeconds: number, maxAgeSeconds: number) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.lastSeenAt, sqlSecondsBefore(now, idleSeconds)),
    gt(sessions.createdAt, sqlSecondsBefore(now, maxAgeSeconds)),
  );
}

/** A session's last use is written at most once a minute (the idle limit is hours): most calls only read. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/**
 * Returns a session with its user, provided it is not revoked, was last used within `idleSeconds` and started within
 * `maxAgeSeconds`, and records the use when the last recorded one is older than {@link SESSION_TOUCH_INTERVAL_SECONDS}
 * (so the idle limit is kept to within a minute, and a burst of calls does not write the sessions table once per call).
 */
export async function touchActiveSession(
  db: Database,
  now: Date,
  tokenHash: string,
  idleSeconds: number,
  maxAgeSeconds: number,
): Promise<ActiveSessionRow | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, usertype: users.usertype, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        liveSession(now, idleSeconds, maxAgeSeconds),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_SECONDS * 1000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
  }
  return { sessionId: row.sessionId, userId: row.userId, usertype: row.usertype };
}

export async function insertSession(db: Database, userId: number, tokenHash: string, now: Date): Promise<number> {
  const [row] = await db.insert(sessions).values({ userId, tokenHash, createdAt: now, lastSeenAt: now }).returning({ id: sessions.id });
  return row.id;
}

export async function revokeSessionByTokenHash(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeSessionsOfUser(db: Database, userId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function revokeSessionById(db: Database, sessionId: number, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

// --- accounts ----------------------------------------------------------------------------------

export type UserRow = typeof users.$inferSelect;

/** The account a sign-in name designates: its mobile, or (bulk accounts) its login name. */
export async function findUserBySignInName(db: Database, usertype: number, name: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.usertype, usertype), or(eq(users.mobile, name), eq(users.loginName, name.toUpperCase()))))
    .orderBy(sql`${users.mobile} = ${name} desc nulls last`)
    .limit(1);
  return row;
}

export async function findUserByMobile(db: Database, usertype: number, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.usertype, usertype), eq(users.mobile, mobile)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** An unverified bulk-registered account whose institution gave this contact mobile. */
export async function hasBulkAccountWithContact(db: Database, usertype: number, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usertype, usertype), eq(users.contactMobile, mobile), isNull(users.mobile), eq(users.isVerify, false)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(
  db: Database,
  now: Date,
  user: {
    usertype: number;
    mobile?: string | null;
    loginName?: string | null;
    passwordHash: string;
    isVerify: boolean;
    contactMobile?: string | null;
    reviewProvinceId?: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(users).values({ ...user, createdAt: now }).returning({ id: users.id });
  return row.id;
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

export async function updateMobile(db: Database, userId: number, mobile: string): Promise<void> {
  await db.update(users).set({ mobile }).where(eq(users.id, userId));
}

/** Binds a mobile to an unverified account and marks it verified; false when it was verified meanwhile. */
export async function bindMobile(db: Database, userId: number, mobile: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mobile, isVerify: true })
    .where(and(eq(users.id, userId), eq(users.isVerify, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setOpenQuery(db: Database, userId: number, open: boolean): Promise<void> {
  await db.update(users).set({ openQuery: open }).where(eq(users.id, userId));
}

/** The display name of an account: the personal name or the institution's full name. */
export async function findDisplayName(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ personName: personProfiles.name, institutionName: institutionProfiles.fullName })
    .from(users)
    .leftJoin(personProfiles, eq(personProfiles.userId, users.id))
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.personName ?? row?.institutionName ?? null;
}

// --- bind tickets ------------------------------------------------------------------------------

export async function insertBindTicket(db: Database, userId: number, ticketHash: string, ttlSeconds: number, now: Date): Promise<void> {
  await db.insert(bindTickets).values({ userId, ticketHash, createdAt: now, expiresAt: secondsAfter(now, ttlSeconds) });
}

/** True when a live, unused ticket of that user exists (not consumed here). */
export async function hasLiveBindTicket(db: Database, userId: number, ticketHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bindTickets.id })
    .from(bindTickets)
    .where(liveTicket(userId, ticketHash, now))
    .limit(1);
  return row !== undefined;
}

export async function consumeBindTicket(db: Database, userId: number, ticketHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bindTickets)
    .set({ consumedAt: now })
    .where(liveTicket(userId, ticketHash, now))
    .returning({ id: bindTickets.id });
  return rows.length > 0;
}

function liveTicket(userId: number, ticketHash: string, now: Date) {
  return and(
    eq(bindTickets.userId, userId),
    eq(bindTickets.ticketHash, ticketHash),
    isNull(bindTickets.consumedAt),
    gt(bindTickets.expiresAt, now),
  );
}

// --- WeChat ------------------------------------------------------------------------------------

export async function findWeChatBinding(db: Database, openid: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: weChatBindings.userId }).from(weChatBindings).where(eq(weChatBindings.openid, openid)).limit(1);
  return row?.userId;
}

export async function listWeChatBindings(db: Database, openids: readonly string[]) {
  if (openids.length === 0) return [];
  return db
    .select({ openid: weChatBindings.openid, usertype: users.usertype, mobile: users.mobile })
    .from(weChatBindings)
    .innerJoin(users, eq(users.id, weChatBindings.userId))
    .where(inArray(weChatBindings.openid, [...openids]));
}

export async function insertWeChatBinding(db: Database, openid: string, userId: number, now: Date): Promise<void> {
  await db.insert(weChatBindings).values({ openid, userId, createdAt: now }).onConflictDoNothing();
}

export interface PageSessionRow extends ActiveSessionRow {
  tokenHash: string;
}

/**
 * A live session by its id, with its token hash (for the page cookie's check, decision 0045): not revoked, used within
 * `idleSeconds`, started within `maxAgeSeconds`. Reads only: a page load is not a use of the session.
 */
export async function findActiveSessionById(
  db: Database,
  now: Date,
  sessionId: number,
  idleSeconds: number,
  maxAgeSeconds: number,
): Promise<PageSessionRow | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, usertype: users.usertype, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.id, sessionId),
        liveSession(now, idleSeconds, maxAgeSeconds),
      ),
    );
  return row;
}
