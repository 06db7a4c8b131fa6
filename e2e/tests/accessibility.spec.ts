import { ADMIN_ROUTES } from '@badminton/admin/routes';
import { INSTITUTION_ROUTES } from '@badminton/institution/routes';
import { MEMBER_ROUTES } from '@badminton/member/routes';
import { PORTAL_ROUTES } from '@badminton/portal/routes';
import type { RouteDefinition } from '@badminton/contracts/routes';
import type { Page } from '@playwright/test';
import { expect, test, type A11yScanner } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Accessibility sweep (issue 11.4, decision 0028): every route of the four route manifests, the public ones as a
 * visitor and the role-bound ones as each demo role allowed there, at 1280 and 375 px. The `a11y` fixture runs axe
 * (WCAG 2.0–2.2 A/AA) on each; a screen added to a manifest joins the sweep by being listed.
 */

// The sweep only reads (sign in, visit, scan), and its tests are the longest of the suite (about a fifth of it): they
// may run on any worker, each on that worker's own server, instead of all on one (decisions 0055, 0073).
test.describe.configure({ mode: 'parallel' });

const MANIFESTS: Record<string, RouteDefinition>[] = [PORTAL_ROUTES, MEMBER_ROUTES, INSTITUTION_ROUTES, ADMIN_ROUTES];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
const DEMO_ROLES = [
  { role: 1, label: '运动员', account: '13800000001' },
  { role: 2, label: '考评员', account: '13800000002' },
  { role: 3, label: '测试机构', account: '13800000003' },
  { role: 4, label: '省协会审核员', account: '13800000004' },
  { role: 5, label: '中羽协管理员', account: '13800000005' },
] as const;

/** Routes that show a record: reached from their list by its first link, as a user reaches them. */
const REACHED_FROM: Record<string, { list: string; link: string }> = {
  '/news/newsDetails': { list: '/news', link: '.bm-article-list__title' },
  '/notice/noticeDetails': { list: '/notice', link: '.bm-article-list__title' },
  '/evaluationList/evaluationListDetail': { list: '/evaluationList', link: '.evaluator-card__link' },
  '/testInstitutions/testInstitutionsDetail': { list: '/testInstitutions', link: '.institution-card__link' },
  '/enquiry/certificateAuthenticity/athleteDetail': { list: '/enquiry/athleteList', link: '.enquiry-athlete__link' },
  '/evaluationStaffTraining/evaluationStaffTrainingDetail': {
    list: '/evaluationStaffTraining',
    link: '.training-list__items article button:has-text("查看详情")',
  },
  // The back office's details, opened from their queues as a reviewer does (decisions 0067, 0068, 0071, 0072).
  '/personal/review/qualification': { list: '/personal/review/qualifications', link: '.review-link' },
  '/personal/review/testClass': { list: '/personal/review/testClasses', link: '.review-link' },
  '/personal/review/gradeSubmission': { list: '/personal/review/gradeSubmissions', link: '.grade-table__link' },
  '/personal/account': { list: '/personal/accounts', link: '.review-link' },
  '/personal/training/class': { list: '/personal/training/classes', link: '.review-link' },
  // The event-level applications (decision 0072): the demo athlete's, in the reviewer's province.
  '/personal/review/eventApplication': { list: '/personal/review/eventApplications', link: '.review-link' },
};

/** Routes a visitor cannot stay on without a token or a pending sign-in (their guard sends them on). */
const NOT_ON_THEIR_OWN = new Set(['/wxsignin', '/bindMobile']);

function allRoutes(): [string, RouteDefinition][] {
  const byPath = new Map<string, RouteDefinition>();
  for (const manifest of MANIFESTS) {
    for (const [path, route] of Object.entries(manifest)) {
      const known = byPath.get(path);
      byPath.set(path, known ? { ...known, roles: [...(known.roles ?? []), ...(route.roles ?? [])] } : route);
    }
  }
  return [...byPath];
}

const PUBLIC = allRoutes().filter(([path, route]) => !route.roles && !NOT_ON_THEIR_OWN.has(path));
const forRole = (role: number) =>
  allRoutes()
    .filter(([, route]) => route.roles?.includes(role as never))
    .map(([path]) => path);

async function visit(page: Page, a11y: A11yScanner, path: string) {
  const reach = REACHED_FROM[path];
  if (reach) {
    await page.goto(reach.list);
    await a11y.check();
    await page.locator(reach.link).first().click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}\\?`));
  } else {
    await page.goto(path);
  }
  await a11y.check();
}

/**
 * A role's routes in runs of at most this many: each run is a test of its own (signed in afresh), so the sweep spreads
 * over the workers and no test grows past its time limit as the manifests grow (decision 0073).
 */
const ROUTES_PER_TEST = 8;
/** A run's limit: a sign-in and eight routes with their scans on a loaded two-core machine. */
const SWEEP_TEST_TIMEOUT_MS = 200_000;

/** The routes in as few runs as keep each within ROUTES_PER_TEST, of even length (17 → 6, 6, 5), with their names. */
function chunks<T>(items: readonly T[]): { run: T[]; name: string }[] {
  const count = Math.ceil(items.length / ROUTES_PER_TEST);
  const size = Math.ceil(items.length / count);
  const out: { run: T[]; name: string }[] = [];
  for (let start = 0; start < items.length; start += size) {
    const run = items.slice(start, start + size);
    out.push({ run, name: `${start + 1}–${start + run.length} of ${items.length}` });
  }
  return out;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    chunks(PUBLIC).forEach(({ run, name }) => {
      test(`public routes (${name})`, async ({ page, a11y }) => {
        test.setTimeout(SWEEP_TEST_TIMEOUT_MS);
        for (const [path, route] of run) {
          await visit(page, a11y, path);
          await expect(page, path).toHaveTitle(new RegExp(`^${route.title}`));
        }
      });
    });

    test('the sign-in screen: the role radios', async ({ page }) => {
      await page.goto('/signin');
      await expect(page.getByRole('radio', { name: '运动员' })).toBeVisible();
    });

    for (const demo of DEMO_ROLES) {
      const paths = forRole(demo.role);
      chunks(paths).forEach(({ run, name }) => {
        test(`${demo.label} routes (${name})`, async ({ page, a11y }) => {
          test.setTimeout(SWEEP_TEST_TIMEOUT_MS);
          await signIn(page, demo.label, demo.account, DEMO_PASSWORD);
          await expect(page).not.toHaveURL(/\/signin(\?|$)/);
          for (const path of run) {
            await visit(page, a11y, path);
            // Allowed here: the guard keeps the role on the route.
            await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
          }
        });
      });
    }
  });
}
