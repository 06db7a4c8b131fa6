import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stationMessages } from '../../db/schema';

export interface MessageFilter {
  userId: number;
  unreadOnly: boolean;
}

export async function findMessages(db: Database, filter: MessageFilter, page: { limit: number; offset: number }) {
  const where = and(
    eq(stationMessages.userId, filter.userId),
    filter.unreadOnly ? eq(stationMessages.isRead, false) : undefined,
  );
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

export async function insertMessage(db: Database, message: { userId: number; title: string; content: string }): Promise<void> {
  await db.insert(stationMessages).values({ userId: message.userId, messageTitle: message.title, messageContent: message.content });
}

/** Marks one of the user's messages read; false when the user has no message with that id. */
export async function markRead(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(stationMessages)
    .set({ isRead: true })
    .where(and(eq(stationMessages.id, id), eq(stationMessages.userId, userId)))
    .returning({ id: stationMessages.id });
  return rows.length > 0;
}
