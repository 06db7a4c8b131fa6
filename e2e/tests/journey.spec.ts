import { spawn } from 'node:child_process';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test as base } from './a11y';
import { BASE_PORT, SERVER_FIXTURE_TIMEOUT_MS, withServer, type WorkerServer } from './server';
import { advanceServiceClock, call, freshMobile, nationalId, PASSWORD, payInSandbox, PNG, registerAccount, signIn, smsCode } from './support';

/**
 * The whole programme, end to end (issue 26, decision 0077), in Chromium against the built system, on a database
 * with reference data only (`DEMO_DATA=false`): this file's worker starts a server of its own on a fresh folder, after
 * making the two association accounts the way an installation does (`pnpm --filter @badminton/api staff:create`).
 * Each test is one person's turn, signed in through the sign-in screen, in order (serial): a new institution registers
 * and qualifies (province, then nation), which opens its contract, and signs it; the national administrator sets the
 * fee schedule and runs an evaluator training whose qualified evaluator the institution then picks for its new test
 * class; the reviewers approve the class; two athletes register, sign up and pay in the sandbox; the institution asks
 * for one athlete's refund, imports the other's arrangement, enters scores and submits; the national administrator
 * approves the refund (the sandbox returns the money) and the province and nation publish; the athlete sees the
 * score and appeals; the institution rejects; the second appeal is decided nationally (a pass: the certificate is
 * issued) and the certificate appears in the public query; the athlete orders the paper certificate, the back office
 * ships it and the athlete follows the parcel; the refunded athlete sees 已退费.
 *
 * At 1280 px; every screen of the main page is scanned by the accessibility fixture (the 375 px walks are the
 * per-screen specs'). The evaluator's training sign-up is the only move of the clock (its assessment starts a few
 * minutes after its sign-up closes, and signed requests allow 300 s of skew): everything else happens now.
 */

const STAFF = {
  national: { role: 5, mobile: '13900000005', label: '中羽协管理员' },
  province: { role: 4, mobile: '13900000004', label: '省协会审核员', province: 440000 },
} as const;
const STAFF_PASSWORD = 'Journey@2026';
const WIDTH = 1280;

/** Makes an association account on the fresh data folder before the server opens it, as README's installation does. */
function createStaff(env: NodeJS.ProcessEnv, account: { role: number; mobile: string; province?: number }): Promise<void> {
  const args = ['--filter', '@badminton/api', 'staff:create', '--role', String(account.role), '--mobile', account.mobile];
  if (account.province) args.push('--province', String(account.province));
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, { env, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`staff:create exited with ${code}: ${stderr}`))));
    child.stdin.end(`${STAFF_PASSWORD}\n`);
  });
}

const test = base.extend<object, { server: WorkerServer }>({
  server: [
    async ({}, use, workerInfo) => {
      await withServer(
        {
          port: BASE_PORT + 90 + workerInfo.parallelIndex,
          demoData: false,
          prepare: async (env) => {
            await createStaff(env, STAFF.national);
            await createStaff(env, STAFF.province);
          },
        },
        use,
      );
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS + 120_000 },
  ],
});

test.describe.configure({ mode: 'serial' });
// Each turn signs in, walks several screens with their scans and sometimes pays through the sandbox.
test.setTimeout(240_000);

// ---------------------------------------------------------------------------------------------- what the turns share

const run = String(Date.now() % 100_000);
const institution = {
  mobile: freshMobile('137'),
  fullName: `广州羽途${run}体育有限公司`,
  site: `羽途${run}球馆`,
};
const evaluator = { mobile: freshMobile('136'), name: '钟考评' };
const athlete = { mobile: freshMobile('135'), name: '陈小羽', id: nationalId('20140612') };
const refunded = { mobile: freshMobile('135'), name: '林小满', id: nationalId('20140718') };
const classTitle = `羽途${run}少儿一级测试班`;
const trainingName = `${run}期一级考评员培训班`;
// An SF waybill (12 to 15 digits after SF): 13 here.
const waybill = `SF16${run.padStart(5, '0')}000001`;
let certificateNumber = '';
/** The training class the national administrator opens, and when its assessment starts (service time, ms). */
const training = { id: 0, assessmentStartsAt: 0 };

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}
function formItem(page: Page, label: string, scope = '.el-form-item'): Locator {
  return page.locator(scope).filter({ has: page.locator('label.el-form-item__label', { hasText: new RegExp(`^${label}$`) }) });
}
function textbox(page: Page, label: string): Locator {
  return formItem(page, label).locator('input, textarea').first();
}
async function choose(page: Page, placeholder: string, option?: string, scope?: Locator) {
  await (scope ?? page).getByPlaceholder(placeholder, { exact: true }).click();
  const options = page.locator('.el-select-dropdown__item:visible');
  await (option ? options.filter({ hasText: new RegExp(`^${option}$`) }).first() : options.first()).click();
}
async function confirmBox(page: Page, text: string | RegExp) {
  const box = page.locator('.el-message-box');
  await expect(box).toContainText(text);
  await box.getByRole('button', { name: /确定/ }).click();
}

