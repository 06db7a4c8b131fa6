import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './accounts';

// Station (in-app) messages.

/** Station (in-app) messages of one user. */
export const stationMessages = pgTable(
  'station_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageTitle: text('message_title').notNull(),
    messageContent: text('message_content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    creationTime: createdAt('creation_time'),
  },
  (table) => [
    index('station_messages_user_time_idx').on(table.userId, table.creationTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('station_messages_user_unread_idx')
      .on(table.userId, table.creationTime.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isRead} = false`),
  ],
);
