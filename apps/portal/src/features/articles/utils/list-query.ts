/**
 * The list filters live in the URL query (route meta keepAlive): coming back from a detail page
 * restores the page number, keyword and date range.
 */
export interface ArticleListQuery {
  page: number;
  keyword: string;
  startTime?: string;
  endTime?: string;
}

export function readListQuery(params: URLSearchParams): ArticleListQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    keyword: params.get('keyword') ?? '',
    startTime: params.get('startTime') || undefined,
    endTime: params.get('endTime') || undefined,
  };
}

export function writeListQuery(query: ArticleListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.startTime) params.set('startTime', query.startTime);
  if (query.endTime) params.set('endTime', query.endTime);
  return params;
}

/** The call payload: empty filters are left out. */
export function toListPayload(query: ArticleListQuery, limit: number) {
  return {
    limit,
    page: query.page,
    ...(query.keyword.trim() ? { keyword: query.keyword.trim() } : {}),
    ...(query.startTime ? { startTime: query.startTime } : {}),
    ...(query.endTime ? { endTime: query.endTime } : {}),
  };
}
