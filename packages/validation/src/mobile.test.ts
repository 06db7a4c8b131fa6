import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY_CODE,
  isMobile,
  validateMobile,
  validateOptionalMobile,
} from './mobile';
import { CONTACT_MOBILE_MESSAGES, MOBILE_MESSAGES } from './messages';

describe('mobile', () => {
  it('exports the exact messages and the country code', () => {
    expect(MOBILE_MESSAGES).toEqual({ required: '请输入联系电话', invalid: '请输入正确的手机号' });
    expect(CONTACT_MOBILE_MESSAGES).toEqual({ required: '请输入联系方式', invalid: '请输入正确的电话' });
    expect(DEFAULT_COUNTRY_CODE).toBe('+86');
  });

  const validPrefixes = [
    ...Array.from({ length: 10 }, (_, i) => `13${i}`),
    '145', '146', '147', '148', '149',
    '150', '151', '152', '153', '155', '156', '157', '158', '159',
    '162', '165', '166', '167',
    '170', '171', '172', '173', '174', '175', '176', '177', '178',
    ...Array.from({ length: 10 }, (_, i) => `18${i}`),
    '190', '191', '192', '193', '195', '196', '197', '198', '199',
  ];
  it.each(validPrefixes)('accepts carrier prefix %s', (prefix) => {
    const number = `${prefix}12345678`;
    expect(isMobile(number)).toBe(true);
    expect(validateMobile(number)).toBeNull();
  });

  const invalidPrefixes = ['100', '110', '120', '140', '141', '142', '143', '144', '154', '160', '161', '163', '164', '168', '169', '179', '194', '200', '999'];
  it.each(invalidPrefixes)('refuses prefix %s', (prefix) => {
    expect(validateMobile(`${prefix}12345678`)).toBe('请输入正确的手机号');
  });

  it.each([
    ['', '请输入联系电话'],
    ['   ', '请输入联系电话'],
    [null, '请输入联系电话'],
    [undefined, '请输入联系电话'],
    ['1381234567', '请输入正确的手机号'], // 10 digits
    ['138123456789', '请输入正确的手机号'], // 12 digits
    ['1381234567a', '请输入正确的手机号'],
    [' 13812345678', '请输入正确的手机号'],
    ['138 1234 5678', '请输入正确的手机号'],
    ['+8613812345678', '请输入正确的手机号'],
    ['１３８１２３４５６７８', '请输入正确的手机号'], // full-width digits
    ['13812345678', null],
    [13812345678, null],
  ])('validateMobile(%j) → %j', (value, expected) => {
    expect(validateMobile(value)).toBe(expected);
  });

  it('uses the change-mobile wording when asked', () => {
    expect(validateMobile('', CONTACT_MOBILE_MESSAGES)).toBe('请输入联系方式');
    expect(validateMobile('12345', CONTACT_MOBILE_MESSAGES)).toBe('请输入正确的电话');
    expect(validateMobile('19912345678', CONTACT_MOBILE_MESSAGES)).toBeNull();
  });

  it.each([
    ['', null],
    [null, null],
    ['13812345678', null],
    ['021-12345678', '请输入正确的电话'],
    ['1234', '请输入正确的电话'],
  ])('validateOptionalMobile(%j) → %j', (value, expected) => {
    expect(validateOptionalMobile(value)).toBe(expected);
  });

  it('validateOptionalMobile takes a custom message', () => {
    expect(validateOptionalMobile('1', '电话格式不对')).toBe('电话格式不对');
  });
});
