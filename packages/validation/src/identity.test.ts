import { describe, expect, it } from 'vitest';
import {
  ID_PROVINCE_CODES,
  birthDateFromIdNumber,
  idNumberCheckCharacter,
  isHongKongMacauPass,
  isIdType,
  isNationalId,
  isPassport,
  isTaiwanPass,
  normalizeIdNumber,
  validateIdByType,
  validateNationalId,
} from './identity';
import { ID_MESSAGES, LEGAL_PERSON_ID_MESSAGES } from './messages';

/**
 * Independent ISO 7064 MOD 11-2 reference: weight of position i (0-based, 17 digits) is
 * 2^(17 - i) mod 11; the check value is (12 - sum mod 11) mod 11, written X when 10.
 */
function referenceCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}
const withCheck = (first17: string): string => first17 + referenceCheck(first17);

const TODAY = '2025-06-15';

describe('idNumberCheckCharacter', () => {
  it.each([
    '11010519491231002', // GB 11643 example → X
    '44052418800101001', // GB 11643 example → 4
    '11010120000229001',
    '31011519880808123',
    '51010720080101002',
    '65010219960229003',
    '00000000000000000',
    '99999999999999999',
  ])('matches the reference for %s', (first17) => {
    expect(idNumberCheckCharacter(first17)).toBe(referenceCheck(first17));
  });

  it('gives the published examples', () => {
    expect(idNumberCheckCharacter('11010519491231002')).toBe('X');
    expect(idNumberCheckCharacter('44052418800101001')).toBe('4');
  });

  it('refuses anything but 17 digits', () => {
    expect(() => idNumberCheckCharacter('1234')).toThrow();
    expect(() => idNumberCheckCharacter('1101051949123100X')).toThrow();
  });
});

describe('isNationalId', () => {
  const valid = [
    '11010519491231002X', // published example, check X
    '11010519491231002x', // lower-case x accepted
    '440524188001010014', // published example, born 1880
    withCheck('11010120000229001'), // 29 Feb 2000 (divisible by 400)
    withCheck('65010219960229003'), // 29 Feb 1996
    withCheck('31011519880808123'),
    withCheck('51010720080101002'),
    withCheck('44030620250615002'), // born today
    withCheck('81000019900101001'), // Hong Kong resident permit
    withCheck('82000019900101001'), // Macau
    withCheck('83000019900101001'), // Taiwan resident permit
    '110105491231002', // 15-digit legacy: 1949-12-31
    '440524800229001', // legacy: 1980-02-29
  ];
  it.each(valid)('accepts %s', (id) => {
    expect(isNationalId(id, { today: TODAY })).toBe(true);
    expect(validateIdByType(1, id, { today: TODAY })).toBeNull();
  });

  const invalid: [string, string][] = [
    ['110105194912310021', 'wrong check digit'],
    ['11010519491231002Y', 'check character not a digit or X'],
    [withCheck('11010119000229003'), '1900 is not a leap year'],
    [withCheck('11010120010229001'), '29 Feb in a common year'],
    [withCheck('44030619801310001'), 'month 13'],
    [withCheck('44030619800001001'), 'month 00'],
    [withCheck('44030619801232001'), 'day 32'],
    [withCheck('44030619800431001'), '31 April'],
    [withCheck('44030619800100001'), 'day 00'],
    [withCheck('44030620250616002'), 'born tomorrow'],
    [withCheck('11010520251231001'), 'born in the future'],
    [withCheck('44030617991231001'), 'born before 1800'],
    [withCheck('99010119900101001'), 'province 99 does not exist'],
    [withCheck('10010119900101001'), 'province 10 does not exist'],
    [withCheck('01010119900101001'), 'region starts with 0'],
    ['11010519491231002', '17 characters'],
    ['11010519491231002XX', '19 characters'],
    [' 11010519491231002X', 'leading space'],
    ['110105 19491231002X', 'inner space'],
    ['990105491231002', 'legacy: bad province'],
    ['110105490231002', 'legacy: 31 Feb'],
    ['110105491331002', 'legacy: month 13'],
    ['11010549123100X', 'legacy: letter'],
    ['', 'empty'],
  ];
  it.each(invalid)('refuses %s (%s)', (id) => {
    expect(isNationalId(id, { today: TODAY })).toBe(false);
    expect(validateIdByType(1, id, { today: TODAY })).toBe(id === '' ? '请输入证件号码' : '请输入正确的身份证号码');
  });

  it('checks "not in the future" against the real clock by default', () => {
    expect(isNationalId(withCheck('11010120990101001'))).toBe(false);
    expect(isNationalId('11010519491231002X')).toBe(true);
  });

  it('accepts a Date as today', () => {
    const id = withCheck('44030620250615002');
    expect(isNationalId(id, { today: new Date(2025, 5, 15, 23, 0) })).toBe(true);
    expect(isNationalId(id, { today: new Date(2025, 5, 14, 23, 0) })).toBe(false);
  });

  it('covers every province code and nothing else', () => {
    expect(ID_PROVINCE_CODES).toHaveLength(35);
    for (const code of ID_PROVINCE_CODES) {
      expect(isNationalId(withCheck(`${code}010119900101001`), { today: TODAY })).toBe(true);
    }
  });
});

