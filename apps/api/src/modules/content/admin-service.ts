import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminArticleDetail,
  type AdminArticleItem,
  type AdminContact,
  type AdminPlacementItem,
  CONTENT_KIND_LABELS,
  CONTENT_PLACEMENT_LIMITS,
  CONTENT_TEXT_LIMITS as L,
  type ContentArticleKind,
  type ContentPlacementKind,
  type ContentSectionCount,
  isWireDateTime,
} from '@badminton/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, max, type SQL, sql } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { articles, banners, contactUs, contentUploads, type ContentUploadKind, media, partners } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDateTime } from '../../lib/wire-time';
import type { Caller, UploadedFiles } from '../../registry/types';
import type { Storage } from '../../storage/storage';
import { storeUpload } from '../../uploads/store';
import { escapeLike } from './repository';
import { sanitizeRichText, showsSomething } from './rich-text';

/**
 * The back office's content editing (issue 26; decision 0070; req: back-office.md#content-editing). Every write runs
 * in one transaction with its audit row (`appendAudit`, record kind `content.<kind>`, the fields before and after);
 * the calls drop the public content answers from the answer cache (`calls.ts`). National administrator only (the
 * registry admits role 5 alone), so no record here has a province to scope.
 */

export interface AdminContentDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
}

const ONE_SECOND_MS = 1000;

// ---------------------------------------------------------------- checks

/** Characters as a reader counts them (a character outside the BMP is one). */
function length(text: string): number {
  return [...text].length;
}

function requiredText(value: string | undefined, limit: number, required: string, tooLong: string): string {
  const text = (value ?? '').trim();
  if (!text) throw new BusinessError(required);
  if (length(text) > limit) throw new BusinessError(tooLong);
  return text;
}

function optionalText(value: string | undefined, limit: number, tooLong: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (length(text) > limit) throw new BusinessError(tooLong);
  return text;
}

/** A link a visitor may be sent to: http(s) with a host, or a path of this site (`/test`, not `//host`). */
function linkOf(value: string | undefined): string {
  const text = requiredText(value, L.url, M.linkRequired, M.linkTooLong);
  if (text.startsWith('/') && !text.startsWith('//') && !/[\s\\]/.test(text)) return text;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && !/\s/.test(text)) return text;
  } catch {
    // not a URL: refused below
  }
  throw new BusinessError(M.linkInvalid);
}

/**
 * A file a content row may point at: the path it already has (unchanged), or a file of the right kind that came in
 * through `AdminContent/UploadFile` (listed in `content_uploads`). Answers the upload's row (null when unchanged).
 */
async function fileOf(
  db: Database,
  path: string | null,
  kind: ContentUploadKind,
  current: string | null | undefined,
): Promise<{ path: string | null; fileName: string | null }> {
  if (!path) return { path: null, fileName: null };
  if (current && path === current) return { path, fileName: null };
  const [upload] = await db
    .select({ fileName: contentUploads.fileName })
    .from(contentUploads)
    .where(and(eq(contentUploads.filePath, path), eq(contentUploads.kind, kind)));
  if (!upload) throw new BusinessError(M.fileUnknown);
  return { path, fileName: upload.fileName };
}

