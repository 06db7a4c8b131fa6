import type { CDPSession, Page } from '@playwright/test';
import { axe, expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Navigation and controls stay readable in every state, not only at rest (issue 28 point 5, decision 0051). The
 * accessibility fixture scans resting pages; here every navigation item, tab, pager item, button and link of a screen
 * is put in each state through Chromium's own state emulation (`CSS.forcePseudoState`: the style rules of :hover,
 * :focus, :focus-visible and :active apply as if the pointer or keyboard were there) and axe's color-contrast rule
 * (WCAG 1.4.3 AA) runs on them. Disabled controls are scanned too: axe skips an element that is disabled, so the
 * `disabled` and `aria-disabled` attributes are lifted for the scan while the classes that draw the disabled look
 * (`is-disabled`, `disabled`) stay. Where axe cannot decide (text on the navigation's gradient) and for controls drawn by
 * an icon alone (3:1, WCAG 1.4.11), the contrast is measured here against the worst background behind the control.
 */

const CONTROLS = [
  '.shell-nav__item',
  '.shell-header a',
  '.bm-personal__link',
  '.el-tabs__item',
  '.el-pager li',
  '.el-pagination button',
  '.el-button',
  'main button',
  '.el-dialog__headerbtn',
  '.el-message-box__headerbtn',
  'main a[href]',
  'footer a[href]',
];
/** Per selector and screen: enough to meet every kind (first, current, disabled…) without scanning 2,000 links. */
const PER_SELECTOR = 16;
const STATES = ['hover', 'focus', 'focus-visible', 'active'] as const;

const SCREENS: { path: string; role: 1 | 2 | null; openNav?: boolean; open?: string }[] = [
  { path: '/index', role: null },
  // At 375 px the navigation opens from its toggle: its items are checked open.
  { path: '/index', role: 1, openNav: true },
  { path: '/news', role: null },
  { path: '/test', role: null },
  { path: '/evaluationStaffTraining', role: null },
  { path: '/personal/gradeTestRecord', role: 1 },
  // A dialog open: its buttons and its close control (one style for every dialog).
  { path: '/personal/gradeTestRecord', role: 1, open: '查看成绩' },
  { path: '/personal/gradeCertificate', role: 1 },
  { path: '/personal/trainingRecord', role: 2 },
];

const ACCOUNTS = { 1: ['运动员', '13800000001'], 2: ['考评员', '13800000002'] } as const;

/** Marks the visible controls (`data-state-probe`) and answers how many. */
async function markControls(page: Page): Promise<number> {
  return page.evaluate(
    ({ selectors, perSelector }) => {
      document.querySelectorAll('[data-state-probe]').forEach((element) => element.removeAttribute('data-state-probe'));
      let count = 0;
      for (const selector of selectors) {
        const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && element.closest('[aria-hidden="true"]') === null;
        });
        // The disabled ones first, so a screen's disabled pager buttons are always among them.
        visible.sort((a, b) => Number(isDisabled(b)) - Number(isDisabled(a)));
        for (const element of visible.slice(0, perSelector)) {
          element.setAttribute('data-state-probe', String(count++));
          if (element.hasAttribute('disabled')) element.setAttribute('data-state-probe-disabled', '');
          if (element.getAttribute('aria-disabled') === 'true') element.setAttribute('data-state-probe-aria-disabled', '');
        }
      }
      function isDisabled(element: Element) {
        return element.matches('[disabled], [aria-disabled="true"], .is-disabled, .disabled');
      }
      return count;
    },
    { selectors: CONTROLS, perSelector: PER_SELECTOR },
  );
}

async function forceState(cdp: CDPSession, state: (typeof STATES)[number] | null): Promise<void> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-state-probe]' });
  for (const nodeId of nodeIds) {
    // A node the page re-rendered away since the query (a signed-in header updating) is gone: nothing to force.
    await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: state ? [state] : [] }).catch((error: Error) => {
      if (!/Could not find node/.test(error.message)) throw error;
    });
  }
}

interface Finding {
  state: string;
  target: string;
  summary: string;
}

/**
 * The contrast of the nodes axe could not decide (its "incomplete": mostly text on the navigation's gradient), measured
 * here against every colour stop of the gradient or the first opaque background behind it (the worst one counts), with
 * the text colour blended by its alpha and the opacity of its ancestors. WCAG 1.4.3: 4.5:1, 3:1 for large text.
 */
