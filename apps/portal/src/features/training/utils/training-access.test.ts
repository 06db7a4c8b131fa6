import { describe, expect, it } from 'vitest';
import {
  formatFee,
  readTrainingId,
  readTrainingListQuery,
  toTrainingListPayload,
  trainingAccess,
  trainingDetailPath,
  trainingSignUpPath,
  trainTypeLabel,
  writeTrainingListQuery,
} from './training-access';

describe('trainingAccess', () => {
  it('lets an evaluator open the class', () => {
    expect(trainingAccess({ signedIn: true, role: 2 })).toEqual({ kind: 'open' });
  });

  it('reminds a visitor to sign in', () => {
    expect(trainingAccess({ signedIn: false, role: null })).toEqual({ kind: 'reminder', currentRole: null });
    expect(trainingAccess({ signedIn: false, role: 2 })).toEqual({ kind: 'reminder', currentRole: null });
  });

  it('names the current role of another account', () => {
    expect(trainingAccess({ signedIn: true, role: 1 })).toEqual({ kind: 'reminder', currentRole: '运动员' });
    expect(trainingAccess({ signedIn: true, role: 3 })).toEqual({ kind: 'reminder', currentRole: '测试机构' });
  });
});

describe('training paths and labels', () => {
  it('builds the detail and sign-up routes', () => {
    expect(trainingDetailPath(12)).toBe('/evaluationStaffTraining/evaluationStaffTrainingDetail?id=12');
    expect(trainingSignUpPath(12)).toBe('/evaluationStaff/evaluationStaffSignUp?id=12');
  });

  it('labels the training types', () => {
    expect([1, 2, 3, 9].map(trainTypeLabel)).toEqual(['培训', '考核', '培训+考核', '—']);
  });

  it('formats fees in yuan', () => {
    expect(formatFee(800)).toBe('¥800');
    expect(formatFee(1280)).toBe('¥1,280');
    expect(formatFee(99.5)).toBe('¥99.50');
  });
});

describe('training list query', () => {
  it('round-trips keyword and page', () => {
    const query = { page: 2, keyword: '广东' };
    expect(readTrainingListQuery(writeTrainingListQuery(query))).toEqual(query);
  });

  it('defaults and drops a bad page', () => {
    expect(readTrainingListQuery(new URLSearchParams('page=-1'))).toEqual({ page: 1, keyword: '' });
    expect(writeTrainingListQuery({ page: 1, keyword: ' ' }).toString()).toBe('');
  });

  it('builds the payload with 5 per page', () => {
    expect(toTrainingListPayload({ page: 1, keyword: '' }, 5)).toEqual({ limit: 5, page: 1 });
    expect(toTrainingListPayload({ page: 3, keyword: ' 二级 ' }, 5)).toEqual({ limit: 5, page: 3, keyword: '二级' });
  });

  it('reads a valid id only', () => {
    expect(readTrainingId(new URLSearchParams('id=7'))).toBe(7);
    expect(readTrainingId(new URLSearchParams('id=x'))).toBeNull();
    expect(readTrainingId(new URLSearchParams(''))).toBeNull();
  });
});