describe('birthDateFromIdNumber', () => {
  it.each([
    ['11010519491231002X', '1949-12-31'],
    ['11010519491231002x', '1949-12-31'],
    ['110101200002290018', '2000-02-29'],
    ['110105491231002', '1949-12-31'],
    ['440524800229001', '1980-02-29'],
    [' 110105491231002 ', '1949-12-31'],
    ['110105194912310021', '1949-12-31'], // checksum is not this helper's business
    ['11010519491231', null], // 14 characters
    ['1101051949123100', null], // 16 characters
    ['11010519491231002XX', null],
    ['110101190002290038', null], // 1900-02-29 is not a day
    ['110101199913010038', null],
    ['1101011999AB010038', null],
    ['H12345678', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (id, expected) => {
    expect(birthDateFromIdNumber(id)).toBe(expected);
  });
});

describe('Hong Kong / Macau pass', () => {
  it.each([
    ['H12345678', true],
    ['M12345678', true],
    ['H1234567890', true],
    ['M1234567890', true],
    ['h12345678', true],
    ['m1234567890', true],
    ['H1234567', false], // 7 digits
    ['H123456789', false], // 9 digits
    ['H123456789012', false],
    ['A12345678', false],
    ['12345678', false],
    ['HH1234567', false],
    ['H1234567X', false],
    ['', false],
  ])('%j → %j', (value, expected) => {
    expect(isHongKongMacauPass(value)).toBe(expected);
    expect(validateIdByType(2, value)).toBe(expected ? null : value === '' ? '请输入证件号码' : '请输入正确的港澳通行证号码');
  });
});

describe('Taiwan pass', () => {
  it.each([
    ['12345678', true],
    ['1234567801', true],
    ['1234567890(B)', true],
    ['12345678(b)', true],
    ['1234567', false],
    ['123456789', false],
    ['12345678901', false],
    ['1234567890B', false],
    ['1234567890(BC)', false],
    ['T12345678', false],
    ['', false],
  ])('%j → %j', (value, expected) => {
    expect(isTaiwanPass(value)).toBe(expected);
    expect(validateIdByType(3, value)).toBe(expected ? null : value === '' ? '请输入证件号码' : '请输入正确的台湾通行证号码');
  });
});

describe('passport', () => {
  it.each([
    ['E1234', true], // 5
    ['E12345678', true],
    ['EA1234567', true],
    ['g12345678', true],
    ['ABCDEFGHIJ1234567', true], // 17
    ['E123', false], // 4
    ['ABCDEFGHIJ12345678', false], // 18
    ['E1234 567', false],
    ['E-1234567', false],
    ['护照12345', false],
    ['', false],
  ])('%j → %j', (value, expected) => {
    expect(isPassport(value)).toBe(expected);
    expect(validateIdByType(4, value)).toBe(expected ? null : value === '' ? '请输入证件号码' : '请输入正确的护照号码');
  });
});

describe('validateIdByType', () => {
  it('exports the messages', () => {
    expect(ID_MESSAGES).toEqual({
      required: '请输入证件号码',
      typeRequired: '请选择证件类型',
      invalid: {
        1: '请输入正确的身份证号码',
        2: '请输入正确的港澳通行证号码',
        3: '请输入正确的台湾通行证号码',
        4: '请输入正确的护照号码',
      },
    });
  });

  it('switches by type: the same number passes one type and fails another', () => {
    expect(validateIdByType(4, 'H12345678')).toBeNull();
    expect(validateIdByType(2, 'H12345678')).toBeNull();
    expect(validateIdByType(3, 'H12345678')).toBe('请输入正确的台湾通行证号码');
    expect(validateIdByType(1, 'H12345678')).toBe('请输入正确的身份证号码');
    expect(validateIdByType(3, '12345678')).toBeNull();
    expect(validateIdByType(1, '12345678')).toBe('请输入正确的身份证号码');
  });

  it.each([
    [undefined, '请选择证件类型'],
    [null, '请选择证件类型'],
    [0, '请选择证件类型'],
    [5, '请选择证件类型'],
    ['', '请选择证件类型'],
    ['x', '请选择证件类型'],
    ['4', null],
    [4, null],
  ])('type %j → %j', (type, expected) => {
    expect(validateIdByType(type, 'E12345678')).toBe(expected);
  });

  it('reports a missing type before a missing number', () => {
    expect(validateIdByType(undefined, '')).toBe('请选择证件类型');
    expect(validateIdByType(1, '  ')).toBe('请输入证件号码');
  });

  it('takes the institution form wording', () => {
    const options = { requiredMessage: LEGAL_PERSON_ID_MESSAGES.required, typeMessage: LEGAL_PERSON_ID_MESSAGES.typeRequired };
    expect(validateIdByType(1, '', options)).toBe('请输入身份证号码');
    expect(validateIdByType(null, '1', options)).toBe('请选择法人证件类型');
    expect(validateIdByType(2, 'x', { invalidMessages: { 2: '港澳证件号码不正确' } })).toBe('港澳证件号码不正确');
    expect(validateIdByType(3, 'x', { invalidMessages: { 2: '港澳证件号码不正确' } })).toBe('请输入正确的台湾通行证号码');
  });

  it('validateNationalId is type 1', () => {
    expect(validateNationalId('')).toBe('请输入证件号码');
    expect(validateNationalId('123')).toBe('请输入正确的身份证号码');
    expect(validateNationalId('11010519491231002X')).toBeNull();
  });

  it('isIdType', () => {
    expect([0, 1, 2, 3, 4, 5, '1'].map(isIdType)).toEqual([false, true, true, true, true, false, false]);
  });

  it('normalizeIdNumber upper-cases and trims', () => {
    expect(normalizeIdNumber(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(normalizeIdNumber(null)).toBe('');
  });
});