function audit(
  db: Database,
  caller: Caller,
  at: Date,
  entry: { kind: string; recordId: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) {
  return appendAudit(db, {
    workflow: `content.${entry.kind}`,
    recordId: entry.recordId,
    actorUserId: caller.userId,
    actorRole: caller.role,
    fromStatus: '',
    toStatus: '',
    action: entry.action,
    before: entry.before,
    after: entry.after,
    changedAt: at,
  });
}

// ---------------------------------------------------------------- overview

export async function overview({ db }: AdminContentDeps): Promise<{ items: ContentSectionCount[]; hasContact: boolean }> {
  const items: ContentSectionCount[] = [];
  const grouped = await db
    .select({ kind: articles.kind, published: articles.isPublished, n: count() })
    .from(articles)
    .groupBy(articles.kind, articles.isPublished);
  for (const kind of ['news', 'notice', 'faq'] as const) {
    const rows = grouped.filter((row) => row.kind === kind);
    items.push({ section: kind, total: rows.reduce((sum, row) => sum + row.n, 0), published: rows.find((row) => row.published)?.n ?? 0 });
  }
  for (const kind of ['banner', 'partner', 'media'] as const) {
    const table = placementTable(kind);
    const rows = await db.select({ published: table.isPublished, n: count() }).from(table).groupBy(table.isPublished);
    items.push({ section: kind, total: rows.reduce((sum, row) => sum + row.n, 0), published: rows.find((row) => row.published)?.n ?? 0 });
  }
  const [contact] = await db.select({ id: contactUs.id }).from(contactUs).limit(1);
  return { items, hasContact: Boolean(contact) };
}

// ---------------------------------------------------------------- articles

type ArticleRow = typeof articles.$inferSelect;

function articleItem(row: ArticleRow): AdminArticleItem {
  return {
    id: row.id,
    kind: row.kind,
    news_subject: row.newsSubject,
    summary: row.summary,
    thumbnail: row.thumbnail,
    attachmentname: row.attachmentName,
    attachmentpath: row.attachmentPath,
    publish_date: toWireDateTime(row.publishDate),
    createdate: toWireDateTime(row.createdate),
    is_published: row.isPublished,
    sort: row.sort,
  };
}

function articleDetail(row: ArticleRow): AdminArticleDetail {
  return { ...articleItem(row), news_content: row.newsContent };
}

/** What an audit row keeps of an article (everything an editor can change). */
function articleSnapshot(row: ArticleRow): Record<string, unknown> {
  const { id: _id, kind: _kind, createdate: _created, ...fields } = articleDetail(row);
  return fields;
}

export interface ArticleListQuery {
  kind: ContentArticleKind;
  keyword?: string;
  published?: boolean;
  startTime?: string;
  endTime?: string;
  page: number;
  limit: number;
}

/** The order of a kind's list: FAQ by the editors' order, news and notices newest first (as the public pages). */
function articleOrder(kind: ContentArticleKind) {
  const newest = [desc(articles.publishDate), desc(articles.id)];
  return kind === 'faq' ? [asc(articles.sort), ...newest] : newest;
}

export async function listArticles({ db }: AdminContentDeps, input: ArticleListQuery) {
  const base: SQL | undefined = and(
    eq(articles.kind, input.kind),
    input.keyword ? ilike(articles.newsSubject, `%${escapeLike(input.keyword)}%`) : undefined,
    input.startTime ? gte(articles.publishDate, fromWireDateTime(input.startTime)) : undefined,
    input.endTime ? lt(articles.publishDate, new Date(fromWireDateTime(input.endTime).getTime() + ONE_SECOND_MS)) : undefined,
  );
  const where = input.published === undefined ? base : and(base, eq(articles.isPublished, input.published));
  const page = toPage(input);
  const rows = await db.select().from(articles).where(where).orderBy(...articleOrder(input.kind)).limit(page.limit).offset(page.offset);
  const grouped = await db.select({ published: articles.isPublished, n: count() }).from(articles).where(base).groupBy(articles.isPublished);
  const published = grouped.find((row) => row.published)?.n ?? 0;
  const unpublished = grouped.find((row) => !row.published)?.n ?? 0;
  const totalCount = input.published === undefined ? published + unpublished : input.published ? published : unpublished;
  return { items: rows.map(articleItem), totalCount, counts: { all: published + unpublished, published, unpublished } };
}

async function findArticle(db: Database, id: number, lock = false): Promise<ArticleRow> {
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new BusinessError(M.notFound);
  return row;
}

export async function getArticle({ db }: AdminContentDeps, id: number): Promise<{ item: AdminArticleDetail }> {
  return { item: articleDetail(await findArticle(db, id)) };
}

export interface SaveArticleInput {
  id?: number;
  kind: ContentArticleKind;
  news_subject?: string;
  summary?: string;
  news_content?: string;
  publish_date?: string;
  thumbnail?: string;
  attachmentpath?: string;
  attachmentname?: string;
  is_published: boolean;
}

const ARTICLE_VERBS = { created: '新建', changed: '修改' } as const;

export async function saveArticle({ db, clock }: AdminContentDeps, caller: Caller, input: SaveArticleInput): Promise<{ id: number }> {
  const faq = input.kind === 'faq';
  const subject = requiredText(input.news_subject, L.subject, faq ? M.questionRequired : M.subjectRequired, M.subjectTooLong);
  const raw = (input.news_content ?? '').trim();
  if (!raw) throw new BusinessError(faq ? M.answerRequired : M.bodyRequired);
  if (raw.length > L.body) throw new BusinessError(M.bodyTooLong);
  const body = sanitizeRichText(raw);
  if (!showsSomething(body)) throw new BusinessError(M.bodyEmptyAfterClean);
  const summary = input.kind === 'faq' ? null : optionalText(input.summary, L.summary, M.summaryTooLong);
  const now = clock.now();
  let publishDate: Date | null = null;
  if (input.publish_date) {
    if (!isWireDateTime(input.publish_date)) throw new BusinessError(M.publishDateInvalid);
    publishDate = fromWireDateTime(input.publish_date);
    if (publishDate.getTime() > now.getTime()) throw new BusinessError(M.publishDateFuture);
  }

  return db.transaction(async (tx) => {
    const before = input.id === undefined ? null : await findArticle(tx, input.id, true);
    if (before && before.kind !== input.kind) throw new BusinessError(M.notFound);
    const thumbnail = input.kind === 'news' ? (await fileOf(tx, input.thumbnail ?? null, 'image', before?.thumbnail)).path : (before?.thumbnail ?? null);
    let attachmentPath = before?.attachmentPath ?? null;
    let attachmentName = before?.attachmentName ?? null;
    if (input.kind === 'notice') {
      const file = await fileOf(tx, input.attachmentpath ?? null, 'attachment', before?.attachmentPath);
      attachmentPath = file.path;
      attachmentName = file.path
        ? (optionalText(input.attachmentname, 100, M.attachmentNameTooLong) ?? file.fileName ?? before?.attachmentName ?? null)
        : null;
      if (attachmentPath && !attachmentName) throw new BusinessError(M.attachmentNameRequired);
    }
    const fields = {
      newsSubject: subject,
      summary,
      newsContent: body,
      thumbnail,
      attachmentPath,
      attachmentName,
      isPublished: input.is_published,
    };
    let row: ArticleRow;
    if (before) {
      [row] = await tx
        .update(articles)
        .set({ ...fields, publishDate: publishDate ?? before.publishDate })
        .where(eq(articles.id, before.id))
        .returning();
    } else {
      const [{ last }] = faq ? await tx.select({ last: max(articles.sort) }).from(articles).where(eq(articles.kind, 'faq')) : [{ last: null }];
      [row] = await tx
        .insert(articles)
        .values({ ...fields, kind: input.kind, publishDate: publishDate ?? now, createdate: now, sort: faq ? (last ?? 0) + 1 : 0 })
        .returning();
    }
    const label = CONTENT_KIND_LABELS[input.kind];
    const verb = before ? ARTICLE_VERBS.changed : ARTICLE_VERBS.created;
    const publishing = input.is_published && !before?.isPublished ? '并发布' : '';
    await audit(tx, caller, now, {
      kind: input.kind,
      recordId: row.id,
      action: `${verb}${label}${publishing}`,
      before: before ? articleSnapshot(before) : null,
      after: articleSnapshot(row),
    });
    return { id: row.id };
  });
}

export async function setArticlePublished({ db, clock }: AdminContentDeps, caller: Caller, input: { id: number; is_published: boolean }): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const row = await findArticle(tx, input.id, true);
    if (row.isPublished === input.is_published) return;
    await tx.update(articles).set({ isPublished: input.is_published }).where(eq(articles.id, row.id));
    await audit(tx, caller, clock.now(), {
      kind: row.kind,
      recordId: row.id,
      action: `${input.is_published ? '发布' : '下线'}${CONTENT_KIND_LABELS[row.kind]}`,
      before: { is_published: row.isPublished },
      after: { is_published: input.is_published },
    });
  });
  return {};
}

