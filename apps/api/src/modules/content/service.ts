import type {
  ArticleListInput,
  Banner,
  ContactUs,
  MediaItem,
  NewsDetail,
  NewsListItem,
  NoticeDetail,
  NoticeListItem,
  NotificItem,
  Partner,
  PhotoNewsItem,
  QuestionItem,
} from '@badminton/contracts';
import type { Database } from '../../db/client';
import type { ArticleKind } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDateTime } from '../../lib/wire-time';
import * as repository from './repository';
import type { ArticleFilter, ArticleListRow, ArticleRow } from './repository';
import { sanitizeRichText } from './rich-text';

const ONE_SECOND_MS = 1000;

export const NOT_FOUND_MESSAGES = {
  news: '该新闻不存在或已下线',
  notice: '该公告不存在或已下线',
} as const;

/** An article to store; dates are wire date-times. The body is sanitized on the way in. */
export interface NewArticle {
  kind: ArticleKind;
  news_subject: string;
  summary: string | null;
  news_content: string;
  publish_date: string;
  createdate: string;
  thumbnail: string | null;
  attachmentname: string | null;
  attachmentpath: string | null;
}

function toListItem(row: ArticleListRow): NewsListItem {
  return {
    id: row.id,
    news_subject: row.newsSubject,
    summary: row.summary,
    thumbnail: row.thumbnail,
    publish_date: toWireDateTime(row.publishDate),
    createdate: toWireDateTime(row.createdate),
  };
}

function toDetail(row: ArticleRow): NewsDetail {
  return {
    id: row.id,
    news_subject: row.newsSubject,
    news_content: row.newsContent,
    publish_date: toWireDateTime(row.publishDate),
    createdate: toWireDateTime(row.createdate),
    thumbnail: row.thumbnail,
  };
}

function attachmentOf(row: ArticleListRow) {
  return { attachmentname: row.attachmentName, attachmentpath: row.attachmentPath };
}

/** The list filter of a search payload; the end of the date range is inclusive to the second. */
function filterOf(kind: ArticleKind, input: ArticleListInput): ArticleFilter {
  return {
    kind,
    keyword: input.keyword,
    publishedFrom: input.startTime ? fromWireDateTime(input.startTime) : undefined,
    publishedBefore: input.endTime ? new Date(fromWireDateTime(input.endTime).getTime() + ONE_SECOND_MS) : undefined,
  };
}

export async function listNews(db: Database, input: ArticleListInput): Promise<{ items: NewsListItem[]; totalCount: number }> {
  const { rows, total } = await repository.findArticles(db, filterOf('news', input), toPage(input));
  return { items: rows.map(toListItem), totalCount: total };
}

export async function listNotices(db: Database, input: ArticleListInput): Promise<{ items: NoticeListItem[]; totalCount: number }> {
  const { rows, total } = await repository.findArticles(db, filterOf('notice', input), toPage(input));
  return { items: rows.map((row) => ({ ...toListItem(row), ...attachmentOf(row) })), totalCount: total };
}

async function requireArticle(db: Database, kind: 'news' | 'notice', id: number): Promise<ArticleRow> {
  const row = await repository.findArticle(db, kind, id);
  if (!row) throw new BusinessError(NOT_FOUND_MESSAGES[kind]);
  return row;
}

export async function getNewsDetail(db: Database, id: number): Promise<{ items: NewsDetail[] }> {
  return { items: [toDetail(await requireArticle(db, 'news', id))] };
}

export async function getNoticeDetail(db: Database, id: number): Promise<{ items: NoticeDetail[] }> {
  const row = await requireArticle(db, 'notice', id);
  return { items: [{ ...toDetail(row), ...attachmentOf(row) }] };
}

export async function listPhotoNews(db: Database, limit: number): Promise<{ items: PhotoNewsItem[] }> {
  const rows = await repository.findNewsWithThumbnail(db, limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      news_subject: row.newsSubject,
      thumbnail: row.thumbnail ?? '',
      publish_date: toWireDateTime(row.publishDate),
    })),
  };
}

export async function listLatestNotices(db: Database, limit: number): Promise<{ items: NotificItem[] }> {
  const { rows } = await repository.findArticles(db, { kind: 'notice' }, { limit, offset: 0 });
  return {
    items: rows.map((row) => ({ id: row.id, news_subject: row.newsSubject, publish_date: toWireDateTime(row.publishDate) })),
  };
}

