import { api } from '@badminton/api-client';
import { encryptFields, EncryptionError, isKeyRejected, resetPublicKey } from '@badminton/api-client/secure';
import { changeMobile, changePassword, getMessageCode, getOpenQuery, setOpenQuery } from '@badminton/contracts';
import { REQUEST_FAILED, type SubmitAnswer } from '../../profile/api/profile-calls';
import type { PasswordFormValues } from '../utils/settings-rules';

const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** CommonApi/ChangePassword with every password field RSA-encrypted in the browser. */
export async function requestPasswordChange(values: PasswordFormValues): Promise<SubmitAnswer> {
  try {
    const body = await encryptFields({ ...values }, PASSWORD_FIELDS);
    const answer = await api().call(changePassword, body);
    if (answer.ok) return { ok: true };
    // The service could not decrypt (its key changed): the next attempt fetches the current key.
    if (isKeyRejected(answer.errorMsg)) resetPublicKey();
    return { ok: false, errorMsg: answer.errorMsg, sessionExpired: answer.sessionExpired };
  } catch (error) {
    return {
      ok: false,
      errorMsg: error instanceof EncryptionError ? error.message : REQUEST_FAILED,
      sessionExpired: false,
    };
  }
}

/** CommonApi/GetMessageCode for the new mobile; true when the service sent the code. */
export async function sendMobileCode(mobile: string): Promise<boolean> {
  const answer = await api().call(getMessageCode, { mobile });
  return answer.ok;
}

/** CommonApi/ChangeMobile. */
export async function requestMobileChange(payload: { mobile: string; code: string; usertype: number }): Promise<SubmitAnswer> {
  try {
    const answer = await api().call(changeMobile, payload);
    return answer.ok ? { ok: true } : { ok: false, errorMsg: answer.errorMsg, sessionExpired: answer.sessionExpired };
  } catch {
    return { ok: false, errorMsg: REQUEST_FAILED, sessionExpired: false };
  }
}

/** CommonApi/GetOpenQuery: whether the athlete's name and photo are public; null when it cannot be read. */
export async function readPrivacy(): Promise<boolean | null> {
  try {
    const answer = await api().call(getOpenQuery, {});
    return answer.ok ? answer.result.is_open : null;
  } catch {
    return null;
  }
}

/** CommonApi/SetOpenQuery; true when saved. */
export async function savePrivacy(open: boolean): Promise<boolean> {
  try {
    const answer = await api().call(setOpenQuery, { isopen: open ? 1 : 0 });
    return answer.ok;
  } catch {
    return false;
  }
}
