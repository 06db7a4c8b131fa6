// `node routes.mjs [--url http://127.0.0.1:8190] [--runs 3] [--only /test,/signin] [--json out.json]`: Lighthouse mobile
// (simulated throttling, the default config) on every public route and the personal-centre routes, the median of
// `--runs` runs per route, with the JavaScript the route loaded (gzip -9 of each script Lighthouse saw). Without
// `--url` it starts the built system itself on a fresh data folder with the demo data (`pnpm build` first).
// Signed-in routes run in the tab that signed in through the sign-in screen (the session is in that tab's session
// storage; Lighthouse drives it through puppeteer), with Lighthouse's storage reset turned off so the session stays; a
// run that ends on another path (a redirect to /signin) is reported as not measured. Prints a Markdown table for docs/performance.md; issue 12's targets are
// score ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.05, JS ≤ 300 KB gzip (≤ 150 KB on /index). A measurement, never a test.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, fittedThrottling, loadAverage, startBuiltSystem, waitFor } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const RUNS = Number(option('--runs', '3'));
const ONLY = option('--only', '')?.split(',').filter(Boolean) ?? [];
const DEMO_PASSWORD = 'Demo@2026';

/** Issue 12's targets. */
export const TARGETS = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.05, jsKb: 300, homeJsKb: 150 };

/** Public routes; `from` names the list whose first record link opens a detail route. */
const PUBLIC = [
  '/index', '/news', { path: '/news/newsDetails', from: '/news' }, '/notice', { path: '/notice/noticeDetails', from: '/notice' },
  '/test', '/evaluationList', { path: '/evaluationList/evaluationListDetail', from: '/evaluationList' },
  '/evaluationStaffTraining', '/testInstitutions', { path: '/testInstitutions/testInstitutionsDetail', from: '/testInstitutions' },
  '/enquiry/athleteList', { path: '/enquiry/certificateAuthenticity/athleteDetail', from: '/enquiry/athleteList' },
  '/enquiry/certificateAuthenticity', '/commonQuestion', '/signin', '/register',
];

/**
 * Signed-in routes per demo account: every personal-centre screen of the athlete and the evaluator (the member remote's
 * manifest, apps/member/src/routes.ts), the institution's screens (apps/institution/src/routes.ts), the back office's
 * (apps/admin/src/routes.ts), and the message centre. An entry with `from`
 * is a detail screen opened from the first record link of that list (`?` after the path: a record's link, not the menu
 * entry of a list whose path starts the same).
 */
const ACCOUNT = ['/personal/invoiceList', { path: '/personal/invoice', from: '/personal/invoiceList' }, '/personal/completeInformation', '/personal/changePassword'];
// The waybill's 查看物流 link is on the athlete's paper-certificate orders tab (an evaluator's centre has no paper orders:
// decision 0035, so no link leads an evaluator there).
const LOGISTICS = { path: '/personal/gradeCertificateDelivery/logistics', from: '/personal/gradeCertificate?tab=orders' };
const SIGNED_IN = [
  {
    role: '运动员',
    account: '13800000001',
    paths: [
      '/personal/gradeTestRecord', '/personal/competitionApplication', '/personal/competitionApplicationRecord', '/personal/complaintRecord',
      '/personal/gradeCertificate', '/personal/gradeCertificateDelivery', LOGISTICS, ...ACCOUNT, '/message',
    ],
  },
  {
    role: '考评员',
    account: '13800000002',
    paths: [
      { path: '/evaluationStaffTraining/evaluationStaffTrainingDetail', from: '/evaluationStaffTraining' },
      '/personal/trainingRecord', '/personal/workRecord', '/personal/payRecord', '/personal/gradeCertificate', ...ACCOUNT,
    ],
  },
  {
    role: '测试机构',
    account: '13800000003',
    paths: [
      '/personal/qualificationApplication', '/personal/contractList', '/personal/realNameAuthentication', '/personal/applicationCertificate',
      '/personal/testList', '/personal/addClassApplication', { path: '/personal/addClassApplicationView', from: '/personal/testList' },
      '/personal/complaintHandling', '/personal/orderCenter', '/personal/invoiceList', '/personal/completeInformation', '/personal/changePassword',
    ],
  },
  // The back office (apps/admin/src/routes.ts): the provincial reviewer's and the national administrator's queues.
  {
    role: '省协会审核员',
    staffRole: 4,
    account: '13800000004',
    paths: [
      '/personal/review/qualifications', { path: '/personal/review/qualification', from: '/personal/review/qualifications' },
      '/personal/review/testClasses', { path: '/personal/review/testClass', from: '/personal/review/testClasses' },
      '/personal/review/gradeSubmissions', { path: '/personal/review/gradeSubmission', from: '/personal/review/gradeSubmissions' },
      '/personal/review/eventApplications', { path: '/personal/review/eventApplication', from: '/personal/review/eventApplications' },
      '/personal/accounts', { path: '/personal/account', from: '/personal/accounts' },
      '/personal/changePassword',
    ],
  },
  {
    role: '中羽协管理员',
    staffRole: 5,
    account: '13800000005',
    paths: [
      '/personal/review/secondAppeals', '/personal/review/refunds', '/personal/review/certificateShipping', '/personal/feeSchedule',
      '/personal/content', '/personal/content/news', '/personal/content/newsEdit', '/personal/content/banners', '/personal/auditLog', '/personal/changePassword',
      // The training classes (decision 0074): every demo class is the national administrator's.
      '/personal/training/classes', { path: '/personal/training/class', from: '/personal/training/classes' }, '/personal/training/classEdit',
    ],
  },
];

