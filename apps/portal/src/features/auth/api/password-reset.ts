import { encrypted } from '@badminton/api-client/secure';
import { forgetPassword } from '@badminton/contracts';

/** Forgot-password mode of /signin: a texted code and the new password (pwd and confirmpwd encrypted). */
export const resetPassword = encrypted(forgetPassword, ['pwd', 'confirmpwd']);
