import type { AthleteListInput } from '@badminton/contracts';

/**
 * Grade dictionary of the athlete filter, and the evaluator certificate grades it hides
 * (req: public-portal.md#athlete-list).
 */
export const ATHLETE_GRADE_CLASS = 'certificate_grade';
export const HIDDEN_ATHLETE_GRADES = ['31', '32', '33'];

/**
 * The athlete-list filters live in the URL query (route meta keepAlive): coming back from a detail page
 * restores region, grade, keyword and page.
 */
export interface AthleteListQuery {
  page: number;
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  /** certificate_grade value as a string; '' for all grades. */
  grade: string;
  keyword: string;
}

function positiveInt(raw: string | null): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function readAthleteListQuery(params: URLSearchParams): AthleteListQuery {
  const provinceId = positiveInt(params.get('provinceId'));
  const cityId = provinceId === undefined ? undefined : positiveInt(params.get('cityId'));
  const districtId = cityId === undefined ? undefined : positiveInt(params.get('districtId'));
  const grade = params.get('grade') ?? '';
  return {
    page: positiveInt(params.get('page')) ?? 1,
    provinceId,
    cityId,
    districtId,
    grade: /^\d+$/.test(grade) && !HIDDEN_ATHLETE_GRADES.includes(grade) ? grade : '',
    keyword: (params.get('keyword') ?? '').trim(),
  };
}

export function writeAthleteListQuery(query: AthleteListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.provinceId) params.set('provinceId', String(query.provinceId));
  if (query.provinceId && query.cityId) params.set('cityId', String(query.cityId));
  if (query.provinceId && query.cityId && query.districtId) params.set('districtId', String(query.districtId));
  if (query.grade) params.set('grade', query.grade);
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** CommonApi/GetAthleteList payload: empty filters are left out; the grade goes as `evaluator_rank` (spec name). */
export function toAthleteListPayload(query: AthleteListQuery, limit: number): AthleteListInput {
  return {
    limit,
    page: query.page,
    ...(query.provinceId ? { provinceId: query.provinceId } : {}),
    ...(query.cityId ? { cityId: query.cityId } : {}),
    ...(query.districtId ? { districtId: query.districtId } : {}),
    ...(query.grade ? { evaluator_rank: Number(query.grade) } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  };
}
