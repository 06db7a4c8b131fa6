import { useState } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import {
  ArticleList,
  DateRange,
  Input,
  PageSection,
  PagedResult,
  SearchBar,
  SearchField,
  formatDate,
} from '@badminton/ui';
import { ARTICLE_PAGE_SIZE } from '@badminton/contracts';
import { ARTICLE_KINDS, type ArticleKind } from '../api/article-calls';
import { readListQuery, toListPayload, writeListQuery } from '../utils/list-query';
import '../articles.css';

/**
 * News or notice list (req: public-portal.md#news-and-notice-lists): date range, keyword, 20 per page, pager only above
 * 20.
 */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const config = ARTICLE_KINDS[kind];
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const [draft, setDraft] = useState({ keyword: query.keyword, startTime: query.startTime, endTime: query.endTime });
  const list = useCall(config.list, toListPayload(query, ARTICLE_PAGE_SIZE));

  const search = () => setParams(writeListQuery({ ...draft, page: 1 }));
  const reset = () => {
    setDraft({ keyword: '', startTime: undefined, endTime: undefined });
    setParams(new URLSearchParams());
  };

  return (
    <div className="portal-container">
      <PageSection title={config.title}>
        <SearchBar onSearch={search} onReset={reset} className="article-list__search">
          <SearchField label="发布时间" wide className="article-list__dates">
            <DateRange
              value={{ startTime: draft.startTime, endTime: draft.endTime }}
              onChange={(range) => setDraft((d) => ({ ...d, startTime: range.startTime, endTime: range.endTime }))}
            />
          </SearchField>
          <SearchField label="标题">
            <Input
              value={draft.keyword}
              placeholder="请输入标题关键字"
              aria-label="标题关键字"
              onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))}
            />
          </SearchField>
        </SearchBar>
        <PagedResult
          state={list}
          page={query.page}
          pageSize={ARTICLE_PAGE_SIZE}
          onPageChange={(page) => setParams(writeListQuery({ ...query, page }))}
        >
          {(items) => (
            <ArticleList
              className="article-list__rows"
              items={items.map((item) => ({ id: item.id, title: item.news_subject, date: formatDate(item.publish_date) }))}
              onOpen={(id) => navigate(`${config.detailPath}?id=${id}`)}
            />
          )}
        </PagedResult>
      </PageSection>
    </div>
  );
}
