import { INSTITUTION_ROUTES } from '@badminton/institution/routes';
import { MEMBER_ROUTES } from '@badminton/member/routes';
import { PORTAL_ROUTES } from '@badminton/portal/routes';
import type { RouteDefinition } from '@badminton/contracts/routes';
import type { Page } from '@playwright/test';
import { expect, test, type A11yScanner } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Accessibility sweep (issue 11.4, decision 0028): every route of the three route manifests, the public ones as a
 * visitor and the role-bound ones as each demo role allowed there, at 1280 and 375 px. The `a11y` fixture runs axe
 * (WCAG 2.0–2.2 A/AA) on each; a screen added to a manifest joins the sweep by being listed.
 */

// The sweep only reads (sign in, visit, scan), and its eight tests are the longest of the suite (about a fifth of it):
// they may run on any worker, each on that worker's own server, instead of all on one (decision 0055).
test.describe.configure({ mode: 'parallel' });

const MANIFESTS: Record<string, RouteDefinition>[] = [PORTAL_ROUTES, MEMBER_ROUTES, INSTITUTION_ROUTES];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
const DEMO_ROLES = [
  { role: 1, label: '运动员', account: '13800000001' },
  { role: 2, label: '考评员', account: '13800000002' },
  { role: 3, label: '测试机构', account: '13800000003' },
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

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`public routes (${PUBLIC.length})`, async ({ page, a11y }) => {
      test.setTimeout(240_000);
      for (const [path, route] of PUBLIC) {
        await visit(page, a11y, path);
        await expect(page, path).toHaveTitle(new RegExp(`^${route.title}`));
      }
      // The sign-in screen's own states: the role radios and the mobile-code tab.
      await page.goto('/signin');
      await expect(page.getByRole('radio', { name: '运动员' })).toBeVisible();
    });

    for (const demo of DEMO_ROLES) {
      const paths = forRole(demo.role);
      test(`${demo.label} routes (${paths.length})`, async ({ page, a11y }) => {
        test.setTimeout(240_000);
        await signIn(page, demo.label, demo.account, DEMO_PASSWORD);
        await expect(page).not.toHaveURL(/\/signin$/);
        for (const path of paths) {
          await visit(page, a11y, path);
          // Allowed here: the guard keeps the role on the route.
          await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
        }
      });
    }
  });
}
