import type { TestClassListInput } from '@badminton/contracts';

/**
 * The /test filters live in the URL query (route meta keepAlive): coming back from another page restores the
 * region, the test time range, the keyword and the page.
 */
export interface TestListQuery {
  page: number;
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  /** `YYYY-MM-DD 00:00:00` (req: constants.md#layout-and-formatting). */
  startTime?: string;
  /** `YYYY-MM-DD 23:59:59`. */
  endTime?: string;
  keyword: string;
}

export const EMPTY_TEST_LIST_QUERY: TestListQuery = { page: 1, keyword: '' };

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

export function readTestListQuery(params: URLSearchParams): TestListQuery {
  const provinceId = positiveInt(params.get('provinceId'));
  // A city without its province (or a district without its city) is a hand-edited URL: drop the orphan.
  const cityId = provinceId === undefined ? undefined : positiveInt(params.get('cityId'));
  const districtId = cityId === undefined ? undefined : positiveInt(params.get('districtId'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    ...(provinceId !== undefined ? { provinceId } : {}),
    ...(cityId !== undefined ? { cityId } : {}),
    ...(districtId !== undefined ? { districtId } : {}),
    ...(params.get('startTime') ? { startTime: params.get('startTime')! } : {}),
    ...(params.get('endTime') ? { endTime: params.get('endTime')! } : {}),
    keyword: params.get('keyword') ?? '',
  };
}

export function writeTestListQuery(query: TestListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.provinceId !== undefined) params.set('provinceId', String(query.provinceId));
  if (query.cityId !== undefined) params.set('cityId', String(query.cityId));
  if (query.districtId !== undefined) params.set('districtId', String(query.districtId));
  if (query.startTime) params.set('startTime', query.startTime);
  if (query.endTime) params.set('endTime', query.endTime);
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The `TestClass/GetExaminerClassList` payload: empty filters are left out. */
export function toTestListPayload(query: TestListQuery, limit: number): TestClassListInput {
  const keyword = query.keyword.trim();
  return {
    limit,
    page: query.page,
    ...(query.provinceId !== undefined ? { provinceId: query.provinceId } : {}),
    ...(query.cityId !== undefined ? { cityId: query.cityId } : {}),
    ...(query.districtId !== undefined ? { districtId: query.districtId } : {}),
    ...(query.startTime ? { startTime: query.startTime } : {}),
    ...(query.endTime ? { endTime: query.endTime } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
