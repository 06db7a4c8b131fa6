import { describe, expect, it } from 'vitest';
import {
  CHOOSE_GRADE,
  confirmGradeChoice,
  NO_ELIGIBLE_GRADE,
  signUpAction,
  signUpGate,
  signUpPath,
} from './sign-up-decision';

const FOUR = { key: 4, value: '四级' };
const CHILD_FOUR = { key: 13, value: '少儿四级' };

describe('signUpGate', () => {
  it('reminds a visitor to sign in as an athlete', () => {
    expect(signUpGate({ signedIn: false, role: null })).toEqual({ kind: 'reminder', currentRole: null });
  });

  it('names the role of a signed-in non-athlete', () => {
    expect(signUpGate({ signedIn: true, role: 2 })).toEqual({ kind: 'reminder', currentRole: '考评员' });
    expect(signUpGate({ signedIn: true, role: 3 })).toEqual({ kind: 'reminder', currentRole: '测试机构' });
    expect(signUpGate({ signedIn: true, role: 5 })).toEqual({ kind: 'reminder', currentRole: '中羽协管理员' });
  });

  it('lets an athlete go on to the grade check', () => {
    expect(signUpGate({ signedIn: true, role: 1 })).toEqual({ kind: 'check' });
  });

  it('treats a role without a token as a visitor', () => {
    expect(signUpGate({ signedIn: false, role: 1 })).toEqual({ kind: 'reminder', currentRole: null });
  });
});

describe('signUpAction', () => {
  it('goes straight to the sign-up page with exactly one grade', () => {
    expect(signUpAction(32, { ok: true, result: { levels: [FOUR] } })).toEqual({ kind: 'navigate', to: '/test/signUp?id=32&key=4' });
  });

  it('warns when no grade is open to the athlete', () => {
    expect(signUpAction(33, { ok: true, result: { levels: [] } })).toEqual({ kind: 'warn', message: NO_ELIGIBLE_GRADE });
    expect(NO_ELIGIBLE_GRADE).toBe('您未取得测试等级资格');
  });

  it('offers a choice with several grades', () => {
    expect(signUpAction(31, { ok: true, result: { levels: [FOUR, CHILD_FOUR] } })).toEqual({
      kind: 'choose',
      classId: 31,
      options: [FOUR, CHILD_FOUR],
    });
  });

  it('counts a grade listed twice once', () => {
    expect(signUpAction(32, { ok: true, result: { levels: [FOUR, { ...FOUR }] } })).toEqual({ kind: 'navigate', to: '/test/signUp?id=32&key=4' });
  });

  it('shows a refusal of the service as a warning', () => {
    for (const message of ['不在当前报名时间范围内', '该测试班已停止报名', '请完善您的个人信息']) {
      expect(signUpAction(1, { ok: false, errorMsg: message, reported: false })).toEqual({ kind: 'warn', message });
    }
  });

  it('stays quiet about a failure the shell already reported', () => {
    expect(signUpAction(1, { ok: false, errorMsg: '登录已失效，请重新登录', reported: true })).toEqual({ kind: 'none' });
  });
});

describe('confirmGradeChoice', () => {
  const options = [FOUR, CHILD_FOUR];

  it('warns 请选择测试等级 when nothing is chosen', () => {
    expect(confirmGradeChoice(31, options, null)).toEqual({ kind: 'warn', message: CHOOSE_GRADE });
    expect(confirmGradeChoice(31, options, undefined)).toEqual({ kind: 'warn', message: '请选择测试等级' });
  });

  it('refuses a grade the class did not offer to the athlete', () => {
    expect(confirmGradeChoice(31, options, 9)).toEqual({ kind: 'warn', message: CHOOSE_GRADE });
  });

  it('navigates with the chosen grade', () => {
    expect(confirmGradeChoice(31, options, 13)).toEqual({ kind: 'navigate', to: '/test/signUp?id=31&key=13' });
  });
});

describe('signUpPath', () => {
  it('carries the class id and the grade key', () => {
    expect(signUpPath(7, 16)).toBe('/test/signUp?id=7&key=16');
  });
});
