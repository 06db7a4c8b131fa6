import { expect, test } from './a11y';
import { listedTitles } from './support';

test('news list: 20 per page, page 2 differs from page 1', async ({ page }) => {
  await page.goto('/news');
  const first = await listedTitles(page);
  expect(first).toHaveLength(20);
  const pager = page.locator('.bm-pager');
  await expect(pager).toBeVisible();
  await pager.getByText('2', { exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await listedTitles(page))[0]).not.toBe(first[0]);
  const second = await listedTitles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((title) => first.includes(title))).toEqual([]);
});

test('news search: a keyword that leaves 20 or fewer hides the pager; no match shows the empty state', async ({ page }) => {
  await page.goto('/news');
  const titles = await listedTitles(page);
  const keyword = titles[0].slice(0, 6);
  await page.getByRole('textbox', { name: '标题关键字' }).fill(keyword);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect.poll(async () => (await listedTitles(page)).every((t) => t.includes(keyword))).toBe(true);
  await expect(page.locator('.bm-pager')).toHaveCount(0);

  await page.getByRole('textbox', { name: '标题关键字' }).fill('不存在的关键字组合xyz');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('暂无相关信息')).toBeVisible();

  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.locator('.bm-pager')).toBeVisible();
});

test('news detail shows subject, time and body, and goes back to the list', async ({ page }) => {
  await page.goto('/news');
  const titles = await listedTitles(page);
  // The page's last article: a demo one (a back-office walk on this worker's data may have published a short newest one).
  const index = titles.length - 1;
  await page.locator('#root .bm-article-list__title').nth(index).click();
  await expect(page).toHaveURL(/\/news\/newsDetails\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[index]);
  await expect(page.getByText(/发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
  const body = page.locator('.portal-article__body');
  await expect(body.locator('p').first()).toBeVisible();
  expect((await body.innerText()).length).toBeGreaterThan(80);
  // Opened afresh, the article (its rich text too) is drawn on the server: a screen failing there fails the fixture.
  const reloaded = await page.reload();
  expect(['server', 'timeout']).toContain(reloaded?.headers()['x-bm-render']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[index]);
  // Breadcrumbs from route meta.
  const crumbs = page.getByRole('navigation', { name: '面包屑' });
  await expect(crumbs.getByRole('link', { name: '新闻资讯' })).toBeVisible();
  await expect(crumbs.getByText('新闻详情')).toBeVisible();
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect(page).toHaveURL(/\/news$/);
});

test('a notice with an attachment offers the download', async ({ page, request }) => {
  await page.goto('/notice');
  await listedTitles(page);
  // Walk the notice list until a notice with an attachment is found.
  const count = await page.locator('#root .bm-article-list__title').count();
  let found = false;
  for (let i = 0; i < count && !found; i += 1) {
    await page.locator('#root .bm-article-list__title').nth(i).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.locator('.portal-article__attachment a');
    if ((await link.count()) > 0) {
      found = true;
      await expect(link).toHaveAttribute('download', /\.pdf$/);
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/wwwroot\//);
      const file = await request.get(href!);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } else {
      await page.goBack();
    }
  }
  expect(found).toBe(true);
});

test('an unknown article id shows the service message', async ({ page }) => {
  await page.goto('/notice/noticeDetails?id=999999');
  await expect(page.getByText('该公告不存在或已下线')).toBeVisible();
});

test('the FAQ accordion opens an answer', async ({ page }) => {
  await page.goto('/commonQuestion');
  const firstQuestion = page.locator('#root .el-collapse-item__header').first();
  await expect(firstQuestion).toBeVisible();
  await firstQuestion.click();
  await expect(page.locator('#root .el-collapse-item__content').first()).toBeVisible();
  expect((await page.locator('#root .el-collapse-item__content').first().innerText()).length).toBeGreaterThan(10);
});
