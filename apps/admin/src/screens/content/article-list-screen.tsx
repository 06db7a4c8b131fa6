import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_ARTICLE_PAGE_SIZE,
  ADMIN_CONTENT_MESSAGES as M,
  type AdminArticleItem,
  CONTENT_KIND_LABELS,
  type ContentArticleKind,
} from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { Button, confirm, DateRange, type DateRangeValue, Input, PagedResult, PageSection, toast } from '@badminton/ui';
import { deleteAdminArticle, getAdminArticleList, moveAdminArticle, setAdminArticlePublished } from './calls';
import { ContentNav, PublishedTag } from './shared';

/** Where each kind's list and edit screens are. */
export const ARTICLE_PATHS = {
  news: { list: '/personal/content/news', edit: '/personal/content/newsEdit', title: '新闻管理' },
  notice: { list: '/personal/content/notices', edit: '/personal/content/noticeEdit', title: '公告管理' },
  faq: { list: '/personal/content/faq', edit: '/personal/content/faqEdit', title: '常见问题' },
} as const;

type Published = '' | '1' | '0';

interface ListQuery {
  page: number;
  keyword: string;
  published: Published;
  startTime: string;
  endTime: string;
}

function readQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const published = params.get('published');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    keyword: (params.get('keyword') ?? '').trim(),
    published: published === '1' || published === '0' ? published : '',
    startTime: params.get('startTime') ?? '',
    endTime: params.get('endTime') ?? '',
  };
}

function writeQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.published) params.set('published', query.published);
  if (query.startTime) params.set('startTime', query.startTime);
  if (query.endTime) params.set('endTime', query.endTime);
  return params;
}

function Filters({ query, onSearch }: { query: ListQuery; onSearch(query: ListQuery): void }) {
  const id = useId();
  const [keyword, setKeyword] = useState(query.keyword);
  const [published, setPublished] = useState<Published>(query.published);
  const [range, setRange] = useState<DateRangeValue>({ startTime: query.startTime || undefined, endTime: query.endTime || undefined });
  useEffect(() => {
    setKeyword(query.keyword);
    setPublished(query.published);
    setRange({ startTime: query.startTime || undefined, endTime: query.endTime || undefined });
  }, [query.keyword, query.published, query.startTime, query.endTime]);
  const submit = () => onSearch({ page: 1, keyword: keyword.trim(), published, startTime: range.startTime ?? '', endTime: range.endTime ?? '' });
  return (
    <form
      className="content-filters"
      role="search"
      aria-label="筛选"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="content-filters__field">
        <label htmlFor={`${id}-keyword`}>标题</label>
        <Input id={`${id}-keyword`} value={keyword} placeholder="按标题搜索" onChange={(value) => setKeyword(String(value))} />
      </div>
      <div className="content-filters__field">
        <label htmlFor={`${id}-published`}>状态</label>
        <select id={`${id}-published`} className="content-select" value={published} onChange={(event) => setPublished(event.target.value as Published)}>
          <option value="">全部</option>
          <option value="1">已发布</option>
          <option value="0">未发布</option>
        </select>
      </div>
      <div className="content-filters__field content-filters__field--range">
        <span className="content-filters__label">发布日期</span>
        <DateRange value={range} onChange={setRange} />
      </div>
      <div className="content-filters__actions">
        <Button type="primary" nativeType="submit">
          查询
        </Button>
        <Button onClick={() => onSearch({ page: 1, keyword: '', published: '', startTime: '', endTime: '' })}>重置</Button>
      </div>
    </form>
  );
}

