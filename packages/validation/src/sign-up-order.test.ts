import { describe, expect, it } from 'vitest';
import {
  COACH_FORM_MESSAGES,
  INVOICE_TITLE_MESSAGES,
  validateCoachForm,
  validateCoachPhone,
  validateCustname,
  validateCustTaxNo,
  validateInvoiceMemo,
  validateInvoiceTitle,
} from './sign-up-order';

describe('coach form', () => {
  it('has the spec messages', () => {
    expect(COACH_FORM_MESSAGES).toEqual({
      trainRequired: '请输入培训机构',
      coachRequired: '请输入教练员姓名',
      phoneRequired: '请输入教练员手机号',
      phoneInvalid: '请输入正确的手机号',
    });
  });

  it.each([
    ['', '请输入教练员手机号'],
    ['   ', '请输入教练员手机号'],
    [null, '请输入教练员手机号'],
    ['无', null],
    [' 无 ', null],
    ['13812345678', null],
    ['1381234567', '请输入正确的手机号'],
    ['12812345678', '请输入正确的手机号'],
    ['没有', '请输入正确的手机号'],
    ['无无', '请输入正确的手机号'],
  ])('phone %j → %j', (value, expected) => {
    expect(validateCoachPhone(value)).toBe(expected);
  });

  it.each([
    [{ status: 1, train: '', coach: '张教练', phone: '无' }, '请输入培训机构'],
    [{ status: 0, train: '', coach: '张教练', phone: '无' }, null],
    [{ status: 1, train: '某俱乐部', coach: ' ', phone: '无' }, '请输入教练员姓名'],
    [{ status: 1, train: '某俱乐部', coach: '张教练', phone: '' }, '请输入教练员手机号'],
    [{ status: 1, train: '某俱乐部', coach: '张教练', phone: '138' }, '请输入正确的手机号'],
    [{ status: 1, train: '某俱乐部', coach: '张教练', phone: '13812345678' }, null],
  ])('form %j → %j', (form, expected) => {
    expect(validateCoachForm(form)).toBe(expected);
  });
});

describe('invoice title', () => {
  it('has the spec messages', () => {
    expect(INVOICE_TITLE_MESSAGES).toEqual({
      custnameRequired: '请输入单位名称',
      custTaxNoRequired: '请输入纳税人识别号',
      memoTooLong: '发票备注请控制在200字以内',
      saved: '发票信息录入成功',
      saveFailed: '发票信息录入失败',
    });
  });

  it('requires the company fields for 01 only', () => {
    expect(validateCustname('01', '')).toBe('请输入单位名称');
    expect(validateCustname('03', '')).toBeNull();
    expect(validateCustTaxNo('01', ' ')).toBe('请输入纳税人识别号');
    expect(validateCustTaxNo('03', undefined)).toBeNull();
  });

  it('counts the memo in characters, 200 at most', () => {
    expect(validateInvoiceMemo('备'.repeat(200))).toBeNull();
    expect(validateInvoiceMemo('备'.repeat(201))).toBe('发票备注请控制在200字以内');
    expect(validateInvoiceMemo('😀'.repeat(200))).toBeNull();
    expect(validateInvoiceMemo(undefined)).toBeNull();
  });

  it.each([
    [{ custtype: '03' }, null],
    [{ custtype: '01', custname: '', custTaxNo: '91440101MA5' }, '请输入单位名称'],
    [{ custtype: '01', custname: '某公司', custTaxNo: '' }, '请输入纳税人识别号'],
    [{ custtype: '01', custname: '某公司', custTaxNo: '91440101MA5', invoMemo: 'x'.repeat(201) }, '发票备注请控制在200字以内'],
    [{ custtype: '01', custname: '某公司', custTaxNo: '91440101MA5', invoMemo: '备注' }, null],
  ])('title %j → %j', (form, expected) => {
    expect(validateInvoiceTitle(form)).toBe(expected);
  });
});
