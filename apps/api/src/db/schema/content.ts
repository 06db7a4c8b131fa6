import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns';

// Editorial content: news, notices, FAQ, banners, partners, contact us, media.

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
