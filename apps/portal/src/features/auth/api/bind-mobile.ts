import { mobileVerify } from '@badminton/contracts';
import { callFor } from './outcome';

/** Binds a mobile to an unverified account; `bindTicket` comes from the sign-in answer. */
export function bindMobile(input: { mobile: string; code: string; userId: number | string; bindTicket: string }) {
  return callFor(mobileVerify, { ...input, userId: Number(input.userId), flag: 1 });
}