async function signInAs(page: Page, role: string, account: string, password = PASSWORD) {
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await signIn(page, role, account, password);
  await expect(page).not.toHaveURL(/\/signin/);
}
const signInStaff = (page: Page, who: (typeof STAFF)[keyof typeof STAFF]) => signInAs(page, who.label, who.mobile, STAFF_PASSWORD);

/**
 * Opens `url` and waits until its screen is live (hydrated: `<html data-bm-screen>` names the path): a page of a
 * context the test makes itself has no fixture doing that on `goto`, and a click before hydration would be lost.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-bm-screen') === location.pathname, undefined, { timeout: 20_000 });
}

/** The signed-in user's credentials, as the session package keeps them in the tab. */
async function sessionOf(page: Page): Promise<{ userId: number; userToken: string }> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('BADMINTON_userInfo') ?? 'null') as { userId: number; userToken: string });
}

/** The service's clock as a wire date-time (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai) `seconds` from now. */
async function serviceTime(request: APIRequestContext, seconds: number): Promise<string> {
  const { now } = (await (await request.get('/dev/clock')).json()) as { now: string };
  return new Date(new Date(now).getTime() + seconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Registers through the registration screen (the SMS code from the sandbox's outbox). */
async function registerOnScreen(page: Page, request: APIRequestContext, roleLabel: string, mobile: string) {
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await open(page, '/register');
  await page.locator('.auth-roles').getByText(roleLabel, { exact: true }).click();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(`验证码已发送至${mobile}`)).toBeVisible();
  await page.getByLabel('验证码').fill(await smsCode(request, mobile));
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('设置密码').fill(PASSWORD);
  await page.getByLabel('确认密码').fill(PASSWORD);
  await page.getByRole('button', { name: '完成注册' }).click();
  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
}

/** An athlete's or evaluator's basic information (the form /personal/completeInformation shows after the first sign-in). */
async function completePersonInformation(page: Page, person: { name: string; id: string; english: string }, extra?: () => Promise<void>) {
  await expect(page).toHaveURL(/\/personal\/completeInformation$/);
  await textbox(page, '姓名').fill(person.name);
  await textbox(page, '英文名').fill(person.english);
  await formItem(page, '性别').getByText('男', { exact: true }).click();
  await textbox(page, '证件号码').fill(person.id);
  await extra?.();
  await page.getByRole('button', { name: '提交' }).click();
  await confirmBox(page, '');
  await expect(page.getByText('提交成功')).toBeVisible();
}

/** Picks today, or day `day` of the month `monthsAhead` months on, in the date picker with `placeholder`. */
async function pickDay(page: Page, placeholder: string, when: 'today' | { monthsAhead: number; day: number }) {
  await page.getByPlaceholder(placeholder).click();
  const panel = page.locator('.el-picker-panel:visible');
  if (when === 'today') {
    await panel.locator('td.today').first().click();
  } else {
    for (let i = 0; i < when.monthsAhead; i += 1) await panel.locator('.el-date-picker__next-btn.el-icon-arrow-right').click();
    await panel.locator('td.available', { hasText: new RegExp(`^${when.day}$`) }).first().click();
  }
  await expect(page.getByPlaceholder(placeholder)).not.toHaveValue('');
}

async function sheet(headers: readonly string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow([...headers]);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A review queue's record: the queue filtered by `keyword`, then the record's 审核 link. */
async function openForReview(page: Page, queuePath: string, keyword: string, title: string) {
  await open(page, `${queuePath}?keyword=${encodeURIComponent(keyword)}`);
  await page.getByRole('link', { name: `审核${title}` }).click();
}

/** Passes the record open in a review detail (初审/终审通过, 省协会/中羽协审核通过) after its dialog. */
async function passOnDetail(page: Page, passLabel: string) {
  await page.getByRole('button', { name: passLabel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `确认${passLabel}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定通过' }).click();
  await expect(toast(page, '审核通过')).toBeVisible();
  await expect(dialog).toBeHidden();
}

// ---------------------------------------------------------------------------------------------------------- the turns

test('a new institution registers, completes its information and applies for its qualification', async ({ page, request }) => {
  await registerOnScreen(page, request, '测试机构', institution.mobile);
  await signInAs(page, '测试机构', institution.mobile);
  await expect(page).toHaveURL(/\/personal\/completeInformation$/);
  await textbox(page, '机构名称').fill(institution.fullName);
  await textbox(page, '机构简称').fill(`羽途${run}`);
  await textbox(page, '营业执照编号').fill(`91441900MA${run}X`);
  await choose(page, '请选择省', '广东省');
  await choose(page, '请选择市', '广州市');
  await choose(page, '请选择区');
  await textbox(page, '注册详细地址').fill('南城街道体育路 8 号');
  await textbox(page, '法人姓名').fill('赵羽');
  await textbox(page, '法人证件号码').fill(nationalId('19850505'));
  await page.getByRole('button', { name: '提交' }).click();
  await confirmBox(page, '');
  await expect(page.getByText('提交成功')).toBeVisible();

  await open(page, '/personal/qualificationApplication');
  await expect(page.getByText('当前状态：')).toContainText('未提交');
  await page.getByLabel('我已阅读并知悉申请须知').check();
  await page.getByLabel('本机构承诺所填信息及材料真实有效').check();
  await page.getByLabel('上传营业执照').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('测试场地名称').fill(institution.site);
  await page.locator('#q-detailed_address').fill('南城街道体育路 8 号');
  await page.getByLabel('塑胶场地数量').fill('6');
  await page.getByLabel('考评员数量').fill('3');
  await page.getByRole('group', { name: '申报等级' }).getByRole('checkbox').first().check();
  for (const group of ['机构资质', '信用情况', '场地条件', '器材设施', '人员管理', '宣传推广', '组织要求']) {
    await page.getByRole('group', { name: group }).getByRole('checkbox').first().check();
  }
  await page.getByLabel('场地设施介绍').fill('6片标准塑胶场地，照明良好。');
  await page.getByLabel('宣传教育资源').fill('公众号与社区推广。');
  await page.getByLabel('近期开展情况').fill('2026年组织少儿培训四期，约200人次。');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(page, '提交成功')).toBeVisible();
  await expect(page.getByText('当前状态：')).toContainText('待审核（省协会审核中）');

  // Not qualified yet: the gate.
  await open(page, '/personal/testList');
  await expect(page.getByText('请通过资质申请')).toBeVisible();
});

test('the provincial reviewer passes the first review', async ({ page }) => {
  await signInStaff(page, STAFF.province);
  await openForReview(page, '/personal/review/qualifications', institution.fullName, institution.fullName);
  await expect(page.getByRole('heading', { name: '资质审核详情' })).toBeVisible();
  await passOnDetail(page, '省协会初审通过');
  await expect(page.locator('.review-head__status')).toContainText('初审通过');
});

test('the national administrator passes the final review (the contract opens) and opens an evaluator training', async ({ page, request }) => {
  await signInStaff(page, STAFF.national);
  await openForReview(page, '/personal/review/qualifications', institution.fullName, institution.fullName);
  await passOnDetail(page, '中羽协终审通过');
  await expect(page.locator('.review-head__status')).toContainText('审核通过');

  // A training class of the first evaluator grade (the setup of the evaluator the class needs): sign-up open now
  // and for three minutes, the assessment right after it.
  const auth = await sessionOf(page);
  const assessmentStart = await serviceTime(request, 180);
  training.assessmentStartsAt = new Date(`${assessmentStart.replace(' ', 'T')}+08:00`).getTime();
  const saved = await call(request, 'AdminTraining/Save', {
    name: trainingName,
    trainType: 3,
    grade: 1,
    province_id: 440000,
    city_id: 440100,
    district_id: 440106,
    detail_addr: '天河体育中心',
    apply_start_time: await serviceTime(request, -3600),
    apply_end_time: await serviceTime(request, 150),
    opening_class_start_time: await serviceTime(request, 150),
    opening_class_end_time: await serviceTime(request, 170),
    assessment_start_time: assessmentStart,
    assessment_end_time: await serviceTime(request, 86_400),
    aptitude: ['无相关资质'],
    notice_title: '培训通知',
    notice_content: '请携带身份证参加培训。',
    fees: [{ fee_type: 3, fee_fen: 120_000 }],
    contents: [{ content: '评定规则', assessment_method: '笔试' }],
  }, auth);
  training.id = saved.id as number;
});

test('a new evaluator signs up for the training and pays; the national administrator records a pass', async ({ page, request, browser, baseURL }) => {
  await registerAccount(request, 2, evaluator.mobile);
  await signInAs(page, '考评员', evaluator.mobile);
  await completePersonInformation(page, { name: evaluator.name, id: nationalId('19800306'), english: 'Zhong Kaoping' }, async () => {
    await choose(page, '请选择省', '广东省');
    await choose(page, '请选择市', '广州市');
    await choose(page, '请选择区');
    await textbox(page, '详细地址').fill('南城街道 1 号');
    await choose(page, '请选择学历', '本科');
  });
  await open(page, `/evaluationStaffTraining/evaluationStaffTrainingDetail?id=${training.id}`);
  await page.getByRole('button', { name: '报名', exact: true }).click();
  await expect(page).toHaveURL(/\/evaluationStaff\/evaluationStaffSignUp\?id=\d+$/);
  await page.getByRole('radiogroup', { name: '报名资质' }).getByRole('radio').first().check({ force: true });
  const fee = page.getByRole('radiogroup', { name: '缴费类型' }).getByRole('radio').first();
  if (!(await fee.isChecked())) await fee.check({ force: true });
  await page.getByText('我已阅读并同意以上报名提示').click();
  const signedUp = page.waitForResponse((response) => response.url().endsWith('/ExaminerClass/TrainingSignUp'));
  await page.getByRole('button', { name: '提交报名' }).click();
  await page.getByRole('alertdialog', { name: '确认报名' }).getByRole('button', { name: '确定' }).click();
  const orderSn = ((await (await signedUp).json()) as { result: { order_sn: string } }).result.order_sn;
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await payInSandbox(page, orderSn);
  await expect(toast(page, '支付完成')).toBeVisible({ timeout: 30_000 });

  // The assessment begins three minutes after the class was opened: the service clock moves there instead of waiting.
  const { now } = (await (await request.get('/dev/clock')).json()) as { now: string };
  const ahead = Math.ceil((training.assessmentStartsAt - new Date(now).getTime()) / 1000) + 2;
  if (ahead > 0) await advanceServiceClock(request, ahead);
  const admin = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  try {
    const adminPage = await admin.newPage();
    await signInStaff(adminPage, STAFF.national);
    const auth = await sessionOf(adminPage);
    const detail = (await call(request, 'AdminTraining/Get', { id: training.id }, auth)) as unknown as { contents: { id: number }[]; trainees: { record_id: number }[] };
    await call(request, 'AdminTraining/RecordResult', {
      id: training.id,
      record_id: detail.trainees[0].record_id,
      performance_review: 1,
      scores: detail.contents.map((content) => ({ content_id: content.id, score: 88 })),
    }, auth);
  } finally {
    await admin.close();
  }
  // The evaluator's training record shows the pass.
  await open(page, '/personal/trainingRecord');
  await expect(page.locator('li.training-record', { hasText: trainingName })).toContainText('合格');
});

test('the institution signs its contract and creates a test class with the new evaluator', async ({ page }) => {
  await signInAs(page, '测试机构', institution.mobile);
  await open(page, '/personal/contractList');
  const contract = page.locator('.iq-contract').first();
  await expect(contract).toContainText('等级评定测试机构合作协议');
  await expect(contract).toContainText('签署中');
  const popup = page.waitForEvent('popup');
  await contract.getByRole('button', { name: '签署', exact: true }).click();
  const signing = await popup;
  await expect(signing).toHaveURL(/\/dev\/e-sign\/sign/);
  await signing.getByRole('button', { name: '签署', exact: true }).click();
  await expect(signing).toHaveURL(/\/personal\/contractList/);
  await signing.close();
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator('.iq-contract').first().textContent();
    })
    .toContain('已签署');

  await open(page, '/personal/addClassApplication');
  await expect(page.getByRole('heading', { name: '新增测试班' })).toBeVisible();
  const item = (label: string) => formItem(page, label, '.class-form .el-form-item');
  await item('测试班名称').locator('input').fill(classTitle);
  await pickDay(page, '报名开始日期', 'today');
  await pickDay(page, '报名截止日期', { monthsAhead: 1, day: 10 });
  await pickDay(page, '测试开始日期', { monthsAhead: 1, day: 20 });
  await pickDay(page, '测试结束日期', { monthsAhead: 1, day: 20 });
  await choose(page, '请选择测试地点', institution.site, item('测试地点'));
  await item('测试人数').locator('input').fill('20');
  await item('联系人').locator('input').fill('赵羽');
  await item('联系方式').locator('input').fill('13900000031');
  const region = item('邮寄地区');
  await choose(page, '请选择省', '广东省', region);
  await choose(page, '请选择市', '广州市', region);
  await choose(page, '请选择区', undefined, region);
  await item('详细地址').locator('input').fill('南城街道体育路 8 号');
  await item('测试等级').getByText('少儿一级', { exact: true }).click();
  await expect(item('考评员').locator('.el-form-item__error')).toHaveText('至少选择一个一级考评员');
  await page.getByRole('button', { name: '选择一级考评员' }).click();
  const dialog = page.locator('.assessor-dialog');
  await expect(dialog.locator('tbody tr', { hasText: evaluator.name })).toBeVisible();
  await dialog.locator('tbody tr', { hasText: evaluator.name }).getByRole('button').click();
  await expect(dialog.locator('.assessor-notice')).toHaveText(`已选择${evaluator.name}`);
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(item('考评员').locator('.el-form-item__error')).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(page, '新增测试班成功')).toBeVisible();
  await expect(page.getByRole('table', { name: '测试班列表' }).locator('tbody tr', { hasText: classTitle })).toContainText('省协会审核中');
});

test('the province and the nation approve the test class', async ({ page }) => {
  await signInStaff(page, STAFF.province);
  await openForReview(page, '/personal/review/testClasses', institution.fullName, classTitle);
  await passOnDetail(page, '省协会审核通过');
  await page.locator('header').getByRole('button', { name: '退出' }).click();
  await confirmBox(page, '确定要退出登录吗？');
  await expect(page).toHaveURL(/\/signin$/);

  await signInStaff(page, STAFF.national);
  await openForReview(page, '/personal/review/testClasses', institution.fullName, classTitle);
  await passOnDetail(page, '中羽协审核通过');
  await expect(page.locator('.review-head__status')).toContainText('中羽协审核通过');
});

/** A new athlete (a child) signs up for the class from /test and pays in the sandbox; answers the order number. */
async function athleteSignsUp(page: Page, person: { name: string; id: string }): Promise<string> {
  await completePersonInformation(page, { ...person, english: 'Xiao Yu' }, async () => {
    await page.getByLabel('上传头像').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  });
  await open(page, `/test?keyword=${encodeURIComponent(classTitle)}`);
  const card = page.getByRole('article', { name: classTitle, exact: true });
  await card.getByRole('button', { name: '报名' }).click();
  await expect(page).toHaveURL(/\/test\/signUp\?id=\d+&key=10$/);
  await page.getByRole('button', { name: '去报名' }).click();
  await expect(page).toHaveURL(/\/test\/sureOrder/);
  await textbox(page, '教练员姓名').fill('林教练');
  await textbox(page, '教练员手机号').fill('无');
  const signedUp = page.waitForResponse((response) => response.url().endsWith('/TestApplication/SignUp'));
  await page.getByRole('button', { name: '立即支付' }).click();
  const orderSn = ((await (await signedUp).json()) as { result: { errorMsg: string } }).result.errorMsg;
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await payInSandbox(page, orderSn);
  await expect(toast(page, '支付完成')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/personal\/gradeTestRecord$/);
  await expect(page.locator('li.test-record', { hasText: orderSn }).locator('.test-record__status')).toHaveText('已支付');
  return orderSn;
}

test('two athletes register, sign up for the class and pay in the sandbox', async ({ page, request, browser, baseURL }) => {
  await registerOnScreen(page, request, '运动员', athlete.mobile);
  await signInAs(page, '运动员', athlete.mobile);
  await athleteSignsUp(page, athlete);

  const other = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  try {
    const otherPage = await other.newPage();
    await registerAccount(request, 1, refunded.mobile);
    await signInAs(otherPage, '运动员', refunded.mobile);
    await athleteSignsUp(otherPage, refunded);
  } finally {
    await other.close();
  }
});

test('the institution asks for one refund, imports the arrangement, enters the scores and submits them', async ({ page }) => {
  await signInAs(page, '测试机构', institution.mobile);
  await open(page, '/personal/testList');
  await page.getByRole('table', { name: '测试班列表' }).locator('tbody tr', { hasText: classTitle }).getByRole('button', { name: '查看报名' }).click();
  await expect(page).toHaveURL(/\/personal\/testList\/viewEntry\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const entries = page.getByRole('table', { name: '报名信息' });
  await expect(entries.locator('tbody tr')).toHaveCount(2);

  // The refund of one athlete's entry.
  const row = entries.locator('tbody tr', { hasText: refunded.name });
  await row.getByRole('button', { name: '退费', exact: true }).click();
  await confirmBox(page, `确定为${refunded.name}申请退费吗？`);
  await expect(toast(page, '提交成功!')).toBeVisible();

  // The arrangement of the other, from a sheet.
  await open(page, `/personal/testList/viewEntry/testScheduling?id=2&test_class_id=${id}`);
  await expect(page.getByRole('heading', { name: '测试安排' })).toBeVisible();
  await page.getByLabel('选择要上传的表格').setInputFiles({
    name: 'arrangement.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet(['姓名', '证件号码', '报考等级', '分组', '测试时间'], [[athlete.name, athlete.id, '少儿一级', '第一组', '09:30']]),
  });
  await page.getByRole('button', { name: '上传', exact: true }).click();
  await expect(toast(page, '共导入 1 条')).toBeVisible();

  // Scores below the pass in every subject, then the submission.
  await open(page, `/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent('中羽协审核通过')}&type=4`);
  await page.getByRole('button', { name: '成绩录入' }).click();
  const dialog = page.locator('.score-entry-dialog');
  const inputs = dialog.getByRole('table', { name: '成绩录入' }).locator('tbody input');
  await expect(inputs.first()).toBeVisible();
  for (let i = 0; i < (await inputs.count()); i += 1) await inputs.nth(i).fill('55');
  await dialog.getByRole('button', { name: '保存本页' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  await page.getByRole('button', { name: '提交成绩' }).click();
  await confirmBox(page, '成绩提交后不能再修改，确认提交吗？');
  await expect(toast(page, '提交成功')).toBeVisible();
  await expect(page.getByText('成绩提交状态：已提交，待审核')).toBeVisible();
});

test('the nation approves the refund, which the sandbox pays back; the province and the nation publish the scores', async ({ page }) => {
  await signInStaff(page, STAFF.national);
  await open(page, '/personal/review/refunds?stage=pending');
  const pending = page.getByRole('table', { name: '退费申请列表' }).locator('tbody tr', { hasText: refunded.name });
  await expect(pending).toContainText(classTitle);
  await pending.getByRole('button', { name: /^批准退费/ }).click();
  await confirmBox(page, '将原路退回');
  await expect(toast(page, '已批准退费')).toBeVisible();
  await open(page, '/personal/review/refunds?stage=processing');
  const processing = page.getByRole('table', { name: '退费申请列表' }).locator('tbody tr', { hasText: refunded.name });
  await expect(processing).toContainText(/退款单号 RF\d+T\d{9}/);
  const refundSn = /退款单号 (RF\d+T\d{9})/.exec((await processing.textContent()) ?? '')?.[1] ?? '';
  // The sandbox's bank finishes the refund at once and tells the service (decision 0073).
  await expect
    .poll(async () => (await page.request.post('/dev/wechat-pay/refund-notify', { data: { out_refund_no: refundSn, finish_now: true } })).status(), { timeout: 30_000 })
    .toBe(200);
  await open(page, '/personal/review/refunds?stage=refunded');
  await expect(page.getByRole('table', { name: '退费申请列表' }).locator('tbody tr', { hasText: refunded.name })).toContainText('已退费');
  await page.locator('header').getByRole('button', { name: '退出' }).click();
  await confirmBox(page, '确定要退出登录吗？');

  await signInStaff(page, STAFF.province);
  await open(page, '/personal/review/gradeSubmissions?status=1');
  await page.getByRole('link', { name: `审核${classTitle}` }).click();
  await expect(page.getByRole('table', { name: '参测学员成绩' }).locator('tbody tr', { hasText: athlete.name })).toContainText('不合格');
  await page.getByRole('button', { name: '审核通过' }).click();
  await confirmBox(page, '确定审核通过');
  await expect(toast(page, '已审核通过')).toBeVisible();
  const detailUrl = page.url();
  await page.locator('header').getByRole('button', { name: '退出' }).click();
  await confirmBox(page, '确定要退出登录吗？');

  await signInStaff(page, STAFF.national);
  await open(page, detailUrl);
  await page.getByRole('button', { name: '发布成绩' }).click();
  await confirmBox(page, /发布/);
  await expect(toast(page, '成绩已发布')).toBeVisible();
  await expect(page.locator('.grade-facts')).toContainText('已发布');
});

test('the athlete sees the score and appeals it; the refunded athlete sees 已退费', async ({ page, browser, baseURL }) => {
  await signInAs(page, '运动员', athlete.mobile);
  await open(page, '/personal/gradeTestRecord');
  const record = page.locator('li.test-record', { hasText: classTitle });
  await record.getByRole('button', { name: '查看成绩' }).click();
  const scores = page.getByRole('dialog', { name: '测试成绩' });
  await expect(scores).toContainText('不合格');
  await scores.getByRole('button', { name: '关闭' }).last().click();
  await record.getByRole('button', { name: '申诉', exact: true }).click();
  const appeal = page.getByRole('dialog', { name: '成绩申诉' });
  await appeal.getByLabel('申诉内容').fill('步法移动科目评分偏低，请复核录像。');
  await appeal.getByRole('button', { name: '提交申诉' }).click();
  await expect(toast(page, '您的申诉已提交，请耐心等待处理结果')).toBeVisible();

  const other = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  try {
    const otherPage = await other.newPage();
    await signInAs(otherPage, '运动员', refunded.mobile);
    await open(otherPage, '/personal/gradeTestRecord');
    await expect(otherPage.locator('li.test-record', { hasText: classTitle }).locator('.test-record__tag')).toHaveText('已退费');
  } finally {
    await other.close();
  }
});

test('the institution rejects the first appeal; the athlete appeals again', async ({ page, browser, baseURL }) => {
  await signInAs(page, '测试机构', institution.mobile);
  await open(page, '/personal/complaintHandling');
  const row = page.getByRole('table', { name: '申诉列表' }).locator('tbody tr', { hasText: athlete.name });
  await row.getByRole('button', { name: /^驳回/ }).click();
  const reject = page.locator('.appeal-handle-dialog', { hasText: '驳回申诉' });
  await reject.getByLabel('驳回理由').fill('经复核测试录像，评分无误，维持原成绩。');
  await reject.getByRole('button', { name: '驳回', exact: true }).click();
  await expect(toast(page, '已驳回')).toBeVisible();

  const other = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  try {
    const athletePage = await other.newPage();
    await signInAs(athletePage, '运动员', athlete.mobile);
    await open(athletePage, '/personal/complaintRecord');
    const list = athletePage.getByRole('list', { name: '申诉记录' });
    const first = list.locator('li', { hasText: classTitle });
    await expect(first).toContainText('经复核测试录像，评分无误，维持原成绩。');
    await first.getByRole('button', { name: '二次申诉' }).click();
    const second = athletePage.getByRole('dialog', { name: '二次申诉' });
    await second.getByLabel('申诉内容').fill('对机构的复核结果有异议，申请中羽协复核。');
    await second.getByRole('button', { name: '提交申诉' }).click();
    await expect(toast(athletePage, '您的申诉已提交，请耐心等待处理结果')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the nation changes the score to a pass: the certificate is issued and the public query finds it', async ({ page }) => {
  await signInStaff(page, STAFF.national);
  await open(page, '/personal/review/secondAppeals');
  await page.getByRole('table', { name: '二次申诉列表' }).locator('tbody tr', { hasText: classTitle }).getByRole('link', { name: /^处理申诉/ }).click();
  await page.getByText('修改成绩', { exact: true }).click();
  const inputs = page.locator('.grade-scores input');
  await expect(inputs.first()).toBeVisible();
  for (let i = 0; i < (await inputs.count()); i += 1) await inputs.nth(i).fill('72');
  await expect(page.getByText(/复核后评定：合格/)).toBeVisible();
  await page.getByLabel('回复运动员').fill('经复核测试录像，成绩更正为72分，评定合格。');
  await page.getByRole('button', { name: '提交处理结果' }).click();
  await confirmBox(page, '并将发放证书');
  await expect(toast(page, '复核结果已提交')).toBeVisible();
  const issued = page.getByText(/ZY\d{12}/).first();
  await expect(issued).toBeVisible();
  certificateNumber = ((await issued.textContent()) ?? '').match(/ZY\d{12}/)?.[0] ?? '';
  expect(certificateNumber).not.toBe('');

  await page.locator('header').getByRole('button', { name: '退出' }).click();
  await confirmBox(page, '确定要退出登录吗？');
  await open(page, '/enquiry/certificateAuthenticity');
  await page.getByRole('textbox', { name: '运动员姓名' }).fill(athlete.name);
  await page.getByRole('textbox', { name: '证书编号' }).fill(certificateNumber);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('.enquiry-result')).toContainText('证书有效');
});

test('the national administrator sets the fee schedule a fresh installation starts without', async ({ page }) => {
  await signInStaff(page, STAFF.national);
  // What a paper certificate, a badge and a parcel cost (decision 0076): nothing is set on a fresh installation.
  await open(page, '/personal/feeSchedule');
  await expect(page.getByRole('heading', { name: '收费标准' })).toBeVisible();
  const rates = page.getByRole('table', { name: '证书证章费（每个等级）' });
  await expect(rates.getByRole('row', { name: /运动员/ })).toContainText('未设置');
  await rates.getByRole('row', { name: /运动员/ }).getByRole('button', { name: '修改 运动员证书证章费' }).click();
  const dialog = page.locator('.money-dialog', { hasText: '证书费' });
  await dialog.getByLabel('证书费（元）').fill('30');
  await dialog.getByLabel('证章费（元）').fill('20');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await dialog.getByRole('button', { name: '确认保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(rates.getByRole('row', { name: /运动员/ })).toContainText('30.00 元');

  await page.getByRole('button', { name: '全部省份设为…' }).click();
  const bulk = page.locator('.money-dialog', { hasText: '全部省份设为' });
  await bulk.getByLabel('快递费（元）').fill('12');
  await bulk.getByRole('button', { name: '保存', exact: true }).click();
  await bulk.getByRole('button', { name: '确认保存' }).click();
  await expect(toast(page, '保存成功').last()).toBeVisible();
  await expect(page.getByRole('table', { name: '各省份快递费（每个包裹）' }).getByRole('row', { name: /广东省/ })).toContainText('12.00 元');
});

test('the athlete orders the paper certificate, the back office ships it and the athlete follows the parcel', async ({ page, browser, baseURL }) => {
  await signInAs(page, '运动员', athlete.mobile);
  await open(page, '/personal/gradeCertificate');
  await expect(page.getByRole('list', { name: '我的证书' })).toContainText(certificateNumber);
  await page.getByRole('button', { name: '申领纸质证书' }).click();
  const proxy = page.getByRole('dialog', { name: '申领纸质证书' });
  if (await proxy.isVisible()) await proxy.getByRole('button', { name: '邮寄到家' }).click();
  await expect(page).toHaveURL(/\/personal\/gradeCertificateDelivery$/);
  await page.locator('.delivery-choice').first().getByText('证书', { exact: true }).click();
  await textbox(page, '收件人').fill(athlete.name);
  await textbox(page, '联系电话').fill(athlete.mobile);
  await choose(page, '请选择省', '广东省');
  await choose(page, '请选择市', '广州市');
  await choose(page, '请选择区');
  await textbox(page, '详细地址').fill('南城街道体育路 18 号');
  const submitted = page.waitForResponse((response) => response.url().endsWith('/PaperCertificate/SubmitDelivery'));
  await page.getByRole('button', { name: '提交并支付' }).click();
  const orderSn = ((await (await submitted).json()) as { result: { order_sn: string } }).result.order_sn;
  await expect(page.getByRole('dialog', { name: '微信扫码支付' }).getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  await payInSandbox(page, orderSn);
  await expect(toast(page, '支付完成')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('li.certificate-order', { hasText: orderSn }).locator('.certificate-order__status')).toHaveText('支付成功（待发货）');

  const office = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  try {
    const admin = await office.newPage();
    await signInStaff(admin, STAFF.national);
    await open(admin, '/personal/review/certificateShipping');
    const order = admin.getByRole('table', { name: '证书证章订单列表' }).locator('tbody tr', { hasText: orderSn });
    await order.getByRole('button', { name: /^标记已打印/ }).click();
    await confirmBox(admin, '已打印吗');
    await expect(toast(admin, '已标记为已打印')).toBeVisible();
    await order.getByRole('button', { name: /^登记发货/ }).click();
    const ship = admin.locator('.money-dialog', { hasText: '登记发货' });
    await ship.getByLabel('运单号').fill(waybill);
    await ship.getByRole('button', { name: '确认发货' }).click();
    await expect(toast(admin, '已登记发货')).toBeVisible();
  } finally {
    await office.close();
  }

  await open(page, '/personal/gradeCertificate?tab=orders');
  await page.locator('li.certificate-order', { hasText: orderSn }).getByRole('link', { name: '查看物流' }).click();
  await expect(page).toHaveURL(new RegExp(`/personal/gradeCertificateDelivery/logistics\\?id=${waybill}$`));
  await expect(page.locator('.bm-logistics__parcel')).toContainText('顺丰速运');
  await expect(page.getByRole('list', { name: /物流轨迹/ }).locator('li').first()).toContainText('已收取快件');
});
