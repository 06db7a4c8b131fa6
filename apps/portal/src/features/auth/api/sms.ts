import { getMessageCode } from '@badminton/contracts';
import { callFor } from './outcome';

/** Asks the service to text a code to `mobile` (the SmsCodeButton shows the outcome). */
export async function sendSmsCode(mobile: string): Promise<boolean> {
  const outcome = await callFor(getMessageCode, { mobile });
  return outcome.ok;
}
