import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface ActiveSessionRow {
  sessionId: number;
  userId: number;
  usertype: number;
}

/**
 * Marks a session as used now and returns it with its user, provided it is not revoked and was
 * last used within `idleSeconds`. One statement, so a concurrent revoke cannot slip between check and touch.
 */
export async function touchActiveSession(
  db: Database,
  tokenHash: string,
  idleSeconds: number,
): Promise<ActiveSessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .from(users)
    .where(
      and(
        eq(sessions.userId, users.id),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
    .returning({ sessionId: sessions.id, userId: users.id, usertype: users.usertype });
  return row;
}

export async function insertSession(db: Database, userId: number, tokenHash: string): Promise<number> {
  const [row] = await db.insert(sessions).values({ userId, tokenHash }).returning({ id: sessions.id });
  return row.id;
}

export async function revokeSessionByTokenHash(db: Database, tokenHash: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeSessionsOfUser(db: Database, userId: number): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
