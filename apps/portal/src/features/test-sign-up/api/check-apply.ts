import { ApiTransportError, api } from '@badminton/api-client';
import { checkApply, logout } from '@badminton/contracts';
import type { CheckApplyOutcome } from '../utils/sign-up-decision';

/** `TestApplication/CheckApply {id}` → the grades open to the signed-in athlete, or the refusal. Never throws. */
export async function fetchEligibleGrades(classId: number): Promise<CheckApplyOutcome> {
  try {
    const answer = await api().call(checkApply, { id: classId });
    if (answer.ok) return { ok: true, levels: answer.result.levels };
    return { ok: false, errorMsg: answer.errorMsg || '请求失败，请稍后重试', reported: answer.sessionExpired };
  } catch (error) {
    // A transport failure was already alerted (请求超时) by the shell's client hook.
    return { ok: false, errorMsg: '请求失败，请稍后重试', reported: error instanceof ApiTransportError };
  }
}

/** 去登录 from another role's account: revoke the session on the service (failures ignored). */
export async function revokeSession(): Promise<void> {
  try {
    await api().call(logout, {});
  } catch {
    // The local sign-out follows anyway.
  }
}
