import { register, registerVerify } from '@badminton/contracts';
import { callEncrypted } from './encrypted-call';
import { callFor } from './outcome';

/** Step 0: the code texted to the mobile, for the chosen role. */
export function verifyRegistration(input: { mobile: string; userType: number; code: string }) {
  return callFor(registerVerify, input);
}

/** Step 1: the password (pwd and confirmpwd encrypted). */
export function finishRegistration(input: { mobile: string; userType: number; pwd: string; confirmpwd: string }) {
  return callEncrypted(register, input, ['pwd', 'confirmpwd']);
}
