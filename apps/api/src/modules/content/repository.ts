import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWithTotal, totalOver } from '../../db/paged';
import { inBatches } from '../../lib/batches';
import { type ArticleKind, articles, banners, contactUs, media, partners } from '../../db/schema';

const INSERT_BATCH_SIZE = 200;

export interface Page {
  limit: number;
  offset: number;
}

export interface ArticleFilter {
  kind: ArticleKind;
  /** Matched case-insensitively anywhere in the subject; `%` and `_` match literally. */
  keyword?: string;
  publishedFrom?: Date;
  /** Exclusive upper bound. */
  publishedBefore?: Date;
}

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;

/** Escapes LIKE wildcards so user text matches literally (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function articleWhere(filter: ArticleFilter): SQL | undefined {
  return and(
    eq(articles.kind, filter.kind),
    eq(articles.isPublished, true),
    filter.keyword ? ilike(articles.newsSubject, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.publishedFrom ? gte(articles.publishDate, filter.publishedFrom) : undefined,
    filter.publishedBefore ? lt(articles.publishDate, filter.publishedBefore) : undefined,
  );
}

const NEWEST_FIRST = [desc(articles.publishDate), desc(articles.id)];

/** What the lists show: everything but the body (`news_content`, the largest column by far). */
const listColumns = {
  id: articles.id,
  newsSubject: articles.newsSubject,
  summary: articles.summary,
  publishDate: articles.publishDate,
  createdate: articles.createdate,
  thumbnail: articles.thumbnail,
  attachmentName: articles.attachmentName,
  attachmentPath: articles.attachmentPath,
};
export type ArticleListRow = Omit<ArticleRow, 'kind' | 'newsContent' | 'isPublished' | 'sort'>;

/** Published articles matching the filter, newest first (ties by id), without their bodies, with the total count. */
export async function findArticles(db: Database, filter: ArticleFilter, page: Page): Promise<{ rows: ArticleListRow[]; total: number }> {
  const where = articleWhere(filter);
  const rows = await db
    .select({ ...listColumns, total: totalOver() })
    .from(articles)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => {
    const [{ total }] = await db.select({ total: count() }).from(articles).where(where);
    return total;
  });
}

/** The same with the bodies (the FAQ list shows them). */
export async function findArticlesWithBodies(db: Database, filter: ArticleFilter, page: Page) {
  const where = articleWhere(filter);
  // The FAQ's order is the editors' (`sort`, moved in the back office, decision 0070); equal places, newest first.
  const rows = await db.select().from(articles).where(where).orderBy(asc(articles.sort), ...NEWEST_FIRST).limit(page.limit).offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(articles).where(where);
  return { rows, total };
}

/** Newest published news that have a thumbnail (without their bodies). */
export function findNewsWithThumbnail(db: Database, limit: number): Promise<ArticleListRow[]> {
  return db
    .select(listColumns)
    .from(articles)
    .where(and(eq(articles.kind, 'news'), eq(articles.isPublished, true), isNotNull(articles.thumbnail)))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

export async function findArticle(db: Database, kind: ArticleKind, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.kind, kind), eq(articles.isPublished, true)));
  return row;
}

/** Inserts in the given order (one batch after another), so identity ids follow the list order. */
export async function insertArticles(db: Database, rows: NewArticleRow[]): Promise<void> {
  for (const batch of inBatches(rows, INSERT_BATCH_SIZE)) await db.insert(articles).values(batch);
}

/** The published banners, in the editors' order (decision 0070). */
export function findBanners(db: Database) {
  return db.select().from(banners).where(eq(banners.isPublished, true)).orderBy(asc(banners.sort), asc(banners.id));
}

export async function insertBanners(db: Database, rows: (typeof banners.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(banners).values(rows);
}

/** The published partners, in the editors' order (decision 0070). */
export function findPartners(db: Database) {
  return db.select().from(partners).where(eq(partners.isPublished, true)).orderBy(asc(partners.sort), asc(partners.id));
}

export async function insertPartners(db: Database, rows: (typeof partners.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(partners).values(rows);
}

export function findContactUs(db: Database) {
  return db.select().from(contactUs).orderBy(asc(contactUs.id));
}

export async function insertContactUs(db: Database, row: typeof contactUs.$inferInsert): Promise<void> {
  await db.insert(contactUs).values(row);
}

/** The published pictures and videos, in the editors' order (decision 0070). */
export async function findMedia(db: Database, page: Page) {
  const published = eq(media.isPublished, true);
  const rows = await db.select().from(media).where(published).orderBy(asc(media.sort), asc(media.id)).limit(page.limit).offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(media).where(published);
  return { rows, total };
}

export async function insertMedia(db: Database, rows: (typeof media.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(media).values(rows);
}

/** True when any editorial content (articles, banners, partners, contact-us, media) exists. */
export async function hasAnyContent(db: Database): Promise<boolean> {
  for (const table of [articles, banners, partners, contactUs, media]) {
    const found = await db.select({ found: sql<number>`1` }).from(table).limit(1);
    if (found.length > 0) return true;
  }
  return false;
}
