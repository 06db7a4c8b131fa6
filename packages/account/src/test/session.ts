import { sessionStore, type PersonalInfo } from '@badminton/session';

/** Signs the shared session store in as a verified user of `role` (tests only). */
export function signInAs(role: 1 | 2 | 3 | 4 | 5, personalInfo: PersonalInfo | null = null, name = '138****0001'): void {
  const state = sessionStore.getState();
  state.signOut();
  state.signIn({ userInfo: { userId: 7, usertype: role, isverify: 1, userToken: 'token-under-test', name } });
  state.setPersonalInfo(personalInfo);
}