const gzipCache = new Map();
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(url, fetch(url).then(async (response) => zlib.gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length));
  }
  return gzipCache.get(url);
}

/**
 * Lighthouse runs of `url`. `tab` (a puppeteer page) is the tab to navigate: the signed-in routes need the tab that
 * signed in, since the session lives in that tab's session storage (without it Lighthouse opens a tab of its own, where
 * a personal-centre route redirects to /signin). A run that did not end on the requested path is an error, not a figure.
 */
async function measure(url, port, keepStorage, count, tab) {
  const runs = [];
  // The CPU slowdown is fitted to this machine (lib.mjs fittedThrottling): a first run reads its benchmark index.
  const calibration = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage }, undefined, tab);
  const throttling = fittedThrottling(calibration.lhr.environment?.benchmarkIndex ?? 2000);
  for (let i = 0, failures = 0; i < count; i += 1) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage, throttling };
    const { lhr, artifacts } = await lighthouse(url, flags, undefined, tab);
    // `BENCH_TRACE_DIR=<dir>`: each run's trace, to open in DevTools' performance panel (what the long tasks did).
    if (process.env.BENCH_TRACE_DIR) {
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${i + 1}.json`;
      writeFileSync(path.join(process.env.BENCH_TRACE_DIR, name), JSON.stringify(artifacts.Trace));
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
    const a = lhr.audits;
    // A run Lighthouse could not finish (its runtimeError, or a metric without a value) is run again, twice at most.
    if (lhr.runtimeError || typeof a['largest-contentful-paint']?.numericValue !== 'number' || typeof a['cumulative-layout-shift']?.numericValue !== 'number') {
      failures += 1;
      if (failures > 2) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError?.message ?? 'no metrics'}`);
      i -= 1;
      continue;
    }
    // `BENCH_LONG_TASKS=1`: where the blocking time goes (Lighthouse's long tasks, by script), to find what to split.
    if (process.env.BENCH_LONG_TASKS) {
      for (const task of a['long-tasks']?.details?.items ?? []) {
        console.log(`  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${String(task.url).replace(/^https?:\/\/[^/]+/, '')}`);
      }
      const work = (a['mainthread-work-breakdown']?.details?.items ?? []).map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
      console.log(`  main-thread work: ${work.join(', ')}`);
    }
    const scripts = (a['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script');
    let js = 0;
    for (const script of scripts) js += await gzipBytes(script.url);
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(a['first-contentful-paint'].numericValue),
      lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(a['total-blocking-time'].numericValue),
      cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsKb: Math.round(js / 1024),
      requests: scripts.length,
      finalUrl: lhr.finalDisplayedUrl,
      // Lighthouse's CPU benchmark of this machine at the run (its TBT scales with the inverse).
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    });
  }
  const median = (key) => runs.map((run) => run[key]).sort((x, y) => x - y)[Math.floor(runs.length / 2)];
  return { score: median('score'), fcpMs: median('fcpMs'), lcpMs: median('lcpMs'), tbtMs: median('tbtMs'), cls: median('cls'), jsKb: median('jsKb'), scripts: median('requests'), benchmarkIndex: median('benchmarkIndex'), finalUrl: runs.at(-1).finalUrl, runs };
}

/** The first record link of a list page (what a visitor clicks). */
async function firstRecord(page, base, listPath, detailPath) {
  await page.goto(`${base}${listPath}`, { waitUntil: 'networkidle' });
  const link = page.locator(`a[href*="${detailPath}?"]`).first();
  // Most lists open their records with links; article lists with their rows, training classes with 查看详情.
  const opener = page.locator('.bm-article-list__item').or(page.getByRole('button', { name: '查看详情' }));
  await link.or(opener).first().waitFor({ timeout: 15_000 });
  if ((await link.count()) > 0) return new URL(await link.getAttribute('href'), base).toString();
  await opener.first().click();
  await page.waitForURL((url) => url.pathname === detailPath);
  return page.url();
}

