import { ADMIN_GRADE_MESSAGES as M, ADMIN_REASON_MAX, SUBJECT_SCORE_MAX } from '@badminton/contracts';

/**
 * The pure rules of the back office's grade and appeal screens (decision 0068): the queues' filters in the address,
 * the detail paths, the reason's counter and the score parsing. The service checks everything again.
 */

export const GRADE_SUBMISSIONS_PATH = '/personal/review/gradeSubmissions';
export const GRADE_SUBMISSION_PATH = '/personal/review/gradeSubmission';
export const SECOND_APPEALS_PATH = '/personal/review/secondAppeals';

export function gradeSubmissionPath(id: number): string {
  return `${GRADE_SUBMISSION_PATH}?id=${id}`;
}
export function secondAppealPath(id: number): string {
  return `${SECOND_APPEALS_PATH}?id=${id}`;
}

/** The grade-submission queue's filters, as the address keeps them. */
export interface GradeQueueQuery {
  page: number;
  status?: number;
  provinceId?: number;
  cityId?: number;
  institution: string;
  keyword: string;
  from: string;
  to: string;
}

export const EMPTY_GRADE_QUERY: GradeQueueQuery = { page: 1, institution: '', keyword: '', from: '', to: '' };

function positive(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
function day(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

export function readGradeQuery(params: URLSearchParams): GradeQueueQuery {
  const status = positive(params.get('status'));
  return {
    page: positive(params.get('page')) ?? 1,
    status: status !== undefined && status <= 4 ? status : undefined,
    provinceId: positive(params.get('province')),
    cityId: positive(params.get('city')),
    institution: (params.get('institution') ?? '').slice(0, 50),
    keyword: (params.get('keyword') ?? '').slice(0, 50),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function writeGradeQuery(query: GradeQueueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.status) params.set('status', String(query.status));
  if (query.provinceId) params.set('province', String(query.provinceId));
  if (query.cityId) params.set('city', String(query.cityId));
  if (query.institution.trim()) params.set('institution', query.institution.trim());
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

export function gradeQueryPayload(query: GradeQueueQuery, limit: number) {
  return {
    page: query.page,
    limit,
    status: query.status,
    province_id: query.provinceId,
    city_id: query.cityId,
    institution: query.institution.trim() || undefined,
    keyword: query.keyword.trim() || undefined,
    test_date_from: query.from || undefined,
    test_date_to: query.to || undefined,
  };
}

/** The second-appeal queue's filters. */
export interface AppealQueueQuery {
  page: number;
  status?: number;
  keyword: string;
}

export function readAppealQuery(params: URLSearchParams): AppealQueueQuery {
  const status = positive(params.get('status'));
  return {
    page: positive(params.get('page')) ?? 1,
    status: status !== undefined && status >= 4 && status <= 7 ? status : undefined,
    keyword: (params.get('keyword') ?? '').slice(0, 50),
  };
}

export function writeAppealQuery(query: AppealQueueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.status) params.set('status', String(query.status));
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  return params;
}

/** A reason's (or reply's) length in characters (code points, as the service counts). */
export function reasonLength(text: string): number {
  return [...text.trim()].length;
}

export function reasonCounter(text: string): string {
  return `${reasonLength(text)}/${ADMIN_REASON_MAX}`;
}

/** The reason's rule before sending: required, at most 100 characters. */
export function checkReason(text: string, messages: { required: string; tooLong: string } = { required: M.reasonRequired, tooLong: M.reasonTooLong }): string | null {
  if (reasonLength(text) === 0) return messages.required;
  if (reasonLength(text) > ADMIN_REASON_MAX) return messages.tooLong;
  return null;
}

/** A typed score: 0–100, at most one decimal; the number, or null when it is not one. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= SUBJECT_SCORE_MAX ? value : null;
}

/** The pass rule as the screens show it: every subject at least 60 (the service judges; this only previews). */
export function previewJudgment(scores: ReadonlyArray<number | null>): 0 | 1 | 2 {
  if (scores.some((score) => score === null)) return 0;
  return scores.every((score) => (score as number) >= 60) ? 1 : 2;
}

export function judgmentText(judgment: number): string {
  return judgment === 1 ? '合格' : judgment === 2 ? '不合格' : '未评定';
}

/** The status tag's tone of a grade submission. */
export function gradeStatusTone(status: number): 'pending' | 'rejected' | 'approved' | 'done' {
  if (status === 1) return 'pending';
  if (status === 2) return 'rejected';
  if (status === 3) return 'approved';
  return 'done';
}

/** The history's actor, in words. */
export function roleText(role: number | null): string {
  const names: Record<number, string> = { 1: '运动员', 2: '考评员', 3: '测试机构', 4: '省协会', 5: '中羽协' };
  return role === null ? '系统' : (names[role] ?? '');
}