export async function deleteArticle({ db, clock }: AdminContentDeps, caller: Caller, id: number): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const row = await findArticle(tx, id, true);
    await tx.delete(articles).where(eq(articles.id, row.id));
    await audit(tx, caller, clock.now(), {
      kind: row.kind,
      recordId: row.id,
      action: `删除${CONTENT_KIND_LABELS[row.kind]}`,
      before: { ...articleSnapshot(row), createdate: toWireDateTime(row.createdate) },
      after: null,
    });
  });
  return {};
}

/**
 * Swaps an entry with its neighbour in an ordered list of rows (locked by the caller): answers the new order of ids
 * and the positions before and after, or refuses at either end.
 */
function moved<T extends { id: number }>(rows: readonly T[], id: number, direction: 'up' | 'down') {
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0) throw new BusinessError(M.notFound);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) throw new BusinessError(M.cannotMove);
  const order = rows.map((row) => row.id);
  [order[from], order[to]] = [order[to], order[from]];
  return { order, from, to };
}

export async function moveArticle({ db, clock }: AdminContentDeps, caller: Caller, input: { id: number; direction: 'up' | 'down' }): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const target = await findArticle(tx, input.id, true);
    if (target.kind !== 'faq') throw new BusinessError(M.moveFaqOnly);
    // Every FAQ row is locked: two editors moving at once move one after the other, never into the same place.
    const rows = await tx
      .select({ id: articles.id, sort: articles.sort })
      .from(articles)
      .where(eq(articles.kind, 'faq'))
      .orderBy(...articleOrder('faq'))
      .for('update');
    const { order, from, to } = moved(rows, target.id, input.direction);
    await renumber(order, rows, (id, sort) => tx.update(articles).set({ sort }).where(eq(articles.id, id)));
    await audit(tx, caller, clock.now(), {
      kind: 'faq',
      recordId: target.id,
      action: `${input.direction === 'up' ? '上移' : '下移'}常见问题`,
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
  });
  return {};
}

