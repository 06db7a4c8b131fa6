import { api, settle } from '@badminton/api-client';
import { getMessageCode } from '@badminton/contracts';

/** Asks the service to text a code to `mobile` (the SmsCodeButton shows the outcome). */
export async function sendSmsCode(mobile: string): Promise<boolean> {
  const outcome = await settle(api().call(getMessageCode, { mobile }));
  return outcome.ok;
}
