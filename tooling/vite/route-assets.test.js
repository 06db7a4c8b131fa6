import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { decodeSharedName, frameImports, importlessScreens, screenImports } from './route-assets.js';

test('reads each path of a screen table: direct lazy imports, a declared loader, entries over several lines', () => {
  const source = `
const account = () => import('@badminton/account');
export const SCREENS = {
  '/index': lazy(() => import('./home-page')),
  '/personal/completeInformation': lazy(() => account().then((m) => ({ default: m.BasicInformationPage }))),
  '/test/signUp': ScreenToCome,
  '/evaluationStaffTraining/evaluationStaffTrainingDetail': lazy(
    () => import('../features/training/components/training-detail-page'),
  ),
};`;
  assert.deepEqual(screenImports(source), {
    '/index': './home-page',
    '/personal/completeInformation': '@badminton/account',
    '/evaluationStaffTraining/evaluationStaffTrainingDetail': '../features/training/components/training-detail-page',
  });
  // The screen still to come is listed apart: on a framed path it loads the frame's files (its style sheets).
  assert.deepEqual(importlessScreens(source), ['/test/signUp']);
});

for (const [app, screens] of [
  ['portal', 'screens.ts'],
  ['member', 'screens.ts'],
  ['institution', 'screens.ts'],
  ['admin', 'screens.ts'],
]) {
  test(`finds a screen for every path of the ${app} remote's real screen table`, () => {
    const source = readFileSync(new URL(`../../apps/${app}/src/app/${screens}`, import.meta.url), 'utf8');
    const manifest = readFileSync(new URL(`../../apps/${app}/src/routes.ts`, import.meta.url), 'utf8');
    // A path whose screen is still to come (`ScreenToCome`) has no import, and so no files.
    const paths = [...manifest.matchAll(/^\s*'(\/[^']*)':/gm)].map((match) => match[1]).filter((p) => !source.includes(`'${p}': ScreenToCome`));
    assert.ok(paths.length > 5);
    assert.deepEqual(Object.keys(screenImports(source)).sort(), paths.sort());
  });
}

test('reads the entry after a line comment (the back office groups its table by queue)', () => {
  const source = `
export const SCREENS = {
  '/personal/content': lazy(() => import('../screens/content/overview-screen')),
  // Grade submissions (decision 0068).
  '/personal/review/gradeSubmissions': lazy(() => import('../screens/grades/grade-submissions-screen')),
  // The money queues.
  // Two comment lines.
  '/personal/review/refunds': lazy(() => import('../screens/money/refunds-screen')),
};`;
  assert.deepEqual(screenImports(source), {
    '/personal/content': '../screens/content/overview-screen',
    '/personal/review/gradeSubmissions': '../screens/grades/grade-submissions-screen',
    '/personal/review/refunds': '../screens/money/refunds-screen',
  });
});

test('decodes federation-encoded package names', () => {
  assert.equal(decodeSharedName('react_mf_2_dom_mf_1_client'), 'react-dom/client');
  assert.equal(decodeSharedName('_mf_0_badminton_mf_1_router'), '@badminton/router');
});

test("reads the screen table's frame: an exported lazy component, through a loader or a direct import", () => {
  const source = `
const account = () => import('@badminton/account');
export const PersonalLayout = lazy(() => account().then((m) => ({ default: m.PersonalLayout })));
export const Other = lazy(() => import('./other-frame'));
const Hidden = lazy(() => import('./not-exported'));
export const SCREENS = { '/personal/a': lazy(() => import('./a')) };`;
  assert.deepEqual(frameImports(source), ['@badminton/account', './other-frame']);
});

test("finds the personal-centre layout in the member and institution remotes' screen tables", () => {
  for (const app of ['member', 'institution']) {
    const source = readFileSync(new URL(`../../apps/${app}/src/app/screens.ts`, import.meta.url), 'utf8');
    assert.deepEqual(frameImports(source), ['@badminton/account'], app);
  }
});
