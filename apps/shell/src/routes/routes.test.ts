import { describe, expect, it } from 'vitest';
import { personalTarget } from './personal-redirect';
import { guardTarget } from './route-guard';
import { createRouteTable, ownerFor } from './route-table';
import { TEST_DOCUMENTS } from './test-documents';

const table = createRouteTable(TEST_DOCUMENTS);
const findRoute = table.find;
const homes = table.personalHomes;

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
    expect(personalTarget(homes, null, false, false)).toBe('/signin');
  });

  it('sends roles 1–3 without a profile to completeInformation', () => {
    for (const role of [1, 2, 3]) expect(personalTarget(homes, role, false, true)).toBe('/personal/completeInformation');
  });

  it('sends each role with a profile to its first page', () => {
    expect(personalTarget(homes, 1, true, true)).toBe('/personal/gradeTestRecord');
    expect(personalTarget(homes, 2, true, true)).toBe('/personal/trainingRecord');
    expect(personalTarget(homes, 3, true, true)).toBe('/personal/qualificationApplication');
  });

  it('sends a role that keeps no profile to its first page without one', () => {
    const staff = new Map([[4, '/personal/review/qualifications']] as const);
    expect(personalTarget(staff, 4, false, true, false)).toBe('/personal/review/qualifications');
    expect(personalTarget(staff, 4, false, true)).toBe('/personal/completeInformation');
  });

  it('sends other roles to /signin', () => {
    expect(personalTarget(homes, 4, false, true)).toBe('/signin');
    expect(personalTarget(homes, 5, true, true)).toBe('/signin');
  });
});

describe('the route table (built at run time from the route documents)', () => {
  it('is the union of the documents plus the shell’s own /personal', () => {
    const paths = new Set(Object.values(TEST_DOCUMENTS).flatMap((manifest) => Object.keys(manifest)));
    expect(table.routes.map((r) => r.path).sort()).toEqual([...paths, '/personal'].sort());
    expect(table.problems).toEqual([]);
  });

  it('gives a path two remotes serve both owners, each for its roles', () => {
    const entry = findRoute('/personal/completeInformation')!;
    expect(entry.roles).toEqual([1, 2, 3]);
    expect(entry.owners.map((o) => o.remote)).toEqual(['member', 'institution']);
    expect(ownerFor(entry, 3)).toBe('institution');
    expect(ownerFor(entry, 2)).toBe('member');
  });

  it('keeps a role two remotes both claim with the first, and says so', () => {
    const clash = createRouteTable({
      ...TEST_DOCUMENTS,
      extra: { '/personal/gradeTestRecord': { title: '另一个', roles: [1] }, '/personal': { title: '个人中心' } },
    });
    expect(ownerFor(clash.find('/personal/gradeTestRecord')!, 1)).toBe('member');
    expect(clash.problems).toEqual([
      'extra: /personal/gradeTestRecord is already served by member for the same roles',
      "extra: /personal is the shell's own route",
    ]);
  });

  it('has breadcrumbs from its own titles', () => {
    expect(table.breadcrumbTrail('/news/newsDetails').map((c) => c.title)).toEqual(['首页', '新闻资讯', '新闻详情']);
  });
});