/** Gives every row of an order its place 1…n, writing only the rows whose place changed. */
async function renumber(
  order: readonly number[],
  rows: readonly { id: number; sort: number }[],
  write: (id: number, sort: number) => Promise<unknown>,
): Promise<void> {
  const current = new Map(rows.map((row) => [row.id, row.sort]));
  for (const [index, id] of order.entries()) {
    if (current.get(id) !== index + 1) await write(id, index + 1);
  }
}

// ---------------------------------------------------------------- placements

/**
 * The three placement tables share `id`, `file_path`, `sort` and `is_published` (the columns every generic query
 * here uses); their other columns are read per kind.
 */
function placementTable(kind: ContentPlacementKind) {
  const table = kind === 'banner' ? banners : kind === 'partner' ? partners : media;
  return table as unknown as typeof banners;
}

type BannerRow = typeof banners.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;
type MediaRow = typeof media.$inferSelect;
type PlacementRow = BannerRow | PartnerRow | MediaRow;

function placementItem(kind: ContentPlacementKind, row: PlacementRow): AdminPlacementItem {
  const common = { id: row.id, kind, file_path: row.filePath, sort: row.sort, is_published: row.isPublished };
  if (kind === 'media') {
    const item = row as MediaRow;
    return { ...common, title: item.title, link_url: '', media_type: item.mediaType, video_path: item.videoPath };
  }
  if (kind === 'partner') {
    const item = row as PartnerRow;
    return { ...common, title: item.name, link_url: item.linkUrl, media_type: null, video_path: null };
  }
  const item = row as BannerRow;
  return { ...common, title: item.title, link_url: item.linkUrl, media_type: null, video_path: null };
}

