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
