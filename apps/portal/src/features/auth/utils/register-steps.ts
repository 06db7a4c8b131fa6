/** Registration steps (req: states.md#registration-steps): 0 verify phone, 1 set password, 2 success. */
export const REGISTER_STEPS = ['验证手机号', '设置密码', '注册成功'] as const;
export type RegisterStep = 0 | 1 | 2;

export const REGISTER_SUCCESS_REDIRECT_MS = 1000;

/** The next step; the counter wraps to 0 after 2. */
export function nextRegisterStep(step: RegisterStep): RegisterStep {
  return ((step + 1) % REGISTER_STEPS.length) as RegisterStep;
}

/** One step back (a failed finish goes back to the phone check); never below 0. */
export function previousRegisterStep(step: RegisterStep): RegisterStep {
  return (step > 0 ? step - 1 : 0) as RegisterStep;
}