function placementSnapshot(item: AdminPlacementItem): Record<string, unknown> {
  const { id: _id, kind, ...fields } = item;
  if (kind !== 'media') {
    const { media_type: _type, video_path: _video, ...rest } = fields;
    return rest;
  }
  const { link_url: _link, ...rest } = fields;
  return rest;
}

async function placementRows(db: Database, kind: ContentPlacementKind, lock = false): Promise<PlacementRow[]> {
  const table = placementTable(kind);
  const query = db.select().from(table).orderBy(asc(table.sort), asc(table.id));
  return (lock ? await query.for('update') : await query) as PlacementRow[];
}

export async function listPlacements(
  { db }: AdminContentDeps,
  input: { kind: ContentPlacementKind; keyword?: string; published?: boolean },
): Promise<{ items: AdminPlacementItem[]; counts: { all: number; published: number; limit: number } }> {
  const all = (await placementRows(db, input.kind)).map((row) => placementItem(input.kind, row));
  const keyword = input.keyword?.toLowerCase();
  const items = all.filter(
    (item) => (input.published === undefined || item.is_published === input.published) && (!keyword || item.title.toLowerCase().includes(keyword)),
  );
  return {
    items,
    counts: { all: all.length, published: all.filter((item) => item.is_published).length, limit: CONTENT_PLACEMENT_LIMITS[input.kind] },
  };
}

async function findPlacement(db: Database, kind: ContentPlacementKind, id: number): Promise<PlacementRow> {
  const table = placementTable(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw new BusinessError(M.notFound);
  return row as PlacementRow;
}

export interface SavePlacementInput {
  id?: number;
  kind: ContentPlacementKind;
  title?: string;
  file_path?: string;
  link_url?: string;
  media_type?: number;
  video_path?: string;
  is_published: boolean;
}

export async function savePlacement({ db, clock }: AdminContentDeps, caller: Caller, input: SavePlacementInput): Promise<{ id: number }> {
  const { kind } = input;
  const title =
    kind === 'partner'
      ? requiredText(input.title, L.title, M.nameRequired, M.nameTooLong)
      : requiredText(input.title, L.title, M.titleRequired, M.titleTooLong);
  const link = kind === 'media' ? '' : linkOf(input.link_url);
  if (kind === 'media' && input.media_type !== 1 && input.media_type !== 2) throw new BusinessError(M.mediaTypeInvalid);
  const now = clock.now();
  const label = CONTENT_KIND_LABELS[kind];

  return db.transaction(async (tx) => {
    const table = placementTable(kind);
    const beforeRow = input.id === undefined ? null : await findPlacement(tx, kind, input.id);
    const before = beforeRow ? placementItem(kind, beforeRow) : null;
    const image = await fileOf(tx, input.file_path ?? null, 'image', before?.file_path);
    if (!image.path) throw new BusinessError(M.imageRequired);
    const video = kind === 'media' && input.media_type === 2 ? await fileOf(tx, input.video_path ?? null, 'video', before?.video_path) : null;
    if (kind === 'media' && input.media_type === 2 && !video?.path) throw new BusinessError(M.videoRequired);

    let values: Record<string, unknown>;
    if (kind === 'banner') values = { title, filePath: image.path, linkUrl: link, isPublished: input.is_published };
    else if (kind === 'partner') values = { name: title, filePath: image.path, linkUrl: link, isPublished: input.is_published };
    else values = { title, filePath: image.path, mediaType: input.media_type, videoPath: video?.path ?? null, isPublished: input.is_published };

    let row: PlacementRow;
    if (beforeRow) {
      [row] = (await tx.update(table).set(values).where(eq(table.id, beforeRow.id)).returning()) as PlacementRow[];
    } else {
      // Serialises creations of a kind (the count and the last place are read under the lock).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content.${kind}`}))`);
      const [{ n, last }] = await tx.select({ n: count(), last: max(table.sort) }).from(table);
      if (n >= CONTENT_PLACEMENT_LIMITS[kind]) throw new BusinessError(M.tooMany(label, CONTENT_PLACEMENT_LIMITS[kind]));
      const extra = kind === 'media' ? { createdate: now } : {};
      [row] = (await tx
        .insert(table)
        .values({ ...values, ...extra, sort: (last ?? 0) + 1 } as typeof banners.$inferInsert)
        .returning()) as PlacementRow[];
    }
    const after = placementItem(kind, row);
    await audit(tx, caller, now, {
      kind,
      recordId: row.id,
      action: `${before ? '修改' : '新建'}${label}`,
      before: before ? placementSnapshot(before) : null,
      after: placementSnapshot(after),
    });
    return { id: row.id };
  });
}

export async function setPlacementPublished(
  { db, clock }: AdminContentDeps,
  caller: Caller,
  input: { kind: ContentPlacementKind; id: number; is_published: boolean },
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const row = await findPlacement(tx, input.kind, input.id);
    if (row.isPublished === input.is_published) return;
    const table = placementTable(input.kind);
    await tx.update(table).set({ isPublished: input.is_published }).where(eq(table.id, row.id));
    await audit(tx, caller, clock.now(), {
      kind: input.kind,
      recordId: row.id,
      action: `${input.is_published ? '发布' : '下线'}${CONTENT_KIND_LABELS[input.kind]}`,
      before: { is_published: row.isPublished },
      after: { is_published: input.is_published },
    });
  });
  return {};
}

