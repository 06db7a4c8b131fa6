import { getMechanismInfo, getPersonalInfo, login, weChatLogin, type UserData } from '@badminton/contracts';
import { isVerified, sessionStore, toRoleCode, type PersonalInfo, type UserInfo } from '@badminton/session';
import { clearPendingBind, savePendingBind } from '../utils/pending-bind';
import { firstProfile, profileSourceFor, signInDestination } from '../utils/sign-in-route';
import { callEncrypted } from './encrypted-call';
import { callFor } from './outcome';

/** CommonApi/Login with the account and the password encrypted. */
export function signInWithPassword(input: { usertype: number; loginName: string; password: string }) {
  return callEncrypted(login, input, ['loginName', 'password']);
}

/** CommonApi/WeChatLogin with the one-time key of the WeChat redirect. */
export function signInWithWeChat(key: string) {
  return callFor(weChatLogin, { key });
}

/** The personal info of the signed-in account (`null`: none yet, or it could not be read). */
async function loadPersonalInfo(role: number | null): Promise<PersonalInfo | null> {
  const source = profileSourceFor(role);
  if (source === 'personal') {
    const outcome = await callFor(getPersonalInfo, {});
    return outcome.ok ? (firstProfile(outcome.result.items) as PersonalInfo | null) : null;
  }
  if (source === 'institution') {
    const outcome = await callFor(getMechanismInfo, {});
    return outcome.ok ? (firstProfile(outcome.result.items) as PersonalInfo | null) : null;
  }
  return null;
}

/**
 * Login success (spec 000 §4): stores the user info (token and role only for a verified account); a verified
 * account gets its personal info loaded and stored; an unverified one keeps its userId and bindTicket for
 * /bindMobile. Resolves the route to go to.
 */
export async function completeSignIn(userData: UserData): Promise<string> {
  const session = sessionStore.getState();
  session.signIn({ userInfo: { ...userData, userToken: userData.userToken ?? '' } as UserInfo });
  const verified = isVerified(userData.isverify) && Boolean(userData.userToken);
  if (!verified) {
    savePendingBind({ userId: userData.userId, bindTicket: userData.bindTicket ?? '' });
    return signInDestination({ verified: false, role: null, hasProfile: false });
  }
  clearPendingBind();
  const role = toRoleCode(userData.usertype);
  const info = await loadPersonalInfo(role);
  sessionStore.getState().setPersonalInfo(info);
  return signInDestination({ verified: true, role, hasProfile: info !== null });
}
