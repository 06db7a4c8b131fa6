import { describe, expect, it } from 'vitest';
import type { TrainingOrderItem } from '@badminton/contracts';
import { TRAINING_SIGN_UP_MESSAGES as M } from '@badminton/validation';
import { initialSignUpForm, orderStep, signUpClosedReason, signUpProblem, toSignUpPayload, trainingRecordActions } from './training-view';

const detail = {
  id: 7,
  grade: 2,
  aptitude: ['无相关资质', '三级考评员证书'],
  feeList: [
    { feeType: 1, feeName: '培训费', fee: 1000 },
    { feeType: 3, feeName: '培训+考核费', fee: 1260 },
  ],
};

const order = (payment_status: TrainingOrderItem['payment_status']) => ({ payment_status }) as TrainingOrderItem;

describe('orderStep', () => {
  it('shows the form without a sign-up or after a closed or refunded order, the order while pending, paid once paid', () => {
    expect(orderStep([])).toEqual({ kind: 'form' });
    expect(orderStep([order('9')]).kind).toBe('form');
    expect(orderStep([order('7')]).kind).toBe('form');
    expect(orderStep([order('1')]).kind).toBe('order');
    expect(orderStep([order('5')]).kind).toBe('order');
    expect(orderStep([order('9'), order('3')]).kind).toBe('paid');
  });
});

describe('the sign-up form', () => {
  it('checks the rules in order and builds the multipart payload', () => {
    const form = initialSignUpForm(detail);
    expect(form.feeType).toBeNull();
    expect(signUpProblem(form, detail)).toBe(M.aptitudeRequired);
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    expect(signUpProblem({ ...form, aptitudeIndex: 1 }, detail)).toBe(M.aptitudeImageRequired);
    expect(signUpProblem({ ...form, aptitudeIndex: 1, image }, detail)).toBe(M.feeTypeRequired);
    expect(signUpProblem({ ...form, aptitudeIndex: 1, image, feeType: 3 }, detail)).toBe(M.acknowledgeRequired);
    const done = { ...form, aptitudeIndex: 1, image, feeType: 3, isAgree: true };
    expect(signUpProblem(done, detail)).toBeNull();
    expect(toSignUpPayload(done, detail)).toEqual({ tc_id: 7, grade: 2, aptitude_recording: 1, feeType: 3, isAdult: 0, isAgree: 1, aptitude_img: image });
    expect(toSignUpPayload({ ...done, aptitudeIndex: 0 }, detail)).not.toHaveProperty('aptitude_img');
    expect(signUpProblem({ ...form, isAgree: true, feeType: 1 }, { ...detail, grade: 3 })).toBe(M.adultRequired);
  });

  it('chooses the only fee type of a class', () => {
    expect(initialSignUpForm({ feeList: [{ feeType: 2, feeName: '考核费', fee: 300 }] }).feeType).toBe(2);
  });
});

describe('trainingRecordActions', () => {
  it('offers pay and invoice information while pending, the score once paid (disabled until reviewed)', () => {
    expect(trainingRecordActions({ payment_status: '1', performance_review: 0, order_sn: 'BM3' })).toEqual({ pay: true, invoiceInfo: true, invoice: false, score: false, scoreEnabled: false });
    expect(trainingRecordActions({ payment_status: '3', performance_review: 0, order_sn: 'BM3' })).toEqual({ pay: false, invoiceInfo: false, invoice: true, score: true, scoreEnabled: false });
    expect(trainingRecordActions({ payment_status: '3', performance_review: 2, order_sn: '' })).toEqual({ pay: false, invoiceInfo: false, invoice: false, score: true, scoreEnabled: true });
    expect(trainingRecordActions({ payment_status: '9', performance_review: 0, order_sn: 'BM3' })).toEqual({ pay: false, invoiceInfo: false, invoice: false, score: false, scoreEnabled: false });
  });
});

describe('signUpClosedReason', () => {
  const window = { isStop: false, apply_start_time: '2026-11-20 09:00:00', apply_end_time: '2026-12-30 18:00:00' };
  const at = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);
  it('is null inside the window and says why outside it or when stopped', () => {
    expect(signUpClosedReason(window, at('2026-11-25 10:00:00'))).toBeNull();
    expect(signUpClosedReason(window, at('2026-11-19 10:00:00'))).toBe('未开始报名：报名将于 2026-11-20 09:00 开始');
    expect(signUpClosedReason(window, at('2026-12-31 10:00:00'))).toBe('报名已结束：报名已于 2026-12-30 18:00 截止');
    expect(signUpClosedReason({ ...window, isStop: true }, at('2026-11-25 10:00:00'))).toBe('已停止报名：主办方已停止本班报名');
  });
});
