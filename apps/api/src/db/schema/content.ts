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
    /** FAQ order (ascending, then newest first); the back office moves entries up and down (decision 0070). */
    sort: integer('sort').notNull().default(0),
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
    /** Taken offline in the back office: left out of the public list (decision 0070). */
    isPublished: boolean('is_published').notNull().default(true),
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
    /** Taken offline in the back office: left out of the public list (decision 0070). */
    isPublished: boolean('is_published').notNull().default(true),
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
    /** Taken offline in the back office: left out of the public list (decision 0070). */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (table) => [
    index('media_sort_idx').on(table.sort, table.id),
    check('media_type_check', sql`${table.mediaType} in (1, 2)`),
  ],
);

export const CONTENT_UPLOAD_KINDS = ['image', 'attachment', 'video'] as const;
export type ContentUploadKind = (typeof CONTENT_UPLOAD_KINDS)[number];

/**
 * Every file the back office's content editors uploaded through the pipeline (`AdminContent/UploadFile`, decision
 * 0070): a save may point a picture, an attachment or a video only at a path of the right kind listed here (or keep
 * the one it has), so no content row points at a file that was not checked by content.
 */
export const contentUploads = pgTable(
  'content_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    filePath: text('file_path').notNull().unique(),
    kind: text('kind', { enum: CONTENT_UPLOAD_KINDS }).notNull(),
    /** The name the editor's file had (shown as a notice attachment's name; never used for a stored path). */
    fileName: text('file_name').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').notNull(),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (table) => [check('content_uploads_kind_check', sql`${table.kind} in ('image', 'attachment', 'video')`)],
);