export async function deletePlacement(
  { db, clock }: AdminContentDeps,
  caller: Caller,
  input: { kind: ContentPlacementKind; id: number },
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const row = await findPlacement(tx, input.kind, input.id);
    const table = placementTable(input.kind);
    await tx.delete(table).where(eq(table.id, row.id));
    await audit(tx, caller, clock.now(), {
      kind: input.kind,
      recordId: row.id,
      action: `删除${CONTENT_KIND_LABELS[input.kind]}`,
      before: placementSnapshot(placementItem(input.kind, row)),
      after: null,
    });
  });
  return {};
}

export async function movePlacement(
  { db, clock }: AdminContentDeps,
  caller: Caller,
  input: { kind: ContentPlacementKind; id: number; direction: 'up' | 'down' },
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const table = placementTable(input.kind);
    const rows = await placementRows(tx, input.kind, true);
    const { order, from, to } = moved(rows, input.id, input.direction);
    await renumber(order, rows, (id, sort) => tx.update(table).set({ sort }).where(eq(table.id, id)));
    await audit(tx, caller, clock.now(), {
      kind: input.kind,
      recordId: input.id,
      action: `${input.direction === 'up' ? '上移' : '下移'}${CONTENT_KIND_LABELS[input.kind]}`,
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
  });
  return {};
}

// ---------------------------------------------------------------- contact us

type ContactRow = typeof contactUs.$inferSelect;

function contactOf(row: ContactRow): AdminContact {
  return {
    name: row.name,
    file_path1: row.filePath1,
    file_path2: row.filePath2,
    file_path3: row.filePath3,
    service_account1_name: row.serviceAccount1Name,
    service_account2_name: row.serviceAccount2Name,
    service_account3_name: row.serviceAccount3Name,
    copyright: row.copyright,
    police_record_number: row.policeRecordNumber,
  };
}

