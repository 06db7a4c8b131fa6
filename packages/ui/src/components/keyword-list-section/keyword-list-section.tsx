import type { ReactNode } from 'react';
import type { KeywordList } from '../../utils/list-query';
import { PageSection } from '../page-section/page-section';
import { PagedResult, type PagedCallState } from '../paged-result/paged-result';
import { KeywordSearchBar } from '../search-bar/keyword-search-bar';

export interface KeywordListSectionProps<T> {
  title: ReactNode;
  /** The keyword field: its visible label, placeholder and the input's accessible name. */
  search: { label: string; placeholder: string; inputLabel: string };
  /** The page's query in the URL (`keywordListQuery(useSearchParams())`). */
  list: KeywordList;
  /** The list call for `list.query`. */
  state: PagedCallState<T>;
  pageSize: number;
  /** Keep the last list on screen when a newer request fails (default: the error replaces it). */
  keepListOnError?: boolean;
  /** The total the pager appears above (default `pageSize`). */
  pagerAbove?: number;
  /** The rows of the current page. */
  children: (items: readonly T[], totalCount: number) => ReactNode;
}

/** A list page searched by keyword only: the titled card, the keyword search, then `PagedResult`. */
export function KeywordListSection<T>({
  title,
  search,
  list,
  state,
  pageSize,
  keepListOnError = false,
  pagerAbove,
  children,
}: KeywordListSectionProps<T>) {
  return (
    <PageSection title={title}>
      <KeywordSearchBar keyword={list.query.keyword} onSearch={list.search} {...search} />
      <PagedResult
        state={state}
        page={list.query.page}
        pageSize={pageSize}
        onPageChange={list.goToPage}
        keepListOnError={keepListOnError}
        pagerAbove={pagerAbove}
      >
        {children}
      </PagedResult>
    </PageSection>
  );
}