function meets(result, route) {
  const js = route === '/index' ? TARGETS.homeJsKb : TARGETS.jsKb;
  return result.score >= TARGETS.score && result.lcpMs <= TARGETS.lcpMs && result.tbtMs <= TARGETS.tbtMs && result.cls <= TARGETS.cls && result.jsKb <= js;
}

export function routesTable(results) {
  const lines = ['| route | who | score | FCP | LCP | TBT | CLS | JS gzip | meets |', '|---|---|---|---|---|---|---|---|---|'];
  for (const r of results) {
    lines.push(`| \`${r.route}\` | ${r.who} | ${r.score} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${r.jsKb} KB | ${meets(r, r.route) ? 'yes' : '**no**'} |`);
  }
  return lines.join('\n');
}

/**
 * Lighthouse on every route of the list against the system at `base`: the results per route (median of `runs`).
 * Shared with `pnpm bench` (bench.mjs).
 */
export async function lighthouseRoutes({ base, runs = RUNS, only = ONLY }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-routes-lh-')) });
  const results = [];
  try {
    await waitFor(`${base}/api/health`);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const wanted = (route) => only.length === 0 || only.includes(route);
    // The signed-in tab as puppeteer sees it, for Lighthouse to navigate (see `measure`).
    const connected = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    let signedInTab;
    // One route that cannot be measured is reported as such; the others still are.
    const measureRoute = async (route, who, urlOf, keepStorage) => {
      try {
        const url = await urlOf();
        await page.goto('about:blank');
        const result = await measure(url, chrome.port, keepStorage, runs, keepStorage ? signedInTab : undefined);
        results.push({ route, who, url, ...result });
        console.error(`${route} (${who}): score ${result.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, JS ${result.jsKb} KB, CPU index ${result.benchmarkIndex}`);
      } catch (error) {
        console.error(`${route} (${who}): not measured: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    };

    for (const entry of PUBLIC) {
      const route = typeof entry === 'string' ? entry : entry.path;
      if (!wanted(route)) continue;
      await measureRoute(route, 'visitor', async () => (typeof entry === 'string' ? `${base}${route}` : firstRecord(page, base, entry.from, entry.path)), false);
    }
    for (const account of SIGNED_IN) {
      const paths = account.paths.filter((entry) => wanted(typeof entry === 'string' ? entry : entry.path));
      if (paths.length === 0) continue;
      // The association roles sign in on /signin?role=4|5 (decision 0066).
      await page.goto(`${base}/signin${account.staffRole ? `?role=${account.staffRole}` : ''}`, { waitUntil: 'networkidle' });
      await page.locator('.auth-roles').getByText(account.role, { exact: true }).click();
      await page.getByLabel('账号', { exact: true }).fill(account.account);
      await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
      // Found once: every account signs in in the same tab (`page`).
      signedInTab ??= (await connected.pages()).find((candidate) => candidate.url() === page.url());
      if (!signedInTab) throw new Error('the signed-in tab is not among the browser\'s pages');
      for (const entry of paths) {
        const route = typeof entry === 'string' ? entry : entry.path;
        await measureRoute(route, account.role, async () => (typeof entry === 'string' ? `${base}${route}` : firstRecord(page, base, entry.from, route)), true);
      }
      await page.goto(`${base}/index`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await connected.disconnect().catch(() => undefined);
    await browser.close().catch(() => undefined);
  } finally {
    await chrome.kill();
  }
  return results;
}

/** How many of the results meet every target. */
export function meetingTargets(results) {
  return results.filter((r) => meets(r, r.route)).length;
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 8190);
  let base = option('--url', '');
  let server = null;
  if (!base) {
    base = `http://127.0.0.1:${port}`;
    server = startBuiltSystem(port);
  }
  let results;
  try {
    results = await lighthouseRoutes({ base });
  } finally {
    server?.kill('SIGTERM');
  }
  const report = { date: new Date().toISOString(), runs: RUNS, loadAverage: loadAverage(), targets: TARGETS, results };
  const out = option('--json', '');
  if (out) writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(routesTable(results));
  const indexes = results.map((r) => r.benchmarkIndex).filter(Boolean).sort((x, y) => x - y);
  const cpu = indexes.length > 0 ? `; Lighthouse CPU benchmark index ${indexes[0]}–${indexes.at(-1)}` : '';
  console.log(`\nload average ${report.loadAverage.join(' / ')}${cpu}; ${meetingTargets(results)} of ${results.length} routes meet every target`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
