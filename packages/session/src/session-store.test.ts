import { beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_SESSION,
  createSessionStore,
  displayName,
  getAuth,
  isSignedIn,
  isVerified,
  roleLabel,
  selectAuth,
  sessionStore,
  toRoleCode,
  type UserInfo,
} from './session-store';

const verifiedAthlete: UserInfo = { userId: 101, usertype: 1, isverify: true, userToken: 'tok-101', name: '李娜' };
const unverifiedEvaluator: UserInfo = { userId: 202, usertype: 2, isverify: false, userToken: 'tok-202' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.getState().signOut();
});

describe('signIn', () => {
  it('verified: stores userInfo, token and role', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: verifiedAthlete });
    const state = store.getState();
    expect(state.userInfo).toEqual(verifiedAthlete);
    expect(state.token).toBe('tok-101');
    expect(state.role).toBe(1);
    expect(isSignedIn(state)).toBe(true);
    expect(roleLabel(state)).toBe('运动员');
    expect(JSON.parse(sessionStorage.getItem('BADMINTON_userInfo')!)).toEqual(verifiedAthlete);
    expect(sessionStorage.getItem('BADMINTON_token')).toBe('"tok-101"');
    expect(sessionStorage.getItem('BADMINTON_role')).toBe('1');
  });

  it('unverified: stores userInfo only', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: unverifiedEvaluator });
    const state = store.getState();
    expect(state.userInfo).toEqual(unverifiedEvaluator);
    expect(state.token).toBeNull();
    expect(state.role).toBeNull();
    expect(isSignedIn(state)).toBe(false);
    expect(roleLabel(state)).toBe('');
    expect(selectAuth(state)).toBeNull();
    expect(sessionStorage.getItem('BADMINTON_userInfo')).not.toBeNull();
    expect(sessionStorage.getItem('BADMINTON_token')).toBeNull();
    expect(sessionStorage.getItem('BADMINTON_role')).toBeNull();
  });

  it('an unverified sign-in after a verified one drops the old token, role and personal info', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: verifiedAthlete });
    store.getState().setPersonalInfo({ name: '李娜' });
    store.getState().setUnreadCount(3);
    store.getState().signIn({ userInfo: unverifiedEvaluator });
    expect(store.getState()).toMatchObject({ token: null, role: null, personalInfo: null, unreadCount: 0 });
    expect(Object.keys(sessionStorage)).toEqual(['BADMINTON_userInfo']);
  });

  it.each([
    [true, true], [1, true], ['1', true], ['true', true],
    [false, false], [0, false], ['0', false], ['', false], ['false', false], [null, false], [undefined, false],
  ])('isverify %j → verified %j', (isverify, expected) => {
    expect(isVerified(isverify)).toBe(expected);
    const store = createSessionStore();
    store.getState().signIn({ userInfo: { ...verifiedAthlete, isverify: isverify as UserInfo['isverify'] } });
    expect(isSignedIn(store.getState())).toBe(expected);
  });

  it('accepts usertype as a numeric string', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: { ...verifiedAthlete, usertype: '3' } });
    expect(store.getState().role).toBe(3);
    expect(roleLabel(store.getState())).toBe('测试机构');
  });

  it('toRoleCode', () => {
    expect([1, 2, 3, 4, 5, '2', 0, 6, 'x', '', null].map(toRoleCode)).toEqual([1, 2, 3, 4, 5, 2, null, null, null, null, null]);
  });
});