function ArticleTable({
  kind,
  items,
  busy,
  onPublish,
  onDelete,
  onMove,
  canMove,
  atStart,
  atEnd,
}: {
  kind: ContentArticleKind;
  items: readonly AdminArticleItem[];
  busy: number | null;
  onPublish(item: AdminArticleItem): void;
  onDelete(item: AdminArticleItem): void;
  onMove(item: AdminArticleItem, direction: 'up' | 'down'): void;
  canMove: boolean;
  /** This page starts the whole list / ends it (the first entry cannot go up, the last down). */
  atStart: boolean;
  atEnd: boolean;
}) {
  const label = CONTENT_KIND_LABELS[kind];
  const subject = kind === 'faq' ? '问题' : '标题';
  return (
    <table className="content-table">
      <caption className="bm-visually-hidden">{`${label}列表`}</caption>
      <thead>
        <tr>
          <th scope="col">{subject}</th>
          {kind === 'notice' ? <th scope="col">附件</th> : null}
          <th scope="col">发布时间</th>
          <th scope="col">状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id}>
            <td data-label={subject}>
              <div>
                <span className="content-table__title">{item.news_subject}</span>
                {item.summary ? <span className="content-table__note">{item.summary}</span> : null}
              </div>
            </td>
            {kind === 'notice' ? <td data-label="附件">{item.attachmentname ?? '—'}</td> : null}
            <td data-label="发布时间">{item.publish_date}</td>
            <td data-label="状态">
              <PublishedTag published={item.is_published} />
            </td>
            <td data-label="操作">
              <div className="content-table__actions">
                <Link className="el-button el-button--default el-button--small" to={`${ARTICLE_PATHS[kind].edit}?id=${item.id}`}>
                  编辑<span className="bm-visually-hidden"> {item.news_subject}</span>
                </Link>
                <Button size="small" type={item.is_published ? undefined : 'primary'} loading={busy === item.id} onClick={() => onPublish(item)}>
                  {item.is_published ? '下线' : '发布'}
                  <span className="bm-visually-hidden"> {item.news_subject}</span>
                </Button>
                {kind === 'faq' && canMove ? (
                  <>
                    <Button size="small" disabled={(atStart && index === 0) || busy !== null} onClick={() => onMove(item, 'up')}>
                      上移<span className="bm-visually-hidden"> {item.news_subject}</span>
                    </Button>
                    <Button size="small" disabled={(atEnd && index === items.length - 1) || busy !== null} onClick={() => onMove(item, 'down')}>
                      下移<span className="bm-visually-hidden"> {item.news_subject}</span>
                    </Button>
                  </>
                ) : null}
                <Button size="small" type="danger" plain disabled={busy !== null} onClick={() => onDelete(item)}>
                  删除<span className="bm-visually-hidden"> {item.news_subject}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The list of one kind of article (req: back-office.md#content-editing; decision 0070): drafts included, filtered by
 * title, status and publish date (kept in the address), with the counts; 编辑 opens the edit screen, 发布 / 下线 change
 * what the public pages show at once, 删除 asks first; FAQ entries move up and down (the public FAQ's order).
 */
function ArticleListScreen({ kind }: { kind: ContentArticleKind }) {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const label = CONTENT_KIND_LABELS[kind];
  const state = useCall(getAdminArticleList, {
    kind,
    page: query.page,
    limit: ADMIN_ARTICLE_PAGE_SIZE,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.published ? { published: query.published } : {}),
    ...(query.startTime ? { startTime: query.startTime } : {}),
    ...(query.endTime ? { endTime: query.endTime } : {}),
  });
  const [busy, setBusy] = useState<number | null>(null);
  const filtered = Boolean(query.keyword || query.published || query.startTime || query.endTime);

  async function act(item: AdminArticleItem, run: () => Promise<{ ok: boolean; errorMsg?: string; reported?: boolean }>, done: string) {
    setBusy(item.id);
    const outcome = await run();
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg ?? '');
    } else {
      toast.success(done);
    }
    state.reload();
  }

  async function publish(item: AdminArticleItem) {
    const next = !item.is_published;
    if (!next && !(await confirm(`下线后公开页面将不再显示“${item.news_subject}”，确定下线吗？`, `下线${label}`))) return;
    await act(item, () => settle(api().call(setAdminArticlePublished, { id: item.id, is_published: next })), next ? M.published : M.unpublished);
  }

  async function remove(item: AdminArticleItem) {
    if (!(await confirm(`确定删除“${item.news_subject}”吗？删除后不能恢复。`, `删除${label}`))) return;
    await act(item, () => settle(api().call(deleteAdminArticle, { id: item.id })), M.deleted);
  }

  async function move(item: AdminArticleItem, direction: 'up' | 'down') {
    await act(item, () => settle(api().call(moveAdminArticle, { id: item.id, direction })), M.moved);
  }

  const counts = state.result?.counts;
  return (
    <PageSection
      title={ARTICLE_PATHS[kind].title}
      extra={
        <Link className="el-button el-button--primary" to={ARTICLE_PATHS[kind].edit}>
          新建{label}
        </Link>
      }
    >
      <ContentNav />
      <Filters query={query} onSearch={(next) => setParams(writeQuery(next))} />
      <p className="content-counts" aria-live="polite">
        {counts ? `共 ${counts.all} 条：已发布 ${counts.published} 条，未发布 ${counts.unpublished} 条` : '\u00a0'}
      </p>
      {kind === 'faq' ? (
        <p className="content-note">{filtered ? '清除筛选后可以调整顺序。' : '公开的常见问题按这里的顺序显示，可用“上移”“下移”调整。'}</p>
      ) : null}
      <PagedResult state={state} page={query.page} pageSize={ADMIN_ARTICLE_PAGE_SIZE} onPageChange={(page) => setParams(writeQuery({ ...query, page }))}>
        {(items, totalCount) => (
          <ArticleTable
            atStart={query.page === 1}
            atEnd={query.page * ADMIN_ARTICLE_PAGE_SIZE >= totalCount}
            kind={kind}
            items={items}
            busy={busy}
            canMove={!filtered}
            onPublish={(item) => void publish(item)}
            onDelete={(item) => void remove(item)}
            onMove={(item, direction) => void move(item, direction)}
          />
        )}
      </PagedResult>
    </PageSection>
  );
}

export function NewsListScreen() {
  return <ArticleListScreen kind="news" />;
}

export function NoticeListScreen() {
  return <ArticleListScreen kind="notice" />;
}

export function FaqListScreen() {
  return <ArticleListScreen kind="faq" />;
}
