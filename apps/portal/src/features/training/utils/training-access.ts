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

