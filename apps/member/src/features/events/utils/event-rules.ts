import {
  EVENT_PROOF_MAX_BYTES,
  MANUAL_EVENT_GRADES,
  SCORES_APPEALS_MESSAGES as M,
  SCORES_APPEALS_PAGE_SIZES,
  SCORES_APPEALS_PAGER_ABOVE,
} from '@badminton/contracts';

/**
 * The event-level forms' rules (req: 001 §5, §9; decision 0032), with the service's messages: an event, a grade of
 * 4, 5 or 6, a JPG/PNG proof image under 4 MB.
 */

export const EVENT_APPLY_SUCCESS = M.applySubmitted;
export const EVENT_APPLY_FAILED = M.applyFailed;
export const PROOF_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const MANUAL_GRADES: readonly number[] = MANUAL_EVENT_GRADES;

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

/** The proof image: null when acceptable, else the spec's message (format first, then size). */
export function checkProofFile(file: FileLike): string | null {
  const type = file.type.toLowerCase();
  const image = type ? ['image/jpeg', 'image/jpg', 'image/png'].includes(type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!image) return M.proofType;
  return file.size < EVENT_PROOF_MAX_BYTES ? null : M.proofSize;
}

export interface ManualForm {
  eventId: number | null;
  grade: number | null;
  proof: FileLike | null;
}

/** The first problem of the manual form, in the order the spec lists them, or null. */
export function checkManualForm(form: ManualForm): string | null {
  if (!form.eventId) return M.eventRequired;
  if (!form.grade) return M.gradeRequired;
  if (!MANUAL_GRADES.includes(form.grade)) return M.manualGradeInvalid;
  if (!form.proof) return M.proofRequired;
  return checkProofFile(form.proof);
}

/** The automatic list: 5 per page, the pager only above 10 (001 §9), so page 1 asks up to 10. */
export const AUTO_PAGE_SIZE = SCORES_APPEALS_PAGE_SIZES.eventApplications;
export const PAGER_ABOVE = SCORES_APPEALS_PAGER_ABOVE;

export function autoListLimit(page: number): number {
  return page === 1 ? PAGER_ABOVE : AUTO_PAGE_SIZE;
}

/** The rows shown: all of them when there is no pager, else a page of 5. */
export function autoRowsShown<T>(items: readonly T[], totalCount: number): readonly T[] {
  return totalCount > PAGER_ABOVE ? items.slice(0, AUTO_PAGE_SIZE) : items;
}
