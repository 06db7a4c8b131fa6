import { ADMIN_REVIEW_MESSAGES as M, Role, type RoleCode } from '@badminton/contracts';
import { BusinessError } from '../../lib/errors';
import type { Caller } from '../../registry/types';

/**
 * The two-level review shared by the qualification and test class queues (decision 0067; req:
 * back-office.md#qualification-review, #test-class-review): the provincial reviewer decides at the first stage, the
 * national administrator at the final one. Out of order is refused with words that say whose turn it is, before the
 * workflow's own check (which would only say 当前账号无权进行此操作 for the other role's edge).
 */

export type ReviewStage = 'province' | 'national' | 'closed';

/** Whose turn it is: `province` for the first stage, `national` for the final, `closed` once decided. */
export function refusalAtStage(role: RoleCode, stage: ReviewStage, statusLabel: string): string | null {
  if (stage === 'province') return role === Role.ProvincialReviewer ? null : M.awaitingProvince;
  if (stage === 'national') return role === Role.NationalAdministrator ? null : M.awaitingNational;
  return M.alreadyDecided(statusLabel);
}

export function requireStage(role: RoleCode, stage: ReviewStage, statusLabel: string): void {
  const refusal = refusalAtStage(role, stage, statusLabel);
  if (refusal) throw new BusinessError(refusal);
}

/** The label of whoever made a history row (null: the service or imported demo history). */
export function actorLabel(role: number | null | undefined): string {
  if (role === Role.Institution) return '机构';
  if (role === Role.ProvincialReviewer) return '省协会审核员';
  if (role === Role.NationalAdministrator) return '中羽协管理员';
  if (role === Role.Athlete) return '运动员';
  if (role === Role.Evaluator) return '考评员';
  return '系统';
}

/** A provincial reviewer without a province reaches nothing; said plainly on a list rather than an empty page. */
export function requireAssignedProvince(caller: Caller): void {
  if (caller.scope.kind === 'province' && caller.scope.provinceCode === null) throw new BusinessError(M.noProvinceAssigned);
}

// ------------------------------------------------------------------ calendar days (Asia/Shanghai `YYYY-MM-DD`)

const DAY_MS = 86_400_000;

/** Milliseconds of a calendar day's UTC midnight; null when it is not a real day. */
export function dayValue(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const value = Date.UTC(year, month - 1, day);
  const back = new Date(value);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? value : null;
}

function dayText(value: number): string {
  return new Date(value).toISOString().slice(0, 10);
}

/** `day` plus whole years (29 February falls back to 28 February), minus `minusDays`. */
export function addYears(day: string, years: number, minusDays = 0): string {
  const value = dayValue(day);
  if (value === null) throw new RangeError(`不是有效的日期：${day}`);
  const date = new Date(value);
  const year = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayText(Date.UTC(year, month, Math.min(date.getUTCDate(), lastOfMonth)) - minusDays * DAY_MS);
}