async function undecided(page: Page, targets: string[], nonText = false): Promise<{ target: string; ratio: number; needed: number; colors: string }[]> {
  return page.evaluate(({ selectors, nonText }) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const parts = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
        return [parts[0], parts[1], parts[2], parts[3] ?? 1];
      });
    const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1) as Rgba;
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high + 0.05) / (low + 0.05);
    };
    /** The backgrounds behind `element`: every combination of the gradients' stops, layered over the first opaque colour. */
    const backgrounds = (element: Element): Rgba[] => {
      const overlays: Rgba[][] = [];
      let base: Rgba = [255, 255, 255, 1];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const [color] = parse(style.backgroundColor);
        const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : [];
        // A box's gradient is drawn over its own colour.
        if (stops.length) overlays.push(stops);
        if (color && color[3] > 0) {
          if (color[3] === 1) {
            base = color;
            break;
          }
          overlays.push([color]);
        }
      }
      let layered: Rgba[] = [base];
      for (const stops of overlays.reverse()) layered = layered.flatMap((under) => stops.map((stop) => over(stop, under)));
      return layered;
    };
    const results: { target: string; ratio: number; needed: number; colors: string }[] = [];
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      const [text] = parse(style.color);
      const behind = backgrounds(element);
      const fg: Rgba = [text[0], text[1], text[2], text[3] * opacity];
      const worst = Math.min(...behind.map((bg) => ratio(over(fg, bg), bg)));
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      results.push({ target: selector, ratio: Math.round(worst * 100) / 100, needed: large || nonText ? 3 : 4.5, colors: `${style.color} on ${behind.map((bg) => `rgb(${bg.slice(0, 3).map(Math.round).join(',')})`).join(' / ')}` });
    }
    return results;
  }, { selectors: targets, nonText });
}

async function contrast(page: Page, state: string): Promise<Finding[]> {
  // Transitions and animations would be scanned half-way (a hover colour fading in, or a panel of the home page's
  // directory fading in around its badges, which blends their colours): the final colours count, on the whole page.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // The undecided nodes are measured below: axe answers them whole, with the violations.
  const result = await axe(page, ['violations', 'incomplete']).withRules(['color-contrast']).include('[data-state-probe]').analyze();
  const failed = result.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({ state, target: node.target.join(' '), summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220) })),
  );
  const unsure = result.incomplete.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
  for (const measured of await undecided(page, unsure)) {
    if (measured.ratio < measured.needed) failed.push({ state, target: measured.target, summary: `${measured.ratio}:1 < ${measured.needed}:1 (${measured.colors})` });
  }
  // A control drawn by an icon alone (the pager's arrows, a dialog's close) has no text for axe: its glyph needs the
  // 3:1 of a user-interface component (WCAG 1.4.11).
  const iconOnly = await page.evaluate(() =>
    [...document.querySelectorAll('[data-state-probe]')]
      .filter((element) => !element.textContent?.trim() && element.querySelector('i, svg'))
      .map((element) => `[data-state-probe="${element.getAttribute('data-state-probe')}"]`),
  );
  for (const measured of await undecided(page, iconOnly, true)) {
    if (measured.ratio < measured.needed) failed.push({ state, target: measured.target, summary: `icon ${measured.ratio}:1 < ${measured.needed}:1 (${measured.colors})` });
  }
  return failed;
}

for (const width of [1280, 375]) {
  for (const screen of SCREENS) {
    test(`at ${width} px ${screen.path}${screen.openNav ? ' (navigation open)' : ''}${screen.open ? ` (${screen.open} open)` : ''}: controls keep WCAG AA contrast hovered, focused, pressed and disabled (28.5)`, async ({ page, a11y }) => {
      await page.setViewportSize({ width, height: 900 });
      if (screen.role) {
        const [label, account] = ACCOUNTS[screen.role];
        await signIn(page, label, account, DEMO_PASSWORD);
        await expect(page).not.toHaveURL(/\/signin/);
      }
      await page.goto(screen.path);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await page.locator('.el-loading-mask').first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
      // The fixture's scan of the resting screen first (one axe at a time in a page).
      await a11y.check();
      const toggle = page.locator('.shell-nav__toggle');
      if (screen.openNav && (await toggle.isVisible())) await toggle.click();
      if (screen.open) {
        await page.getByRole('button', { name: screen.open }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // Its opening transition finished: the colours scanned are the dialog's own, not half faded in.
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      }
      const marked = await markControls(page);
      expect(marked, 'controls found on the screen').toBeGreaterThan(0);

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const findings: Finding[] = [];
      for (const state of STATES) {
        await forceState(cdp, state);
        findings.push(...(await contrast(page, state)));
        await forceState(cdp, null);
      }
      // Disabled: lift the attributes axe skips on; the disabled look (classes) stays.
      await page.evaluate(() => {
        document.querySelectorAll('[data-state-probe-disabled]').forEach((element) => element.removeAttribute('disabled'));
        document.querySelectorAll('[data-state-probe-aria-disabled]').forEach((element) => element.removeAttribute('aria-disabled'));
      });
      findings.push(...(await contrast(page, 'disabled')));
      await cdp.detach();

      expect(findings, findings.map((finding) => `${finding.state} ${finding.target}: ${finding.summary}`).join('\n')).toEqual([]);
    });
  }
}
