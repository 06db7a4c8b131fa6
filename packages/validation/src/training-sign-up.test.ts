import { describe, expect, it } from 'vitest';
import { checkTrainingImage, isAdultOn, TRAINING_SIGN_UP_MESSAGES as M, validateTrainingSignUp, type TrainingSignUpForm } from './training-sign-up';

const base: TrainingSignUpForm = {
  grade: 2,
  aptitudeOptions: ['无', '三级考评员证书', '国家二级运动员'],
  aptitudeIndex: 0,
  hasImage: false,
  isAdult: false,
  feeType: 3,
  feeTypes: [1, 2, 3],
  isAgree: true,
};

describe('validateTrainingSignUp', () => {
  it.each<[string, Partial<TrainingSignUpForm>, string | null]>([
    ['a complete form', {}, null],
    ['no aptitude below grade 3', { aptitudeIndex: null }, M.aptitudeRequired],
    ['an option above 0 without its image', { aptitudeIndex: 1 }, M.aptitudeImageRequired],
    ['an option above 0 with its image', { aptitudeIndex: 2, hasImage: true }, null],
    ['an option that does not exist', { aptitudeIndex: 3, hasImage: true }, M.aptitudeInvalid],
    ['grade 3 without 18+', { grade: 3, aptitudeIndex: null }, M.adultRequired],
    ['grade 3 with 18+ and no aptitude', { grade: 3, aptitudeIndex: null, isAdult: true }, null],
    ['no fee type', { feeType: null }, M.feeTypeRequired],
    ['a fee type the class does not offer', { feeType: 2, feeTypes: [1] }, M.feeTypeNotOffered],
    ['no acknowledgement', { isAgree: false }, M.acknowledgeRequired],
  ])('%s', (_name, change, expected) => {
    expect(validateTrainingSignUp({ ...base, ...change })).toBe(expected);
  });
});

describe('isAdultOn', () => {
  it('turns 18 on the birthday', () => {
    expect(isAdultOn('2008-06-01', '2026-05-31')).toBe(false);
    expect(isAdultOn('2008-06-01', '2026-06-01')).toBe(true);
  });
});

describe('checkTrainingImage', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 100 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 4 * 1024 * 1024 - 1 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 4 * 1024 * 1024 }, M.imageSize],
    [{ name: 'a.gif', type: 'image/gif', size: 100 }, M.imageType],
    [{ name: 'a.pdf', type: '', size: 100 }, M.imageType],
    [{ name: 'a.PNG', type: '', size: 100 }, null],
  ])('%o', (file, expected) => {
    expect(checkTrainingImage(file)).toBe(expected);
  });
});
