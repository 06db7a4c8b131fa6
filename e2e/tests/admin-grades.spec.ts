import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The back office's grade submissions, publication and second appeals (issue 26, decision 0068), on the demo records
 * of apps/api/demo/back-office/grades.ts (one class, one athlete and one second appeal per width, so each width passes
 * on its own data in either order): the 广东省 reviewer finds the class in the 已提交，待审核 tab (never the other
 * province's), opens it (four athletes, the supervision form), tries 驳回 without a reason, and approves after the
 * confirmation; the national administrator publishes it (certificates issued) and decides the athlete's second appeal
 * (kept at 1280, scores changed to a pass at 375); the athlete sees the score, the certificate and the reply; the public
 * certificate query finds the certificate. Every state at 1280 and 375 px with the accessibility check.
 */

const PLANS = {
  1280: { className: '2026冬季成绩审核四级班', appealClass: '2026秋季二次申诉四级班', athlete: '何晓彤', mobile: '13800000011', decision: 'keep' },
  375: { className: '2026冬季成绩审核五级班', appealClass: '2026秋季二次申诉五级班', athlete: '邓子轩', mobile: '13800000012', decision: 'change' },
} as const;
const OTHER_PROVINCE_CLASS = '2026冬季成绩审核外省班';

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

async function signOut(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('header').getByRole('button', { name: '退出' }).click();
  const box = page.locator('.el-message-box');
  await expect(box.getByText('确定要退出登录吗？')).toBeVisible();
  await box.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

async function signInAt(page: Page, width: number, role: string, account: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, role, account, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.setViewportSize({ width, height: 900 });
}

async function confirmBox(page: Page, text: string, a11y: { check(label?: string): Promise<void> }, label: string) {
  const box = page.locator('.el-message-box');
  await expect(box).toContainText(text);
  await a11y.check(label);
  await box.getByRole('button', { name: '确定' }).click();
}

for (const width of [1280, 375] as const) {
  test(`at ${width} px the reviewers approve and publish a class's grades and decide a second appeal; the athlete and the public query see it`, async ({ page, a11y }) => {
    const plan = PLANS[width];

    // ---- the 广东省 reviewer approves the submitted grades
    await signInAt(page, width, '省协会审核员', '13800000004');
    await page.goto('/personal/review/gradeSubmissions');
    const queue = page.getByRole('table', { name: '成绩审核列表' });
    await expect(queue).toBeVisible();
    await page.getByRole('group', { name: '按成绩状态筛选' }).getByRole('button', { name: /^已提交，待审核/ }).click();
    await expect(page).toHaveURL(/status=1/);
    await expect(queue.locator('.bm-paged-result[aria-busy="true"]')).toHaveCount(0);
    await expect(queue).toContainText(plan.className);
    await expect(queue).not.toContainText(OTHER_PROVINCE_CLASS);
    await a11y.check();
    await queue.getByRole('link', { name: `审核${plan.className}` }).click();
    await expect(page).toHaveURL(/\/personal\/review\/gradeSubmission\?id=\d+$/);
    const detailUrl = page.url();
    const scores = page.getByRole('table', { name: '参测学员成绩' });
    await expect(scores.locator('tbody tr')).toHaveCount(4);
    await expect(scores.locator('tbody tr', { hasText: plan.athlete })).toContainText('合格');
    await expect(page.getByRole('button', { name: '下载监督表' })).toBeVisible();
    await a11y.check();

    await page.getByRole('button', { name: '驳回', exact: true }).click();
    const reject = page.getByRole('dialog', { name: '驳回成绩' });
    await expect(reject).toBeVisible();
    await reject.getByRole('button', { name: '驳回', exact: true }).click();
    await expect(reject.getByRole('alert')).toHaveText('请填写驳回理由');
    await a11y.check('reject dialog with its error');
    await reject.getByRole('button', { name: '取消' }).click();
    await expect(reject).toBeHidden();

    await page.getByRole('button', { name: '审核通过' }).click();
    await confirmBox(page, '确定审核通过', a11y, 'approve confirmation');
    await expect(toast(page, '已审核通过')).toBeVisible();
    await expect(page.locator('.grade-facts')).toContainText('审核通过');
    await expect(page.getByRole('button', { name: '审核通过' })).toHaveCount(0);
    await a11y.check('approved');
    await signOut(page);

    // ---- the national administrator publishes
    await signInAt(page, width, '中羽协管理员', '13800000005');
    await page.goto(detailUrl);
    await page.getByRole('button', { name: '发布成绩' }).click();
    await confirmBox(page, '合格的 3 人将获发证书', a11y, 'publish confirmation');
    await expect(toast(page, '成绩已发布，已发放证书 3 张')).toBeVisible();
    await expect(page.locator('.grade-facts')).toContainText('已发布');
    const row = scores.locator('tbody tr', { hasText: plan.athlete });
    await expect(row).toContainText(/ZY\d{12}/);
    const certificateNumber = ((await row.innerText()).match(/ZY\d{12}/) ?? [''])[0];
    await a11y.check('published');

    // ---- … and decides the athlete's second appeal
    await page.goto('/personal/review/secondAppeals');
    const appeals = page.getByRole('table', { name: '二次申诉列表' });
    const appealRow = appeals.locator('tbody tr', { hasText: plan.appealClass });
    await expect(appealRow).toContainText(plan.athlete);
    await a11y.check();
    await appealRow.getByRole('link', { name: /^处理申诉/ }).click();
    await expect(page).toHaveURL(/\/personal\/review\/secondAppeals\?id=\d+$/);
    await expect(page.getByText('经核对评分表，成绩无误，维持原成绩。', { exact: true })).toBeVisible();
    await a11y.check();
    const reply = plan.decision === 'keep' ? '经复核测试录像，评分无误，维持原成绩。' : '经复核测试录像，步法移动与实战对抗成绩更正为60分。';
    if (plan.decision === 'change') {
      await page.getByText('修改成绩', { exact: true }).click();
      await page.getByLabel('步法移动').fill('60');
      await page.getByLabel('实战对抗').fill('60');
      await expect(page.getByText(/复核后评定：合格/)).toBeVisible();
    }
    await page.getByLabel('回复运动员').fill(reply);
    await page.getByRole('button', { name: '提交处理结果' }).click();
    await confirmBox(page, plan.decision === 'keep' ? '确定维持原成绩吗' : '并将发放证书', a11y, 'decision confirmation');
    await expect(toast(page, '复核结果已提交')).toBeVisible();
    await expect(page.getByRole('heading', { name: '中羽协回复' })).toBeVisible();
    await expect(page.getByRole('button', { name: '提交处理结果' })).toHaveCount(0);
    await a11y.check('decided');
    await signOut(page);

    // ---- the athlete sees the score, the certificate and the reply
    await signInAt(page, width, '运动员', plan.mobile);
    await page.goto('/personal/gradeTestRecord');
    const record = page.locator('li.test-record', { hasText: plan.className });
    await record.getByRole('button', { name: '查看成绩' }).click();
    const scoreDialog = page.getByRole('dialog', { name: '测试成绩' });
    await expect(scoreDialog).toContainText('合格');
    await a11y.check('score dialog');
    await scoreDialog.getByRole('button', { name: '关闭' }).last().click();
    await page.goto('/personal/gradeCertificate');
    await expect(page.getByRole('list', { name: '我的证书' })).toContainText(certificateNumber);
    await page.goto('/personal/complaintRecord');
    const appeal = page.getByRole('list', { name: '申诉记录' }).locator('li', { hasText: plan.appealClass });
    await expect(appeal).toContainText(reply);
    await expect(appeal).toContainText(plan.decision === 'keep' ? '已申诉两次，不可再申诉' : '二次复核通过');
    await signOut(page);

    // ---- the public certificate query finds the certificate
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/enquiry/certificateAuthenticity');
    await page.getByRole('textbox', { name: '运动员姓名' }).fill(plan.athlete);
    await page.getByRole('textbox', { name: '证书编号' }).fill(certificateNumber);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.locator('.enquiry-result')).toContainText('证书有效');
    await a11y.check('certificate found');
  });
}
