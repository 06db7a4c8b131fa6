import { describe, expect, it } from 'vitest';
import {
  trainingAccess,
  trainingDetailPath,
  trainingSignUpPath,
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

});
