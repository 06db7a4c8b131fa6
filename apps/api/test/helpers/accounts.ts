import { randomBytes } from 'node:crypto';
import type { RoleCode } from '@badminton/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { sessions, stationMessages, users } from '../../src/db/schema';
import { hashUserToken, startSession } from '../../src/modules/accounts/service';

/** Creates a verified user of a role and signs them in; returns the id and the userToken. */
export async function signedInUser(db: Database, role: RoleCode): Promise<{ userId: number; userToken: string }> {
  const [user] = await db
    .insert(users)
    .values({ usertype: role, loginName: `user-${randomBytes(4).toString('hex')}`, isVerify: true, createdAt: new Date() })
    .returning({ id: users.id });
  return { userId: user.id, userToken: await startSession(db, user.id, new Date()) };
}

/** Moves a session's last use back in time. */
export async function ageSession(db: Database, userToken: string, seconds: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(sessions.tokenHash, hashUserToken(userToken)));
}

export async function addMessage(
  db: Database,
  userId: number,
  message: { title: string; isRead?: boolean; creationTime: Date },
): Promise<void> {
  await db.insert(stationMessages).values({
    userId,
    messageTitle: message.title,
    messageContent: `${message.title}的内容`,
    isRead: message.isRead ?? false,
    creationTime: message.creationTime,
  });
}
