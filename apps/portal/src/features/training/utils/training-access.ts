import { ROLE_LABELS, Role, type RoleCode } from '@badminton/contracts';

/** Only evaluators open a training class (req: evaluator.md#training-class-detail). */
export const TRAINING_ROLE_LABEL = ROLE_LABELS[Role.Evaluator];
export const TRAINING_LIST_PATH = '/evaluationStaffTraining';
export const TRAINING_DETAIL_PATH = '/evaluationStaffTraining/evaluationStaffTrainingDetail';
export const TRAINING_SIGN_UP_PATH = '/evaluationStaff/evaluationStaffSignUp';

export function trainingDetailPath(id: number): string {
  return `${TRAINING_DETAIL_PATH}?id=${id}`;
}

export function trainingSignUpPath(id: number): string {
  return `${TRAINING_SIGN_UP_PATH}?id=${id}`;
}

/**
 * Opening a training class detail or its 报名: an evaluator goes on; a visitor or another role gets the
 * reminder for 考评员 (the shell's guard would otherwise redirect them silently).
 */
export type TrainingAccess = { kind: 'open' } | { kind: 'reminder'; currentRole: string | null };

export function trainingAccess(session: { signedIn: boolean; role: RoleCode | null }): TrainingAccess {
  if (!session.signedIn || session.role === null) return { kind: 'reminder', currentRole: null };
  if (session.role !== Role.Evaluator) return { kind: 'reminder', currentRole: ROLE_LABELS[session.role] };
  return { kind: 'open' };
}

const TRAIN_TYPE_LABELS: Record<number, string> = { 1: '培训', 2: '考核', 3: '培训+考核' };

/** trainType / feeType (req: evaluator.md#training-class-detail): 1 培训, 2 考核, 3 培训+考核. */
export function trainTypeLabel(type: number): string {
  return TRAIN_TYPE_LABELS[type] ?? '—';
}

/** Fee in yuan as shown: ¥1,280 / ¥99.50. */
export function formatFee(fee: number): string {
  const fixed = Number.isInteger(fee) ? fee.toLocaleString('zh-CN') : fee.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${fixed}`;
}
