import { describe, expect, it } from 'vitest';
import { nextRegisterStep, previousRegisterStep, REGISTER_STEPS } from './register-steps';

describe('register steps', () => {
  it('has the three steps of the spec', () => {
    expect(REGISTER_STEPS).toEqual(['验证手机号', '设置密码', '注册成功']);
  });

  it('advances 0 → 1 → 2 and wraps to 0 after 2', () => {
    expect(nextRegisterStep(0)).toBe(1);
    expect(nextRegisterStep(1)).toBe(2);
    expect(nextRegisterStep(2)).toBe(0);
  });

  it('goes back one step, not below 0', () => {
    expect(previousRegisterStep(2)).toBe(1);
    expect(previousRegisterStep(1)).toBe(0);
    expect(previousRegisterStep(0)).toBe(0);
  });
});
