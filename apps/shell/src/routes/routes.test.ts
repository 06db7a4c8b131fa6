import { describe, expect, it } from 'vitest';
import { personalTarget } from './personal-redirect';
import { guardTarget } from './route-guard';
import { findRoute } from './route-table';

const visitor = { signedIn: false, role: null, hasProfile: false };
const athlete = { signedIn: true, role: 1, hasProfile: true };

describe('guardTarget', () => {
  it('lets everyone open a public route', () => {
    expect(guardTarget(findRoute('/news')!, visitor)).toBeNull();
    expect(guardTarget(findRoute('/signin')!, athlete)).toBeNull();
  });

  it('sends a visitor on a role route to /signin', () => {
    expect(guardTarget(findRoute('/personal/gradeTestRecord')!, visitor)).toBe('/signin?role=1');
    // Issue 28.4: the address asked for comes back after sign-in, with the route's role.
    expect(guardTarget(findRoute('/personal/gradeTestRecord')!, visitor, '/personal/gradeTestRecord?page=2')).toBe(
      '/signin?redirect=%2Fpersonal%2FgradeTestRecord%3Fpage%3D2&role=1',
    );
    expect(guardTarget(findRoute('/personal/trainingRecord')!, visitor, '/personal/trainingRecord')).toBe(
      '/signin?redirect=%2Fpersonal%2FtrainingRecord&role=2',
    );
    expect(guardTarget(findRoute('/message')!, visitor)).toBe('/signin');
  });

  it('sends a session that ended on a role route (退出, expiry) to plain /signin, with no return address', () => {
    const ended = { ...visitor, endedHere: true };
    expect(guardTarget(findRoute('/personal/gradeTestRecord')!, ended, '/personal/gradeTestRecord')).toBe('/signin');
    expect(guardTarget(findRoute('/personal/completeInformation')!, ended, '/personal/completeInformation')).toBe('/signin');
  });

  it('sends another role to /index', () => {
    expect(guardTarget(findRoute('/personal/gradeTestRecord')!, { signedIn: true, role: 3, hasProfile: true })).toBe('/index');
    expect(guardTarget(findRoute('/personal/qualificationApplication')!, athlete)).toBe('/index');
    expect(guardTarget(findRoute('/personal/trainingRecord')!, athlete)).toBe('/index');
  });

  it('sends a user without personal info from a profile route to completeInformation', () => {
    const noProfile = { signedIn: true, role: 1, hasProfile: false };
    expect(guardTarget(findRoute('/test/signUp')!, noProfile)).toBe('/personal/completeInformation');
    expect(guardTarget(findRoute('/personal/completeInformation')!, noProfile)).toBeNull();
    expect(guardTarget(findRoute('/test/signUp')!, athlete)).toBeNull();
    expect(
      guardTarget(findRoute('/evaluationStaffTraining/evaluationStaffTrainingDetail')!, { signedIn: true, role: 2, hasProfile: false }),
    ).toBe('/personal/completeInformation');
  });

  it('lets every signed-in role into the message centre', () => {
    for (const role of [1, 2, 3, 4, 5]) {
      expect(guardTarget(findRoute('/message')!, { signedIn: true, role, hasProfile: false })).toBeNull();
    }
  });
});

describe('personalTarget', () => {
  it('sends a visitor to /signin', () => {
    expect(personalTarget(null, false, false)).toBe('/signin');
  });

  it('sends roles 1–3 without a profile to completeInformation', () => {
    for (const role of [1, 2, 3]) expect(personalTarget(role, false, true)).toBe('/personal/completeInformation');
  });

  it('sends each role with a profile to its first page', () => {
    expect(personalTarget(1, true, true)).toBe('/personal/gradeTestRecord');
    expect(personalTarget(2, true, true)).toBe('/personal/trainingRecord');
    expect(personalTarget(3, true, true)).toBe('/personal/qualificationApplication');
  });

  it('sends other roles to /signin', () => {
    expect(personalTarget(4, false, true)).toBe('/signin');
    expect(personalTarget(5, true, true)).toBe('/signin');
  });
});
