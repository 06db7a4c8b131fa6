// `pnpm test`: everything CI checks, in order of cost.
//  1. typecheck and lint of every workspace package
//  2. unit and API integration tests (vitest; the API on PGlite, or on PostgreSQL when DATABASE_URL is set)
//  3. build of the shell, the remotes and Storybook, then the JavaScript budget per route (a size check on the build)
//  4. Playwright end-to-end tests in Chromium against the built system started as a user would, one server per worker
import { run } from './lib.mjs';

const turbo = (...args) => run('pnpm', ['exec', 'turbo', 'run', ...args, '--output-logs=errors-only']);

/** Runs one phase and prints its wall time, so a CI log says where the time went (decision 0055). */
async function phase(name, step) {
  const start = performance.now();
  await step();
  console.log(`== ${name}: ${Math.round((performance.now() - start) / 1000)} s ==`);
}

await phase('typecheck and lint', () => turbo('typecheck', 'lint'));
await phase('unit and API tests', () => run('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--output-logs=new-only']));
await phase('build and Storybook', () => turbo('build', 'build-storybook'));
await phase('bundle budget', () => run('node', ['scripts/check-bundle-budget.mjs']));
// Not a turbo `test` task: the e2e suite needs the built system, so it runs last, on its own. Each Playwright worker
// starts its own server on its own data (E2E_WORKERS, default 2: decision 0055).
await phase('e2e', () => run('pnpm', ['--filter', '@badminton/e2e', 'e2e']));
