import {
  type EvaluatorAssignmentItem,
  evaluatorRankLabel,
  GRADE_SUBMISSION_STATUS_LABELS,
  type GradeSubmissionStatusCode,
  gradeLabel,
  SUPERVISION_FORM_LABELS as L,
  SUPERVISION_FORM_UPLOAD,
  WORK_RECORD_MESSAGES as M,
} from '@badminton/contracts';

/** /personal/workRecord (req: evaluator.md#work-records). */
export const WORK_RECORD_PATH = '/personal/workRecord';

/** The class's grades as one line: 四级、五级、少儿四级. */
export function gradesText(grades: readonly number[]): string {
  return grades.length > 0 ? grades.map(gradeLabel).join('、') : '—';
}

/** grade_submission_status as words (states.md#grade-submission-status, implementation labels). */
export function gradeSubmissionText(status: number): string {
  return GRADE_SUBMISSION_STATUS_LABELS[status as GradeSubmissionStatusCode] ?? String(status);
}

/** The evaluator's part in the class: 考评组长 or 考评员, and the level they served at (一级考评员…). */
export function roleText(item: Pick<EvaluatorAssignmentItem, 'isleader'>): string {
  return item.isleader === 1 ? L.leader : L.member;
}

export function rankText(rank: number): string {
  return evaluatorRankLabel(rank) || '—';
}

/**
 * What the supervision-form cell offers (002 §7): the uploaded form (已上传 and its download), the leader's upload
 * (the service's `canUpload`: leader, grade submission 1/3/4, none yet), or nothing (未上传).
 */
export type FormCell = 'uploaded' | 'upload' | 'none';

export function formCell(item: Pick<EvaluatorAssignmentItem, 'isHasAttachments' | 'canUpload'>): FormCell {
  if (item.isHasAttachments === 1) return 'uploaded';
  return item.canUpload ? 'upload' : 'none';
}

const ACCEPTED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** The chosen file before it is sent (the service checks the content again): PDF/JPG/PNG, at most 10 MB. */
export function checkFormFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typed = file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typed || !ACCEPTED_EXTENSIONS.test(file.name)) return M.fileType;
  if (file.size > SUPERVISION_FORM_UPLOAD.maxBytes) return M.fileSize;
  if (file.size === 0) return M.fileRequired;
  return null;
}
