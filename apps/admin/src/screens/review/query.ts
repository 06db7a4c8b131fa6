/**
 * The review queues' filters live in the URL query (decision 0067): a reviewer coming back from a record's detail finds
 * the list as they left it. One shape for both queues; the class queue adds the test date range.
 */
export interface ReviewQuery {
  page: number;
  /** A status code as the list call takes it ('' for all). */
  status: string;
  provinceId?: number;
  cityId?: number;
  keyword: string;
  /** `YYYY-MM-DD 00:00:00` / `YYYY-MM-DD 23:59:59` (the class queue's test date range). */
  testStart?: string;
  testEnd?: string;
  /** A grade filter, 1–3 (the training class queue, decision 0074). */
  grade?: number;
}

export const EMPTY_REVIEW_QUERY: ReviewQuery = { page: 1, status: '', keyword: '' };

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

const WIRE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function readReviewQuery(params: URLSearchParams, statuses: readonly string[]): ReviewQuery {
  const provinceId = positiveInt(params.get('provinceId'));
  const cityId = provinceId === undefined ? undefined : positiveInt(params.get('cityId'));
  const status = params.get('status') ?? '';
  const testStart = params.get('testStart') ?? '';
  const testEnd = params.get('testEnd') ?? '';
  const grade = positiveInt(params.get('grade'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    status: statuses.includes(status) ? status : '',
    ...(provinceId !== undefined ? { provinceId } : {}),
    ...(cityId !== undefined ? { cityId } : {}),
    keyword: (params.get('keyword') ?? '').slice(0, 50),
    ...(WIRE.test(testStart) ? { testStart } : {}),
    ...(WIRE.test(testEnd) ? { testEnd } : {}),
    ...(grade !== undefined && grade <= 3 ? { grade } : {}),
  };
}

export function writeReviewQuery(query: ReviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.provinceId !== undefined) params.set('provinceId', String(query.provinceId));
  if (query.cityId !== undefined) params.set('cityId', String(query.cityId));
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.testStart) params.set('testStart', query.testStart);
  if (query.testEnd) params.set('testEnd', query.testEnd);
  if (query.grade !== undefined) params.set('grade', String(query.grade));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The list payload's common part: empty filters left out. */
export function listPayload(query: ReviewQuery, limit: number) {
  return {
    page: query.page,
    limit,
    ...(query.provinceId !== undefined ? { ProvinceId: query.provinceId } : {}),
    ...(query.cityId !== undefined ? { CityId: query.cityId } : {}),
    ...(query.keyword.trim() ? { keyword: query.keyword.trim() } : {}),
  };
}

/** `YYYY-MM-DD` of a wire date-time. */
export function day(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** Characters as the service counts them (a character outside the BMP is one). */
export function textLength(text: string): number {
  return Array.from(text.trim()).length;
}
