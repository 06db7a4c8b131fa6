import { forgetPassword } from '@badminton/contracts';
import { callEncrypted } from './encrypted-call';

/** Forgot-password mode of /signin: a texted code and the new password (pwd and confirmpwd encrypted). */
export function resetPassword(input: { usertype: number; mobile: string; code: string; pwd: string; confirmpwd: string }) {
  return callEncrypted(forgetPassword, input, ['pwd', 'confirmpwd']);
}
