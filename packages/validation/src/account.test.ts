import { describe, expect, it } from 'vitest';
import { validateAccount } from './account';

describe('validateAccount', () => {
  it.each([
    ['', '账号不能为空'],
    ['  ', '账号不能为空'],
    [null, '账号不能为空'],
    [undefined, '账号不能为空'],
    ['13812345678', null],
    ['11010519491231002X', null],
    ['a', null],
  ])('%j → %j', (value, expected) => {
    expect(validateAccount(value)).toBe(expected);
  });
});
