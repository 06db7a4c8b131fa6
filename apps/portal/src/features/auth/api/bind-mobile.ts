import { api } from '@badminton/api-client';
import { mobileVerify } from '@badminton/contracts';

/** Binds a mobile to an unverified account; `bindTicket` comes from the sign-in answer. A `useMutation` sender. */
export function bindMobile(input: { mobile: string; code: string; userId: number | string; bindTicket: string }) {
  return api().call(mobileVerify, { ...input, userId: Number(input.userId), flag: 1 });
}
