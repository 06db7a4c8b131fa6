import { describe, expect, it } from 'vitest';
import {
  coachFieldChecks,
  initialCoachForm,
  initialInvoiceForm,
  invoiceFieldChecks,
  switchCoachStatus,
  toInvoicePayload,
  toSignUpPayload,
} from './order-forms';
import { readSignUpQuery } from './sign-up-paths';

describe('coach form', () => {
  it('prefills the institution with status 0, clears it with 1 and prefills again with 0', () => {
    const initial = initialCoachForm('羽翔体育');
    expect(initial).toEqual({ status: 0, train: '羽翔体育', coach: '', phone: '' });
    const elsewhere = switchCoachStatus({ ...initial, coach: '张' }, 1, '羽翔体育');
    expect(elsewhere).toEqual({ status: 1, train: '', coach: '张', phone: '' });
    expect(switchCoachStatus({ ...elsewhere, train: '别处' }, 0, '羽翔体育').train).toBe('羽翔体育');
  });

  it('checks train only with status 1, and the spec messages', () => {
    let values = initialCoachForm('羽翔体育');
    const checks = coachFieldChecks(() => values);
    expect(checks.train('')).toBeNull();
    values = { ...values, status: 1 };
    expect(checks.train('')).toBe('请输入培训机构');
    expect(checks.coach('')).toBe('请输入教练员姓名');
    expect(checks.phone('')).toBe('请输入教练员手机号');
    expect(checks.phone('123')).toBe('请输入正确的手机号');
    expect(checks.phone('无')).toBeNull();
  });

  it('sends no train with status 0 (the service writes the institution)', () => {
    expect(toSignUpPayload({ status: 0, train: '羽翔体育', coach: ' 张 ', phone: '无' }, { test_class_id: 3, grade: 4 })).toEqual({
      status: 0,
      train: '',
      coach: '张',
      phone: '无',
      test_class_id: 3,
      grade: 4,
    });
  });
});

describe('invoice form', () => {
  it('starts personal without a saved title, and from the saved one otherwise', () => {
    expect(initialInvoiceForm(null).custtype).toBe('03');
    const saved = { custtype: '01' as const, custname: '某公司', custTaxNo: '9144', custAddr: null, custPhone: null, custBank: null, custAccount: null, invoMemo: '备注' };
    expect(initialInvoiceForm(saved)).toMatchObject({ custtype: '01', custname: '某公司', custTaxNo: '9144', custAddr: '', invoMemo: '备注' });
  });

  it('requires the company fields for 01 only; memo ≤ 200', () => {
    let values = initialInvoiceForm(null);
    const checks = invoiceFieldChecks(() => values);
    expect(checks.custname('')).toBeNull();
    values = { ...values, custtype: '01' };
    expect(checks.custname('')).toBe('请输入单位名称');
    expect(checks.custTaxNo('')).toBe('请输入纳税人识别号');
    expect(checks.invoMemo('字'.repeat(201))).toBe('发票备注请控制在200字以内');
  });

  it('sends no company field for a personal title', () => {
    const values = { ...initialInvoiceForm(null), custname: '某公司', invoMemo: ' 备注 ' };
    expect(toInvoicePayload(values)).toMatchObject({ custtype: '03', custname: '', invoMemo: '备注' });
  });
});

describe('sign-up query', () => {
  it.each([
    ['?id=3&key=4', { testClassId: 3, grade: 4 }],
    ['?id=3&key=17', null],
    ['?id=0&key=4', null],
    ['?id=abc&key=4', null],
    ['?key=4', null],
  ])('%s → %j', (search, expected) => {
    expect(readSignUpQuery(new URLSearchParams(search))).toEqual(expected);
  });
});
