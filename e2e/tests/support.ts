import { constants, createHash, publicEncrypt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Demo accounts' password (README). */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * Counts React renderers that register with the devtools hook: one per react-dom copy in the page.
 * Install before navigation.
 */
export async function countReactRenderers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__reactRenderers += 1;
        return w.__reactRenderers;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  return () => page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
}

/** Titles of the article rows the screen lists. */
export async function listedTitles(page: Page): Promise<string[]> {
  const rows = page.locator('#root .bm-article-list__title');
  await rows.first().waitFor();
  return rows.allInnerTexts();
}

/** Picks a role on the sign-in or registration screen. */
export async function chooseRole(page: Page, label: string) {
  await page.locator('.auth-roles').getByText(label, { exact: true }).click();
}

/** Signs in through the sign-in screen (the caller asserts where it lands). */
/** The association roles sign in on /signin?role=4|5 (协会工作人员登录, decision 0066). */
const STAFF_ROLES: Record<string, number> = { 省协会审核员: 4, 中羽协管理员: 5 };

export async function signIn(page: Page, roleLabel: string, account: string, password: string) {
  const staff = STAFF_ROLES[roleLabel];
  if (staff) await page.goto(`/signin?role=${staff}`);
  else if (!page.url().endsWith('/signin')) await page.goto('/signin');
  // The live screen, as a visitor would use it (a page from `browser.newContext()` has no fixture waiting for it):
  // until it has hydrated its 登录 is a plain button (the kit's Button) and a click would be lost.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-bm-screen') === '/signin');
  await chooseRole(page, roleLabel);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Turns a paged list to its next page and waits until the rows on screen are that page's: the list stays on screen,
 * marked `aria-busy`, while the next page loads (the kit's PagedResult), so a locator taken in between would find the
 * old page's rows and see them detached. False when there is no next page.
 */
export async function nextPage(page: Page): Promise<boolean> {
  const next = page.getByRole('navigation', { name: '分页' }).first().getByRole('button', { name: '下一页' });
  if (!(await next.isVisible()) || (await next.isDisabled())) return false;
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/api/services/app/'));
  await next.click();
  await answered;
  await expect(page.locator('.bm-paged-result[aria-busy="true"]')).toHaveCount(0);
  return true;
}

/** An institution's class id, read from its 查看 link on the test list (`/personal/testList`, paged with `nextPage`). */
export async function testClassId(page: Page, title: string): Promise<string> {
  await page.goto('/personal/testList');
  const table = page.getByRole('table', { name: '测试班列表' });
  let id = '';
  for (let i = 0; i < 5 && !id; i += 1) {
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const row = table.locator('tbody tr', { hasText: title });
    if ((await row.count()) > 0) {
      const href = (await row.first().getByRole('link', { name: `查看${title}` }).getAttribute('href')) ?? '';
      id = new URL(href, page.url()).searchParams.get('id') ?? '';
      break;
    }
    if (!(await nextPage(page))) break;
  }
  expect(id).toMatch(/^\d+$/);
  return id;
}

// --- fresh accounts, made through the service's own calls ------------------------------------------------------

/** The password fresh test accounts get. */
export const PASSWORD = 'Badminton@2026';
/** The request-signing salt the api-client uses (spec 000's MD5 signature). */
const SIGN_SALT = 'shuttlecock';
export const ROLE_LABELS = { 1: '运动员', 2: '考评员', 3: '测试机构' } as const;
export type AccountRole = keyof typeof ROLE_LABELS;

let mobileSequence = 0;
/** A mobile number nobody used before (derived from the clock, so reruns do not collide). */
export function freshMobile(prefix = '139'): string {
  mobileSequence += 1;
  const tail = (Date.now() * 10 + mobileSequence) % 100_000_000;
  return `${prefix}${String(tail).padStart(8, '0')}`;
}

let idSequence = 0;
/** A valid 18-character national ID number born on `birth` (YYYYMMDD), with a clock-derived sequence. */
export function nationalId(birth: string): string {
  const first17 = `440106${birth}${String((Date.now() + idSequence++) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = first17.split('').reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/** The newest code the sandbox SMS driver texted to `mobile`. */
export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms-outbox?mobile=${mobile}`);
      if (!response.ok()) return '';
      code = ((await response.json()) as { code: string }[])[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/**
 * Calls `{Service}/{Action}` signed as the api-client signs, as a visitor or as the signed-in user `auth` (its
 * `userToken` in the signature and the body); fails the test on a refusal.
 */
export async function call(
  request: APIRequestContext,
  path: string,
  payload: Record<string, unknown> = {},
  auth?: { userId: number; userToken: string },
) {
  const action = path.split('/').pop() as string;
  const ts = Math.floor(Date.now() / 1000);
  const token = createHash('md5').update(`${action}${SIGN_SALT}${ts}${auth?.userToken ?? ''}`).digest('hex');
  const caller = auth ? { userToken: auth.userToken, userid: auth.userId, user_id: auth.userId } : {};
  const response = await request.post(`/api/services/app/${path}`, { data: { ...payload, ts, token, ...caller } });
  const body = (await response.json()) as { result: { isSuccess: boolean; errorMsg?: string; [key: string]: unknown } };
  expect(body.result.errorMsg ?? '', `${path}`).toBe('');
  return body.result;
}

/** Registers an account of `role` with `mobile` (SMS code from the sandbox outbox, passwords encrypted). */
export async function registerAccount(request: APIRequestContext, role: AccountRole, mobile: string) {
  await call(request, 'CommonApi/GetMessageCode', { mobile });
  const code = await smsCode(request, mobile);
  await call(request, 'CommonApi/RegisterVerify', { mobile, userType: role, code });
  const { publicKey } = (await call(request, 'CommonApi/GetPublicKey')) as unknown as { publicKey: string };
  const encrypt = (value: string) =>
    publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(value)).toString('base64');
  await call(request, 'CommonApi/Register', { mobile, userType: role, pwd: encrypt(PASSWORD), confirmpwd: encrypt(PASSWORD) });
}

// --- the WeChat Pay sandbox (decision 0030) ---------------------------------------------------------------------

/** What the sandbox pay page 模拟微信支付 does: pay, fail, or pay without notifying (reconciliation finds it). */
export type SandboxPayOutcome = 'pay' | 'fail' | 'silent';

const SANDBOX_PAY_BUTTONS: Record<SandboxPayOutcome, string> = { pay: '确认支付', fail: '模拟支付失败', silent: '支付但不通知' };
const SANDBOX_PAY_RESULTS: Record<SandboxPayOutcome, string> = { pay: '支付成功', fail: '支付失败', silent: '已支付（未通知）' };

/**
 * Plays the payer's phone: opens the sandbox pay page 模拟微信支付 of order `orderSn` (the page its QR code leads to)
 * in a new page of the same browser context, presses the button of `outcome` and waits for its result, then closes
 * that page. The page that shows the QR (polling the order's status) sees the change on its next poll.
 */
export async function payInSandbox(page: Page, orderSn: string, outcome: SandboxPayOutcome = 'pay'): Promise<void> {
  const payPage = await page.context().newPage();
  try {
    await payPage.goto(`/dev/wechat-pay?out_trade_no=${encodeURIComponent(orderSn)}`);
    await expect(payPage.getByRole('heading', { name: '模拟微信支付' })).toBeVisible();
    await payPage.getByRole('button', { name: SANDBOX_PAY_BUTTONS[outcome], exact: true }).click();
    await expect(payPage.getByRole('status')).toContainText(SANDBOX_PAY_RESULTS[outcome]);
  } finally {
    await payPage.close();
  }
}

/**
 * Moves the service clock forward (`POST /dev/clock`, decision 0024) and returns the total offset. The browser and
 * `call` sign requests with the machine's time, and the service refuses a `ts` more than SIGN_MAX_SKEW_SECONDS (300 s)
 * from its clock (请求已过期，请校准设备时间后重试), so every later test on the same server (the worker's, decision 0055)
 * would fail once the offsets add up past it: the helper keeps the server's total under 240 s and says so when a move
 * would not fit.
 */
export async function advanceServiceClock(request: APIRequestContext, seconds: number): Promise<number> {
  const before = (await (await request.get('/dev/clock')).json()) as { offsetSeconds: number };
  if (before.offsetSeconds + seconds > 240) {
    throw new Error(`moving the service clock ${seconds} s more (already ${before.offsetSeconds} s) would make signed requests stale for the rest of this worker's server`);
  }
  const moved = await request.post('/dev/clock', { data: { advanceSeconds: seconds } });
  expect(moved.ok()).toBe(true);
  return ((await moved.json()) as { offsetSeconds: number }).offsetSeconds;
}

/** A 1×1 PNG (the service checks uploads by their content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A test class as `TestClass/GetExaminerClassList` lists it (the fields the sign-up specs read). */
export interface ListedClass {
  id: number;
  test_class_title: string;
  mechanism_fullName: string;
  registration_start_time: string;
  registration_end_time: string;
  isStop: boolean;
  grade: { grade: number }[];
}

/** An open class (in its window, not stopped) offering 一级, which a newcomer adult may take. */
export async function openClassWithGradeOne(request: APIRequestContext): Promise<ListedClass> {
  const { items } = (await call(request, 'TestClass/GetExaminerClassList', { limit: 30, page: 1 })) as unknown as { items: ListedClass[] };
  const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const open = items.find(
    (item) => !item.isStop && item.registration_start_time <= now && item.registration_end_time >= now && item.grade.some((g) => g.grade === 1),
  );
  if (!open) throw new Error('no open class offers 一级');
  return open;
}

/** The element form item whose label is exactly `label`. */
export function item(page: Page, label: string): Locator {
  return page.locator('.el-form-item').filter({ has: page.locator('label.el-form-item__label', { hasText: new RegExp(`^${label}$`) }) });
}
/** The text input of the form item labelled `label`. */
export function textbox(page: Page, label: string): Locator {
  return item(page, label).locator('input, textarea').first();
}