describe('personal info and unread count', () => {
  it('setPersonalInfo persists; null forgets', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: verifiedAthlete });
    store.getState().setPersonalInfo({ name: '李娜', birthday: '1982-02-26' });
    expect(store.getState().personalInfo).toEqual({ name: '李娜', birthday: '1982-02-26' });
    expect(JSON.parse(sessionStorage.getItem('BADMINTON_personalInfo')!)).toEqual({ name: '李娜', birthday: '1982-02-26' });
    store.getState().setPersonalInfo(null);
    expect(store.getState().personalInfo).toBeNull();
    expect(sessionStorage.getItem('BADMINTON_personalInfo')).toBeNull();
  });

  it.each([
    [5, 5], [0, 0], [-1, 0], [2.7, 2], [Number.NaN, 0], [Number.POSITIVE_INFINITY, 0],
  ])('setUnreadCount(%j) → %j, memory only', (count, expected) => {
    const store = createSessionStore();
    store.getState().setUnreadCount(count);
    expect(store.getState().unreadCount).toBe(expected);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('persistence', () => {
  it('a new store starts from session storage', () => {
    const first = createSessionStore();
    first.getState().signIn({ userInfo: verifiedAthlete });
    first.getState().setPersonalInfo({ name: '李娜' });
    const second = createSessionStore();
    expect(second.getState()).toMatchObject({
      userInfo: verifiedAthlete,
      token: 'tok-101',
      role: 1,
      personalInfo: { name: '李娜' },
      unreadCount: 0,
    });
  });

  it('hydrate() re-reads storage', () => {
    const store = createSessionStore();
    expect(isSignedIn(store.getState())).toBe(false);
    sessionStorage.setItem('BADMINTON_userInfo', JSON.stringify(verifiedAthlete));
    sessionStorage.setItem('BADMINTON_token', '"tok-101"');
    sessionStorage.setItem('BADMINTON_role', '1');
    store.getState().hydrate();
    expect(store.getState()).toMatchObject({ userInfo: verifiedAthlete, token: 'tok-101', role: 1, personalInfo: null });
  });

  it('hydrate() ignores values of the wrong shape', () => {
    sessionStorage.setItem('BADMINTON_userInfo', '"not an object"');
    sessionStorage.setItem('BADMINTON_token', '42');
    sessionStorage.setItem('BADMINTON_role', '9');
    sessionStorage.setItem('BADMINTON_personalInfo', '[1,2]');
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ ...EMPTY_SESSION });
  });

  it('hydrate() with empty storage signs the state out', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: verifiedAthlete });
    sessionStorage.clear();
    store.getState().hydrate();
    expect(isSignedIn(store.getState())).toBe(false);
    expect(store.getState().userInfo).toBeNull();
  });
});

describe('signOut', () => {
  it('clears every prefixed key in both storages and the state, and nothing else', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: verifiedAthlete });
    store.getState().setPersonalInfo({ name: '李娜' });
    store.getState().setUnreadCount(4);
    sessionStorage.setItem('BADMINTON_searchDraft', '"羽毛球"');
    localStorage.setItem('BADMINTON_lastRole', '1');
    sessionStorage.setItem('other-app-token', 'keep');
    localStorage.setItem('theme', 'keep');

    store.getState().signOut();

    expect(store.getState()).toMatchObject({ ...EMPTY_SESSION });
    expect(Object.keys(sessionStorage)).toEqual(['other-app-token']);
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });
});

describe('selectors', () => {
  it('displayName prefers the institution full name for role 3', () => {
    const state = { ...EMPTY_SESSION, role: 3 as const, personalInfo: { name: '王经理', mechanism_fullName: '北京羽毛球测试中心' } };
    expect(displayName(state)).toBe('北京羽毛球测试中心');
    expect(displayName({ ...state, role: 1 })).toBe('王经理');
    expect(displayName({ ...EMPTY_SESSION, userInfo: verifiedAthlete })).toBe('李娜');
    expect(displayName(EMPTY_SESSION)).toBe('');
  });

  it('roleLabel for every role', () => {
    expect(([1, 2, 3, 4, 5] as const).map((role) => roleLabel({ ...EMPTY_SESSION, role }))).toEqual([
      '运动员', '考评员', '测试机构', '省协会审核员', '中羽协管理员',
    ]);
  });

  it('selectAuth / getAuth give the api-client credentials', () => {
    expect(getAuth()).toBeNull();
    sessionStore.getState().signIn({ userInfo: verifiedAthlete });
    expect(getAuth()).toEqual({ userToken: 'tok-101', userId: 101 });
    sessionStore.getState().signOut();
    expect(getAuth()).toBeNull();
  });
});

describe('shared instance', () => {
  it('is pinned on globalThis so a second module copy reuses it', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('@badminton/session')]).toBe(sessionStore);
  });

  it('notifies subscribers', () => {
    const seen: boolean[] = [];
    const unsubscribe = sessionStore.subscribe((state) => seen.push(isSignedIn(state)));
    sessionStore.getState().signIn({ userInfo: verifiedAthlete });
    sessionStore.getState().signOut();
    unsubscribe();
    expect(seen).toEqual([true, false]);
  });
});
