import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CERTIFICATE_TYPE,
  compactQuery,
  validateAthleteName,
  validateCertificateQuery,
} from './certificate-query';

describe('validateAthleteName', () => {
  it.each([
    ['', '请输入运动员姓名'],
    [' ', '请输入运动员姓名'],
    [null, '请输入运动员姓名'],
    ['李娜', null],
  ])('%j → %j', (value, expected) => {
    expect(validateAthleteName(value)).toBe(expected);
  });
});

describe('validateCertificateQuery', () => {
  const ID = '11010519491231002X';
  it('defaults the certificate type to the ID card', () => {
    expect(DEFAULT_CERTIFICATE_TYPE).toBe(1);
  });

  it('ignores spaces around the ID number', () => {
    expect(validateCertificateQuery({ name: '李娜', certificates_number: ` ${ID} ` })).toBeNull();
  });

  it.each([
    [{}, { field: 'name', message: '请输入运动员姓名' }],
    [{ certificates_number: ID, certificate_numbering: 'B2024001' }, { field: 'name', message: '请输入运动员姓名' }],
    [{ name: '  ', certificates_number: ID }, { field: 'name', message: '请输入运动员姓名' }],
    [{ name: '李娜' }, { field: 'query', message: '至少填写两项进行查询' }],
    [{ name: '李娜', certificates_number: '', certificate_numbering: '  ' }, { field: 'query', message: '至少填写两项进行查询' }],
    [{ name: '李娜', certificates_number: ID }, null],
    [{ name: '李娜', certificate_numbering: 'B2024001' }, null],
    [{ name: '李娜', certificates_number: ID, certificate_numbering: 'B2024001' }, null],
    [{ name: '李娜', certificates_number: '123' }, { field: 'certificates_number', message: '请输入正确的身份证号码' }],
    [{ name: '李娜', certificates_type: 2, certificates_number: 'H12345678' }, null],
    [{ name: '李娜', certificates_type: '2', certificates_number: ID }, { field: 'certificates_number', message: '请输入正确的港澳通行证号码' }],
    [{ name: '李娜', certificates_type: 3, certificates_number: '12345678' }, null],
    [{ name: '李娜', certificates_type: 4, certificates_number: 'E1' }, { field: 'certificates_number', message: '请输入正确的护照号码' }],
    [{ name: '李娜', certificates_type: '', certificates_number: ID }, null],
    [{ name: '李娜', certificates_type: 2, certificate_numbering: 'B2024001' }, null],
  ])('%j → %j', (form, expected) => {
    expect(validateCertificateQuery(form)).toEqual(expected);
  });
});

describe('compactQuery', () => {
  it('drops undefined, null and blank strings and keeps everything else', () => {
    expect(
      compactQuery({
        name: '李娜',
        certificates_number: '',
        certificate_numbering: '   ',
        provinceId: null,
        cityId: undefined,
        page: 0,
        isOpen: false,
        keyword: ' 羽 ',
        grades: [],
      }),
    ).toEqual({ name: '李娜', page: 0, isOpen: false, keyword: ' 羽 ', grades: [] });
  });

  it('returns a new object and leaves the input alone', () => {
    const input = { a: '', b: 'x' };
    const output = compactQuery(input);
    expect(output).not.toBe(input);
    expect(input).toEqual({ a: '', b: 'x' });
    expect(Object.keys(output)).toEqual(['b']);
  });

  it('empty object stays empty', () => {
    expect(compactQuery({})).toEqual({});
  });
});