export async function listQuestions(
  db: Database,
  paging: { limit: number; page: number },
): Promise<{ items: QuestionItem[]; totalCount: number }> {
  const { rows, total } = await repository.findArticlesWithBodies(db, { kind: 'faq' }, toPage(paging));
  return {
    items: rows.map((row) => ({
      id: row.id,
      news_subject: row.newsSubject,
      news_content: row.newsContent,
      thumbnail: row.thumbnail,
    })),
    totalCount: total,
  };
}

export async function listMedia(
  db: Database,
  paging: { limit: number; page: number },
): Promise<{ items: MediaItem[]; totalCount: number }> {
  const { rows, total } = await repository.findMedia(db, toPage(paging));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      media_type: row.mediaType as MediaItem['media_type'],
      file_path: row.filePath,
      video_path: row.videoPath,
    })),
    totalCount: total,
  };
}

export async function listBanners(db: Database): Promise<{ items: Banner[] }> {
  const rows = await repository.findBanners(db);
  return { items: rows.map((row) => ({ id: row.id, title: row.title, file_path: row.filePath, link_url: row.linkUrl })) };
}

export async function listPartners(db: Database): Promise<{ items: Partner[] }> {
  const rows = await repository.findPartners(db);
  return { items: rows.map((row) => ({ id: row.id, name: row.name, file_path: row.filePath, link_url: row.linkUrl })) };
}

export async function listContactUs(db: Database): Promise<{ items: ContactUs[] }> {
  const rows = await repository.findContactUs(db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      file_path1: row.filePath1,
      file_path2: row.filePath2,
      file_path3: row.filePath3,
      service_account1_name: row.serviceAccount1Name,
      service_account2_name: row.serviceAccount2Name,
      service_account3_name: row.serviceAccount3Name,
      copyright: row.copyright,
      police_record_number: row.policeRecordNumber,
    })),
  };
}

/** Stores articles in the given order (so their ids follow it), sanitizing every body. */
export async function createArticles(db: Database, list: readonly NewArticle[]): Promise<void> {
  await repository.insertArticles(
    db,
    list.map((article) => ({
      kind: article.kind,
      newsSubject: article.news_subject,
      summary: article.summary,
      newsContent: sanitizeRichText(article.news_content),
      publishDate: fromWireDateTime(article.publish_date),
      createdate: fromWireDateTime(article.createdate),
      thumbnail: article.thumbnail,
      attachmentName: article.attachmentname,
      attachmentPath: article.attachmentpath,
    })),
  );
}

export interface NewBanner {
  title: string;
  file_path: string;
  link_url: string;
  sort: number;
}

export interface NewPartner {
  name: string;
  file_path: string;
  link_url: string;
  sort: number;
}

export type NewContactUs = Omit<ContactUs, 'id'>;

export interface NewMedia {
  title: string;
  media_type: 1 | 2;
  file_path: string;
  video_path: string | null;
  createdate: string;
  sort: number;
}

export function createBanners(db: Database, list: readonly NewBanner[]): Promise<void> {
  return repository.insertBanners(
    db,
    list.map((banner) => ({ title: banner.title, filePath: banner.file_path, linkUrl: banner.link_url, sort: banner.sort })),
  );
}

export function createPartners(db: Database, list: readonly NewPartner[]): Promise<void> {
  return repository.insertPartners(
    db,
    list.map((partner) => ({ name: partner.name, filePath: partner.file_path, linkUrl: partner.link_url, sort: partner.sort })),
  );
}

export function createContactUs(db: Database, contact: NewContactUs): Promise<void> {
  return repository.insertContactUs(db, {
    name: contact.name,
    filePath1: contact.file_path1,
    filePath2: contact.file_path2,
    filePath3: contact.file_path3,
    serviceAccount1Name: contact.service_account1_name,
    serviceAccount2Name: contact.service_account2_name,
    serviceAccount3Name: contact.service_account3_name,
    copyright: contact.copyright,
    policeRecordNumber: contact.police_record_number,
  });
}

export function createMedia(db: Database, list: readonly NewMedia[]): Promise<void> {
  return repository.insertMedia(
    db,
    list.map((item) => ({
      title: item.title,
      mediaType: item.media_type,
      filePath: item.file_path,
      videoPath: item.video_path,
      createdate: fromWireDateTime(item.createdate),
      sort: item.sort,
    })),
  );
}

export const hasAnyContent = repository.hasAnyContent;
