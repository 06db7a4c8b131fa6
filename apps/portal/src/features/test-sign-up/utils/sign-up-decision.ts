import type { CallOutcome } from '@badminton/api-client';
import { ROLE_LABELS, Role, type GradeOption, type RoleCode } from '@badminton/contracts';

/** Messages of the sign-up flow (req: messages.md#test-sign-up-messages). */
export const NO_ELIGIBLE_GRADE = '您未取得测试等级资格';
export const CHOOSE_GRADE = '请选择测试等级';
/** The role the test sign-up needs (req: accounts.md#roles-and-permissions). */
export const SIGN_UP_ROLE_LABEL = ROLE_LABELS[Role.Athlete];
export const SIGN_UP_PATH = '/test/signUp';
export const SIGN_IN_PATH = '/signin';

/** `/test/signUp?id=<class id>&key=<grade>`. */
export function signUpPath(classId: number, grade: number): string {
  return `${SIGN_UP_PATH}?id=${classId}&key=${grade}`;
}

/**
 * Before any call: an athlete goes on to `TestApplication/CheckApply`; a visitor or another role gets the
 * friendly reminder (`currentRole` is the signed-in role's label, `null` for a visitor).
 */
export type SignUpGate = { kind: 'check' } | { kind: 'reminder'; currentRole: string | null };

export function signUpGate(session: { signedIn: boolean; role: RoleCode | null }): SignUpGate {
  if (!session.signedIn || session.role === null) return { kind: 'reminder', currentRole: null };
  if (session.role !== Role.Athlete) return { kind: 'reminder', currentRole: ROLE_LABELS[session.role] };
  return { kind: 'check' };
}

/** What `TestApplication/CheckApply` answered: the grades, or a refusal (`reported`: already shown by the shell). */
export type CheckApplyOutcome = CallOutcome<{ levels: readonly GradeOption[] }>;

export type SignUpAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'warn'; message: string }
  | { kind: 'choose'; classId: number; options: GradeOption[] }
  | { kind: 'none' };

/**
 * The answer → the next step (req: test-sign-up-and-orders.md#sign-up-button-and-grade-choice): exactly one grade goes
 * straight to the sign-up page; none warns 您未取得测试等级资格; several open the grade choice. A refusal (不在当前报名时间范围内,
 * 该测试班已停止报名, 请完善您的个人信息 …) is shown as a warning, unless the shell already reported it (session expiry, timeout).
 */
export function signUpAction(classId: number, outcome: CheckApplyOutcome): SignUpAction {
  if (!outcome.ok) return outcome.reported ? { kind: 'none' } : { kind: 'warn', message: outcome.errorMsg };
  const unique = outcome.result.levels.filter((level, index, all) => all.findIndex((other) => other.key === level.key) === index);
  if (unique.length === 0) return { kind: 'warn', message: NO_ELIGIBLE_GRADE };
  if (unique.length === 1) return { kind: 'navigate', to: signUpPath(classId, unique[0]!.key) };
  return { kind: 'choose', classId, options: unique };
}

/** 确定 in the grade-choice dialog: a chosen offered grade navigates, nothing chosen warns 请选择测试等级. */
export function confirmGradeChoice(
  classId: number,
  options: readonly GradeOption[],
  chosen: number | null | undefined,
): { kind: 'navigate'; to: string } | { kind: 'warn'; message: string } {
  if (chosen === null || chosen === undefined || !options.some((option) => option.key === chosen)) {
    return { kind: 'warn', message: CHOOSE_GRADE };
  }
  return { kind: 'navigate', to: signUpPath(classId, chosen) };
}
