import { ARTICLE_PAGE_SIZE } from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/contracts/files';
import { sanitizeFrameRichText } from '../../modules/content/rich-text';
import * as content from '../../modules/content/service';
import { dateRange, kitButton, kitInput, pageSection, portalContainer, recordId, searchBar, searchField } from './kit';
import { escapeHtml, type FrameContext, type FrameWriter } from './markup';

/**
 * The news and notice screens (apps/portal/src/features/articles/): the list of /news and /notice, the detail of
 * /news/newsDetails and /notice/noticeDetails. The pathname tells the kind apart, as the portal's ARTICLE_KINDS does.
 */
const KINDS = {
  '/news': { kind: 'news', title: '新闻资讯' },
  '/notice': { kind: 'notice', title: '通知公告' },
  '/news/newsDetails': { kind: 'news', title: '新闻资讯' },
  '/notice/noticeDetails': { kind: 'notice', title: '通知公告' },
} as const;

function kindOf(pathname: string) {
  return Object.hasOwn(KINDS, pathname) ? KINDS[pathname as keyof typeof KINDS] : null;
}

/** The list filters the screen reads from the URL (utils/list-query.ts); with any of them the frame is not drawn. */
const LIST_FILTERS = ['page', 'keyword', 'startTime', 'endTime'];

/** A wire date-time (`YYYY-MM-DD HH:mm:ss`) cut to its date, as the screen's formatDate shows it. */
function dateOf(wire: string | null | undefined): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(wire ?? '')?.[0] ?? '';
}

/** The list's SearchBar: 发布时间 (DateRange) and 标题, with 搜索 and 清空 (article-list-page.tsx). */
const SEARCH_BAR = searchBar(
  searchField('发布时间', dateRange(), 'bm-search-field--wide article-list__dates') + searchField('标题', kitInput('请输入标题关键字')),
  'article-list__search',
);

/** The `articles` screen frame: the list's title bar, search bar and first page of rows (ArticleList). */
export const articlesFrame: FrameWriter = async ({ deps, pathname, search }: FrameContext) => {
  const kind = kindOf(pathname);
  if (!kind || LIST_FILTERS.some((name) => search.has(name))) return null;
  const list = kind.kind === 'news' ? content.listNews : content.listNotices;
  const { items } = await list(deps.db, { limit: ARTICLE_PAGE_SIZE, page: 1 });
  if (items.length === 0) return null;
  const rows = items
    .map((item) => {
      const date = dateOf(item.publish_date);
      const time = date ? `<time class="bm-article-list__date" datetime="${date}T00:00:00">${date}</time>` : '';
      return (
        '<li class="bm-article-list__row"><button type="button" class="bm-article-list__item" tabindex="-1">' +
        `<span class="bm-article-list__title">${escapeHtml(item.news_subject)}</span>${time}</button></li>`
      );
    })
    .join('');
  return portalContainer(pageSection(kind.title, `${SEARCH_BAR}<ul class="bm-article-list article-list__rows">${rows}</ul>`));
};

/**
 * The `article` screen frame: DetailSection's title bar with 返回, the article's title and time, and the beginning of
 * its body (the stored, sanitized HTML through the same sanitizer, without headings or focusable links).
 */
export const articleFrame: FrameWriter = async ({ deps, pathname, search }: FrameContext) => {
  const kind = kindOf(pathname);
  const id = recordId(search);
  if (!kind || id === null) return null;
  const detail = kind.kind === 'news' ? content.getNewsDetail : content.getNoticeDetail;
  // No such article: the screen shows the service's refusal; the page loads without a frame.
  const article = await detail(deps.db, id).then(
    (answer) => answer.items[0],
    () => undefined,
  );
  if (!article) return null;
  const body = sanitizeFrameRichText(article.news_content, (url) => resolveFileUrl(url, deps.fileHost));
  const created = article.createdate;
  // After a whole body: the notice's attachment and the second 返回, as the screen shows them.
  const name = 'attachmentname' in article ? (article.attachmentname as string | null) : null;
  const path = 'attachmentpath' in article ? (article.attachmentpath as string | null) : null;
  const attachment =
    body.whole && name && path
      ? `<p class="portal-article__attachment">附件：<a href="${escapeHtml(resolveFileUrl(path, deps.fileHost))}" ` +
        `download="${escapeHtml(name)}" target="_blank" rel="noopener noreferrer" tabindex="-1">${escapeHtml(name)}</a></p>`
      : '';
  const actions = body.whole ? `<div class="bm-detail-section__actions">${kitButton('返回', 'primary')}</div>` : '';
  return portalContainer(
    pageSection(
      kind.title,
    '<div class="portal-article">' +
      `<div class="portal-article__title">${escapeHtml(article.news_subject)}</div>` +
      `<p class="portal-article__meta">发布时间：<time datetime="${escapeHtml(created)}">${escapeHtml(created)}</time></p>` +
      `<div class="bm-rich-text portal-article__body">${body.html}</div>${attachment}</div>${actions}`,
      { extra: kitButton('返回') },
    ),
  );
};
