import { encrypted } from '@badminton/api-client/secure';
import { register } from '@badminton/contracts';

/** Step 0 is `registerVerify` (the code texted to the mobile, for the chosen role), called as it is. */
export { registerVerify as verifyRegistration } from '@badminton/contracts';

/** Step 1: the password (pwd and confirmpwd encrypted). */
export const finishRegistration = encrypted(register, ['pwd', 'confirmpwd']);
