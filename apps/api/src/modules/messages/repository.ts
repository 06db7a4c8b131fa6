import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { whereOwner } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { stationMessages, users } from '../../db/schema';

/** The caller's own messages (`unreadOnly`: the unread ones), a page of them and their number. */
export async function findMessages(db: Database, caller: Caller, unreadOnly: boolean, page: { limit: number; offset: number }) {
  const where = and(whereOwner(caller, stationMessages.userId), unreadOnly ? eq(stationMessages.isRead, false) : undefined);
  const rows = await db
    .select()
    .from(stationMessages)
    .where(where)
    .orderBy(desc(stationMessages.creationTime), desc(stationMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(stationMessages).where(where);
  return { rows, total };
}

export async function insertMessage(db: Database, message: { userId: number; title: string; content: string }, now: Date): Promise<void> {
  await db
    .insert(stationMessages)
    .values({ userId: message.userId, messageTitle: message.title, messageContent: message.content, creationTime: now });
}

/** The same message to many users (ids of users that no longer exist are skipped). */
export async function insertMessages(db: Database, userIds: readonly number[], message: { title: string; content: string }, now: Date): Promise<number> {
  if (userIds.length === 0) return 0;
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.id, [...userIds]));
  if (existing.length === 0) return 0;
  await db
    .insert(stationMessages)
    .values(existing.map(({ id }) => ({ userId: id, messageTitle: message.title, messageContent: message.content, creationTime: now })));
  return existing.length;
}

/** Whose message `id` is; `undefined` when there is none. */
export async function findMessageOwner(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: stationMessages.userId }).from(stationMessages).where(eq(stationMessages.id, id));
  return row?.userId;
}

/** Marks one of the caller's own messages read. */
export async function markRead(db: Database, caller: Caller, id: number): Promise<void> {
  await db
    .update(stationMessages)
    .set({ isRead: true })
    .where(and(eq(stationMessages.id, id), whereOwner(caller, stationMessages.userId)));
}
