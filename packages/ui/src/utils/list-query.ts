/**
 * List pages keep their page number and keyword in the URL query (route meta keepAlive): coming back from a
 * detail page restores them.
 */
export interface KeywordListQuery {
  page: number;
  keyword: string;
}

export function readKeywordQuery(params: URLSearchParams): KeywordListQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { page: Number.isFinite(page) && page > 0 ? page : 1, keyword: (params.get('keyword') ?? '').trim() };
}

export function writeKeywordQuery(query: KeywordListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  return params;
}

/** The call payload; an empty keyword is left out. */
export function toKeywordPayload(query: KeywordListQuery, limit: number) {
  return { limit, page: query.page, ...(query.keyword ? { keyword: query.keyword } : {}) };
}

/**
 * A keyword list page over its URL query (react-router's `useSearchParams()` fits): the query it shows,
 * `search(keyword)` from page 1, and `goToPage(page)` with the same keyword.
 */
export interface KeywordList {
  query: KeywordListQuery;
  search: (keyword: string) => void;
  goToPage: (page: number) => void;
}

export function keywordListQuery([params, setParams]: readonly [URLSearchParams, (next: URLSearchParams) => void]): KeywordList {
  const query = readKeywordQuery(params);
  return {
    query,
    search: (keyword: string) => setParams(writeKeywordQuery({ page: 1, keyword })),
    goToPage: (page: number) => setParams(writeKeywordQuery({ ...query, page })),
  };
}

/** A detail page's `?id=`: a positive whole number, else `null` (the page then shows its empty state). */
export function readRecordId(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