export async function getContact({ db }: AdminContentDeps): Promise<{ item: AdminContact | null }> {
  const [row] = await db.select().from(contactUs).orderBy(asc(contactUs.id)).limit(1);
  return { item: row ? contactOf(row) : null };
}

export type SaveContactInput = Partial<AdminContact>;

export async function saveContact({ db, clock }: AdminContentDeps, caller: Caller, input: SaveContactInput): Promise<Record<string, never>> {
  const name = requiredText(input.name, L.contactName, M.contactNameRequired, M.contactNameTooLong);
  const accounts = [input.service_account1_name, input.service_account2_name, input.service_account3_name].map((value) =>
    requiredText(value, L.accountName, M.accountNameRequired, M.accountNameTooLong),
  );
  const copyright = requiredText(input.copyright, L.copyright, M.copyrightRequired, M.copyrightTooLong);
  const police = requiredText(input.police_record_number, L.policeRecord, M.policeRecordRequired, M.policeRecordTooLong);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [beforeRow] = await tx.select().from(contactUs).orderBy(asc(contactUs.id)).limit(1).for('update');
    const before = beforeRow ? contactOf(beforeRow) : null;
    const codes: string[] = [];
    for (const [index, path] of [input.file_path1, input.file_path2, input.file_path3].entries()) {
      const current = before ? [before.file_path1, before.file_path2, before.file_path3][index] : null;
      const file = await fileOf(tx, path ?? null, 'image', current);
      if (!file.path) throw new BusinessError(M.imageRequired);
      codes.push(file.path);
    }
    const values = {
      name,
      filePath1: codes[0],
      filePath2: codes[1],
      filePath3: codes[2],
      serviceAccount1Name: accounts[0],
      serviceAccount2Name: accounts[1],
      serviceAccount3Name: accounts[2],
      copyright,
      policeRecordNumber: police,
    };
    const [row] = beforeRow
      ? await tx.update(contactUs).set(values).where(eq(contactUs.id, beforeRow.id)).returning()
      : await tx.insert(contactUs).values(values).returning();
    await audit(tx, caller, now, {
      kind: 'contact',
      recordId: row.id,
      action: before ? '修改联系我们' : '填写联系我们',
      before,
      after: contactOf(row),
    });
  });
  return {};
}

// ---------------------------------------------------------------- uploads

const UPLOAD_KIND_OF_FIELD = { image: 'image', attachment: 'attachment', video: 'video' } as const;

/**
 * Stores the one file of an `AdminContent/UploadFile` request (already checked by content and re-encoded when an
 * image, `src/uploads`) under `upload/content/<editor>/<random>.<ext>` and lists it in `content_uploads`, so a save
 * may point at it.
 */
export async function uploadFile(
  { db, clock, storage }: AdminContentDeps,
  caller: Caller,
  files: UploadedFiles,
): Promise<{ file_path: string; kind: ContentUploadKind; file_name: string; width: number | null; height: number | null }> {
  const sent = (Object.keys(UPLOAD_KIND_OF_FIELD) as (keyof typeof UPLOAD_KIND_OF_FIELD)[]).flatMap((field) =>
    (files[field] ?? []).map((file) => ({ field, file })),
  );
  if (sent.length === 0) throw new BusinessError(M.uploadKindRequired);
  if (sent.length > 1) throw new BusinessError(M.oneFile);
  const [{ field, file }] = sent;
  const kind = UPLOAD_KIND_OF_FIELD[field];
  const filePath = await storeUpload(storage, { folder: 'content', userId: caller.userId }, file);
  const fileName = (file.name || `${CONTENT_KIND_LABELS.notice}附件.${file.kind}`).slice(0, 100);
  const width = 'width' in file ? file.width : null;
  const height = 'height' in file ? file.height : null;
  await db.insert(contentUploads).values({ filePath, kind, fileName, width, height, uploadedBy: caller.userId, uploadedAt: clock.now() });
  return { file_path: filePath, kind, file_name: fileName, width, height };
}
