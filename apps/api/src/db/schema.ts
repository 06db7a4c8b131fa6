import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. Migrations in `apps/api/drizzle/` are generated from this file with
 * `pnpm --filter @badminton/api db:generate` and committed; the same SQL runs on PGlite and PostgreSQL.
 * Every query path has an index. Descending index columns are NULLS FIRST so they match a plain
 * `ORDER BY ... DESC` (PostgreSQL's default null placement for descending order).
 */

const createdAt = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Which one-off data loads (reference data versions, demo content) have run. */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  appliedAt: createdAt('applied_at'),
});

/** GB/T 2260 regions: province (parent -1) → city → district. `id` is the 6-digit code. */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    areaName: text('area_name').notNull(),
    parentId: integer('parent_id').notNull(),
    level: smallint('level').notNull(),
  },
  (table) => [
    index('regions_parent_id_idx').on(table.parentId, table.id),
    check('regions_level_check', sql`${table.level} between 1 and 3`),
  ],
);

/** Dictionary options by class code (CommonApi/GetDicData). */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classCode: text('class_code').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('dictionary_entries_class_value_idx').on(table.classCode, table.value),
    index('dictionary_entries_class_sort_idx').on(table.classCode, table.sort),
  ],
);

export const ARTICLE_KINDS = ['news', 'notice', 'faq'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** News, notices and FAQ entries. `news_content` holds sanitized HTML. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull(),
    newsSubject: text('news_subject').notNull(),
    summary: text('summary'),
    newsContent: text('news_content').notNull(),
    publishDate: instant('publish_date').notNull(),
    createdate: instant('createdate').notNull(),
    thumbnail: text('thumbnail'),
    attachmentName: text('attachmentname'),
    attachmentPath: text('attachmentpath'),
    /** Taken offline by an editor: hidden from every public list and detail. */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (table) => [
    index('articles_kind_publish_date_idx').on(table.kind, table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('articles_kind_check', sql`${table.kind} in ('news', 'notice', 'faq')`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    filePath: text('file_path').notNull(),
    linkUrl: text('link_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('banners_sort_idx').on(table.sort, table.id)],
);

export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    filePath: text('file_path').notNull(),
    linkUrl: text('link_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('partners_sort_idx').on(table.sort, table.id)],
);

/** Footer contact information (normally one row). */
export const contactUs = pgTable('contact_us', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  filePath1: text('file_path1').notNull(),
  filePath2: text('file_path2').notNull(),
  filePath3: text('file_path3').notNull(),
  serviceAccount1Name: text('service_account1_name').notNull(),
  serviceAccount2Name: text('service_account2_name').notNull(),
  serviceAccount3Name: text('service_account3_name').notNull(),
  copyright: text('copyright').notNull(),
  policeRecordNumber: text('police_record_number').notNull(),
});

/** Home-page picture/video carousel. media_type: 1 picture, 2 video. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    mediaType: smallint('media_type').notNull(),
    filePath: text('file_path').notNull(),
    videoPath: text('video_path'),
    createdate: instant('createdate').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('media_sort_idx').on(table.sort, table.id),
    check('media_type_check', sql`${table.mediaType} in (1, 2)`),
  ],
);

/** Accounts. usertype: 1 athlete, 2 evaluator, 3 institution, 4 provincial reviewer, 5 national administrator. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usertype: smallint('usertype').notNull(),
    mobile: text('mobile'),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash'),
    isVerify: boolean('is_verify').notNull().default(false),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    uniqueIndex('users_usertype_login_name_idx').on(table.usertype, table.loginName),
    index('users_usertype_mobile_idx').on(table.usertype, table.mobile),
    check('users_usertype_check', sql`${table.usertype} between 1 and 5`),
  ],
);

/** Sign-in sessions. Only the sha256 hex of the userToken is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt('created_at'),
    lastSeenAt: createdAt('last_seen_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

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
