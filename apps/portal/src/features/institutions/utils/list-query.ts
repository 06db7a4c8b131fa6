import type { InstitutionListItem } from '@badminton/contracts';

/**
 * The institution list keeps its page and keyword in the URL query (route meta keepAlive): coming back from
 * a detail page restores them.
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
 * The full address: province, city, district and the detail address. The detail address often starts with
 * the district already ("天河区体育西路 191 号"), which is then not repeated.
 */
export function institutionAddress(item: Pick<InstitutionListItem, 'provinceName' | 'cityName' | 'districtName' | 'detailAddress'>): string {
  const detail = item.detailAddress.trim();
  const district = item.districtName && !detail.startsWith(item.districtName) ? item.districtName : '';
  const city = item.cityName && item.cityName !== item.provinceName ? item.cityName : '';
  return `${item.provinceName}${city}${district}${detail}`;
}
