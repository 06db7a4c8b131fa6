// `node page.mjs [--url http://127.0.0.1:8490/index] [--runs 3]`: the Lighthouse part of `pnpm bench` alone, against a
// service that is already running, for quick iterations on the front end. Besides LCP, TBT, CLS and the score it prints
// where the main thread went (Lighthouse's bootup-time and long-task audits), so a TBT regression points at a script.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM, fittedThrottling } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const url = option('--url', 'http://127.0.0.1:8490/index');
const runs = Number(option('--runs', '3'));

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: mkdtempSync(path.join(os.tmpdir(), 'page-lh-')) });
try {
  // A first run reads the machine's benchmark index; the measured runs use the CPU slowdown fitted to it.
  const { lhr: calibration } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const throttling = fittedThrottling(calibration.environment.benchmarkIndex);
  console.log(`benchmark index ${Math.round(calibration.environment.benchmarkIndex)}: CPU slowdown ${throttling.cpuSlowdownMultiplier.toFixed(2)}×`);
  for (let i = 0; i < runs; i += 1) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling });
    const a = lhr.audits;
    console.log(
      `run ${i + 1}: score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${Math.round(a['first-contentful-paint'].numericValue)} ms  LCP ${Math.round(a['largest-contentful-paint'].numericValue)} ms  TBT ${Math.round(a['total-blocking-time'].numericValue)} ms  CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`,
    );
    if (i === runs - 1) {
      console.log('bootup time per script (ms, with the fitted slowdown):');
      for (const item of a['bootup-time'].details?.items ?? []) {
        console.log(`  ${Math.round(item.total).toString().padStart(5)} total  ${Math.round(item.scripting).toString().padStart(5)} scripting  ${Math.round(item.scriptParseCompile).toString().padStart(4)} parse  ${item.url}`);
      }
      console.log('main-thread work by category (ms):');
      for (const item of a['mainthread-work-breakdown'].details?.items ?? []) console.log(`  ${Math.round(item.duration).toString().padStart(5)}  ${item.groupLabel}`);
      console.log('long tasks:');
      for (const item of a['long-tasks'].details?.items ?? []) console.log(`  ${Math.round(item.startTime).toString().padStart(6)} +${Math.round(item.duration)} ms  ${item.url}`);
    }
  }
} finally {
  await chrome.kill();
}
