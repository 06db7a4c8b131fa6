import {
  changeMobile,
  changePassword,
  checkPhoneNumber,
  forgetPassword,
  getMessageCode,
  getOpenQuery,
  getPublicKey,
  login,
  logout,
  mobileVerify,
  register,
  registerVerify,
  Role,
  setOpenQuery,
  weChatLogin,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, roleCall, type RegisteredCall } from '../../registry/types';
import { EVERY_SIGNED_IN_ROLE } from '../messages/calls';
import { sendCode } from '../sms-codes/service';
import { isMobileRegistered, PHONE_CHECK_LIMIT, registerAccount, resetPassword, verifyForRegistration } from './registration';
import { changeOwnMobile, changeOwnPassword, getPrivacy, setPrivacy, signOut } from './settings';
import { bindMobileToAccount, signIn, signInWithWeChat } from './sign-in';

/** These calls write `users` (new accounts, passwords, mobiles, the privacy switch). */
const WRITES_USERS = { invalidates: [CacheTag.People] };

export function accountCalls(deps: ModuleDeps): RegisteredCall[] {
  const phoneCheckLimiter = deps.rateLimiter('phone-check', PHONE_CHECK_LIMIT);
  return [
    publicCall(getPublicKey, async () => ({ publicKey: deps.keys.publicKeyPem })),
    publicCall(getMessageCode, async (input, { clientAddress, log }) => {
      await sendCode(deps, input.mobile, clientAddress, log);
      return {};
    }),
    publicCall(checkPhoneNumber, (input, { clientAddress }) =>
      isMobileRegistered(deps, input.mobile, input.userType, clientAddress, phoneCheckLimiter),
    ),
    publicCall(registerVerify, (input) => verifyForRegistration(deps, input)),
    publicCall(register, (input, { log }) => registerAccount(deps, input, log), WRITES_USERS),
    publicCall(login, (input, { clientAddress, log }) => signIn(deps, input, clientAddress, log)),
    publicCall(weChatLogin, (input, { log }) => signInWithWeChat(deps, input.key, log)),
    publicCall(forgetPassword, (input, { log }) => resetPassword(deps, input, log), WRITES_USERS),
    publicCall(mobileVerify, (input) => bindMobileToAccount(deps, input), WRITES_USERS),
    roleCall(logout, EVERY_SIGNED_IN_ROLE, (_input, { caller }) => signOut(deps, caller)),
    roleCall(changePassword, EVERY_SIGNED_IN_ROLE, (input, { caller, log }) => changeOwnPassword(deps, caller, input, log), WRITES_USERS),
    roleCall(changeMobile, EVERY_SIGNED_IN_ROLE, (input, { caller, log }) => changeOwnMobile(deps, caller, input, log), WRITES_USERS),
    roleCall(getOpenQuery, [Role.Athlete], (_input, { caller }) => getPrivacy(deps, caller), { reads: true }),
    roleCall(setOpenQuery, [Role.Athlete], (input, { caller }) => setPrivacy(deps, caller, input.isopen), WRITES_USERS),
  ];
}
