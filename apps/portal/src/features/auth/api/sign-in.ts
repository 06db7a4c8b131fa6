import { api, settle } from '@badminton/api-client';
import { encrypted } from '@badminton/api-client/secure';
import { getMechanismInfo, getPersonalInfo, login, type UserData } from '@badminton/contracts';
import { isVerified, sessionStore, toRoleCode, type PersonalInfo, type UserInfo } from '@badminton/session';
import { clearPendingBind, savePendingBind } from '../utils/pending-bind';
import { firstProfile, profileSourceFor, signInDestination } from '../utils/sign-in-route';

/** CommonApi/Login with the account and the password encrypted (a `useMutation` sender). */
export const signInWithPassword = encrypted(login, ['loginName', 'password']);

/** CommonApi/WeChatLogin with the one-time key of the WeChat redirect. */
export { weChatLogin as signInWithWeChat } from '@badminton/contracts';

/** The personal info of the signed-in account (`null`: none yet, or it could not be read). */
async function loadPersonalInfo(role: number | null): Promise<PersonalInfo | null> {
  const source = profileSourceFor(role);
  if (source === 'personal') {
    const outcome = await settle(api().call(getPersonalInfo, {}));
    return outcome.ok ? (firstProfile(outcome.result.items) as PersonalInfo | null) : null;
  }
  if (source === 'institution') {
    const outcome = await settle(api().call(getMechanismInfo, {}));
    return outcome.ok ? (firstProfile(outcome.result.items) as PersonalInfo | null) : null;
  }
  return null;
}

/**
 * Login success (req: accounts.md#sign-in; `returnTo`: the safe address the sign-in was asked to return to): stores the user info (token and role only for a verified account); a
 * verified account gets its personal info loaded and stored; an unverified one keeps its userId and bindTicket for
 * /bindMobile. Resolves the route to go to.
 */
export async function completeSignIn(userData: UserData, returnTo: string | null = null): Promise<string> {
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
  return signInDestination({ verified: true, role, hasProfile: info !== null, returnTo });
}
