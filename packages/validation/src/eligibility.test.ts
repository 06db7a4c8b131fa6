import { describe, expect, it } from 'vitest';
import { ageOn, CHILD_TRACK_AGE_LIMIT, eligibleGrades, gradeTrack, highestHeld, judgeGrade } from './eligibility';

const ADULT = { birthday: '1990-06-01', testDate: '2026-12-05' };
const CHILD = { birthday: '2014-03-10', testDate: '2026-12-05' };

describe('gradeTrack', () => {
  it.each([
    [1, 'adult'],
    [9, 'adult'],
    [10, 'child'],
    [16, 'child'],
    [0, null],
    [17, null],
    [31, null],
    [2.5, null],
  ])('%s → %s', (grade, track) => expect(gradeTrack(grade)).toBe(track));
});

describe('ageOn', () => {
  it.each([
    ['2008-12-06', '2026-12-05', 17],
    ['2008-12-05', '2026-12-05', 18],
    ['2008-12-04', '2026-12-05 09:00:00', 18],
    ['2012-02-29', '2026-02-28', 13],
    ['2012-02-29', '2026-03-01', 14],
  ])('born %s, on %s → %i', (birthday, on, age) => expect(ageOn(birthday, on)).toBe(age));

  it('refuses a malformed date', () => expect(() => ageOn('20080101', '2026-01-01')).toThrow('不是有效的日期'));
});

describe('highestHeld', () => {
  it('reads each track separately and ignores evaluator grades', () => {
    expect(highestHeld([2, 5, 11, 31], 'adult')).toBe(5);
    expect(highestHeld([2, 5, 11, 31], 'child')).toBe(11);
    expect(highestHeld([31, 32], 'adult')).toBeNull();
  });
});

describe('judgeGrade', () => {
  it.each([
    // newcomers: entry grades only
    ['adult newcomer, grade 1', ADULT, [], 1, true, null],
    ['adult newcomer, grade 3', ADULT, [], 3, true, null],
    ['adult newcomer, grade 4', ADULT, [], 4, false, 'too-high'],
    ['child newcomer, grade 10', CHILD, [], 10, true, null],
    ['child newcomer, grade 12', CHILD, [], 12, true, null],
    ['child newcomer, grade 13', CHILD, [], 13, false, 'too-high'],
    // holders: the next grade only
    ['holds 3, grade 4', ADULT, [1, 2, 3], 4, true, null],
    ['holds 3, grade 5', ADULT, [3], 5, false, 'too-high'],
    ['holds 3, grade 3', ADULT, [3], 3, false, 'already-held'],
    ['holds 3, grade 2', ADULT, [3], 2, false, 'already-held'],
    ['holds 9, grade 9', ADULT, [9], 9, false, 'already-held'],
    ['holds 12, grade 13', CHILD, [10, 12], 13, true, null],
    ['holds 12, grade 11', CHILD, [12], 11, false, 'already-held'],
    // tracks are independent
    ['child holding adult 5 is a child newcomer', CHILD, [5], 10, true, null],
    ['adult holding child 16 is an adult newcomer', ADULT, [16], 2, true, null],
    // age on the test date
    ['adult, child grade', ADULT, [], 10, false, 'age'],
    ['17 on the test date, child grade', { birthday: '2008-12-06', testDate: '2026-12-05' }, [], 10, true, null],
    ['18 on the test date, child grade', { birthday: '2008-12-05', testDate: '2026-12-05' }, [], 10, false, 'age'],
    ['child, adult grade', CHILD, [], 1, true, null],
    // codes outside the tracks
    ['evaluator grade', ADULT, [], 31, false, 'unknown-grade'],
    ['grade 0', ADULT, [], 0, false, 'unknown-grade'],
  ] as const)('%s', (_label, person, held, grade, eligible, reason) => {
    expect(judgeGrade(grade, { ...person, heldGrades: held })).toEqual({ grade, eligible, reason });
  });

  it('takes the age limit as a setting', () => {
    const sixteen = { birthday: '2010-01-01', testDate: '2026-06-01', heldGrades: [] };
    expect(CHILD_TRACK_AGE_LIMIT).toBe(18);
    expect(judgeGrade(10, sixteen).eligible).toBe(true);
    expect(judgeGrade(10, { ...sixteen, childAgeLimit: 16 })).toEqual({ grade: 10, eligible: false, reason: 'age' });
  });
});

describe('eligibleGrades', () => {
  it('gives several, one or none of the offered grades', () => {
    const teen = { birthday: '2010-05-12', testDate: '2026-12-12', heldGrades: [1, 2, 3, 10, 11, 12] };
    expect(eligibleGrades([13, 4, 5], teen)).toEqual([4, 13]);
    expect(eligibleGrades([4, 5, 6], teen)).toEqual([4]);
    expect(eligibleGrades([7, 8, 9], teen)).toEqual([]);
  });

  it('sorts and removes duplicates', () => {
    expect(eligibleGrades([3, 1, 3, 2], { ...ADULT, heldGrades: [] })).toEqual([1, 2, 3]);
  });
});
