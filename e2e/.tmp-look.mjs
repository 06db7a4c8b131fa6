import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:8600';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const logs = [];
  page.on('console', (m) => { if (['error','warning'].includes(m.type())) logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  const calls = [];
  page.on('request', (r) => { if (r.url().includes('/api/services/')) calls.push(r.url().split('/app/')[1]); });
  for (const p of paths) {
    logs.length = 0; calls.length = 0;
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = `/tmp/shots/${p.replace(/[^\w]/g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(width, p, 'calls:', calls.join(','), '| logs:', logs.join(' || ') || 'none');
  }
  await page.close();
}
await browser.close();
