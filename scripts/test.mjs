// `pnpm test`: everything CI checks, in order of cost.
//  1. typecheck and lint of every workspace package
//  2. unit and API integration tests (vitest; the API on PGlite, or on PostgreSQL when DATABASE_URL is set)
//  3. build of the shell, the remotes and Storybook, then the JavaScript budget per route (a size check on the build)
//  4. Playwright end-to-end tests in Chromium against the built system started as a user would
import { run } from './lib.mjs';

const turbo = (...args) => run('pnpm', ['exec', 'turbo', 'run', ...args, '--output-logs=errors-only']);

await turbo('typecheck', 'lint');
await run('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--output-logs=new-only']);
await turbo('build', 'build-storybook');
await run('node', ['scripts/check-bundle-budget.mjs']);
// Not a turbo `test` task: the e2e suite needs the built system, so it runs last, on its own.
await run('pnpm', ['--filter', '@badminton/e2e', 'e2e']);
