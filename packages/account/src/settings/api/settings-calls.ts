import { api, settle } from '@badminton/api-client';
import { encrypted } from '@badminton/api-client/secure';
import { changePassword, getMessageCode, getOpenQuery } from '@badminton/contracts';

/** CommonApi/ChangePassword with every password field RSA-encrypted in the browser (a `useMutation` sender). */
export const requestPasswordChange = encrypted(changePassword, ['oldPassword', 'newPassword', 'confirmPassword']);

/** CommonApi/ChangeMobile and CommonApi/SetOpenQuery, sent through `useMutation`. */
export { changeMobile as requestMobileChange, setOpenQuery as savePrivacy } from '@badminton/contracts';

/** CommonApi/GetMessageCode for the new mobile; true when the service sent the code. */
export async function sendMobileCode(mobile: string): Promise<boolean> {
  return (await settle(api().call(getMessageCode, { mobile }))).ok;
}

/** CommonApi/GetOpenQuery: whether the athlete's name and photo are public; null when it cannot be read. */
export async function readPrivacy(): Promise<boolean | null> {
  const outcome = await settle(api().call(getOpenQuery, {}));
  return outcome.ok ? outcome.result.is_open : null;
}
