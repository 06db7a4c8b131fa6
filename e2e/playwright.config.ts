import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built system (`pnpm test` builds
 * first). Each worker starts its own server the way a user starts it (`node scripts/start.mjs --no-build`) on its own
 * port (`E2E_PORT`, default 8181, plus the worker's index) with its own fresh data folder: the worker-scoped `server`
 * fixture in tests/server.ts, which also sets `baseURL` (decision 0055). `E2E_WORKERS` sets the number of workers.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  // Generous: the accessibility fixture scans every route a test shows (twice when it finds something).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  // In CI a failed test runs once more, and the run reports it as "flaky" when the second try passes
  // (decision 0043): a test that fails twice still fails the run. Locally a failure stops at the first try.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    // The programme's users are in China: dates the server formats (Asia/Shanghai, scripts/start.mjs) and the browser
    // formats must agree for the page to hydrate.
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
