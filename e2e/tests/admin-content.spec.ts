import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { call, DEMO_PASSWORD, signIn } from './support';

/**
 * The back office's content editing (issue 26, decision 0070), at 1280 and 375 px, as the national administrator:
 * - writes a news article with a cover picture and formatted text (a heading, bold) in the rich-text editor and
 *   publishes it: the public /news list and the article page show it at once;
 * - edits a notice and gives it a PDF attachment: the public notice page offers it;
 * - moves a banner up: the public banner list answers the new order at once; the new-banner dialog shows a picture
 *   with its text safe area;
 * - every content route, and the editor, the dialog and the refusals, with the accessibility check.
 */

const NATIONAL_ADMIN = '13800000005';

/** A real 1920 × 520 PNG would be large; a 64 × 40 one drawn here is a picture by content all the same. */
function png(width: number, height: number): Buffer {
  // An uncompressed RGB PNG: signature, IHDR, one IDAT (zlib stored blocks), IEND.
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: width }, (_, x) => Buffer.from([14 + (x % 40), 110, 71 + (y % 60)])))]),
    ),
  );
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < rows.length; offset += 65535) {
    const part = rows.subarray(offset, offset + 65535);
    const head = Buffer.alloc(5);
    head[0] = offset + 65535 >= rows.length ? 1 : 0;
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(head, part);
  }
  let a = 1;
  let b = 0;
  for (const byte of rows) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  const idat = Buffer.concat([Buffer.from([0x78, 0x01]), ...blocks, adler]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\nstartxref\n0\n%%EOF\n');

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

function fileInput(group: Locator): Locator {
  return group.locator('input[type="file"]');
}

async function confirmBox(page: Page) {
  await page.locator('.el-message-box').getByRole('button', { name: '确定' }).click();
}

for (const width of [1280, 375]) {
  test(`at ${width} px the national administrator edits the portal's content and it shows at once`, async ({ page, request, a11y }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '中羽协管理员', NATIONAL_ADMIN, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'));

    // 内容管理: the menu entry and the overview.
    await page.goto('/personal/content');
    await expect(page.getByRole('heading', { name: '内容管理' })).toBeVisible();
    await expect(page.getByText(/共 \d+ 条，已发布 \d+ 条/).first()).toBeVisible();

    // ---- a news article with a cover and formatted text, published
    const subject = `全国等级评定工作推进会召开（${width}）`;
    await page.goto('/personal/content/news');
    await expect(page.getByRole('table', { name: '新闻列表' })).toBeVisible();
    await page.getByRole('link', { name: '新建新闻' }).click();
    await expect(page).toHaveURL(/\/personal\/content\/newsEdit$/);
    // Nothing filled: the refusals, checked for accessibility too.
    await page.getByRole('button', { name: '保存并发布' }).click();
    await expect(page.getByText('请输入标题')).toBeVisible();
    await expect(page.getByText('请输入正文')).toBeVisible();
    await a11y.check('news editor refusals');

    await page.getByLabel(/^\*?\s*标题$/).fill(subject);
    await page.getByLabel('摘要').fill('推进会部署下一阶段的等级评定工作。');
    const cover = page.getByRole('group', { name: '封面图' });
    await fileInput(cover).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(64, 40) });
    await expect(cover.getByRole('img', { name: '封面图预览' })).toBeVisible();

    const body = page.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.getByRole('combobox', { name: '段落格式' }).selectOption('h2');
    await body.click();
    await page.keyboard.type('会议要点');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: '段落格式' }).selectOption('p');
    await body.click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('各省协会按季度报送进展');
    await expect(body.locator('h2')).toHaveText('会议要点');
    await expect(body.locator('b, strong')).toHaveText('各省协会按季度报送进展');
    await page.getByRole('button', { name: '预览' }).click();
    await expect(page.getByRole('region', { name: '预览' }).locator('h2')).toHaveText('会议要点');
    await a11y.check('news editor filled');

    await page.getByRole('button', { name: '保存并发布' }).click();
    await expect(page).toHaveURL(/\/personal\/content\/news$/);
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('已发布');

    // The public list and the article page, at once.
    await page.goto('/news');
    await expect(page.locator('#root .bm-article-list__title').first()).toHaveText(subject);
    await page.locator('#root .bm-article-list__title').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    const article = page.locator('.portal-article__body');
    await expect(article.locator('h2')).toHaveText('会议要点');
    await expect(article.locator('b, strong')).toHaveText('各省协会按季度报送进展');

    // ---- a notice with an attachment
    await page.goto('/personal/content/notices');
    const firstNotice = page.getByRole('table', { name: '公告列表' }).getByRole('row').nth(1);
    const noticeSubject = (await firstNotice.locator('.content-table__title').innerText()).trim();
    await firstNotice.getByRole('link', { name: /^编辑/ }).click();
    await expect(page).toHaveURL(/\/personal\/content\/noticeEdit\?id=\d+$/);
    const noticeId = new URL(page.url()).searchParams.get('id');
    const attachment = page.getByRole('group', { name: '附件' });
    await expect(page.getByLabel(/^\*?\s*标题$/)).toHaveValue(noticeSubject);
    await fileInput(attachment).setInputFiles({ name: '报名表.pdf', mimeType: 'application/pdf', buffer: PDF });
    const attachmentName = `${width}年度报名表.pdf`;
    // The upload names the attachment after its file when it is done: rename it after that.
    await expect(attachment.getByLabel('附件名称')).toHaveValue('报名表.pdf');
    await attachment.getByLabel('附件名称').fill(attachmentName);
    await a11y.check('notice editor with attachment');
    await page.getByRole('button', { name: /^保存/ }).first().click();
    await expect(page).toHaveURL(/\/personal\/content\/notices$/);
    await page.goto(`/notice/noticeDetails?id=${noticeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(noticeSubject);
    await expect(page.locator('.portal-article__attachment a')).toContainText(attachmentName);

    // ---- banners: move one up; the public list answers the new order at once
    await page.goto('/personal/content/banners');
    const table = page.getByRole('table', { name: '轮播图列表' });
    await expect(table).toBeVisible();
    // The body's rows: at 375 px the table is drawn as cards and its header row leaves the accessibility tree.
    const rows = table.locator('tbody tr');
    const second = (await rows.nth(1).locator('.content-table__title').innerText()).trim();
    await table.getByRole('button', { name: `上移 ${second}` }).click();
    await expect(toast(page, '顺序已调整')).toBeVisible();
    await expect(rows.nth(0)).toContainText(second);
    // The public call answers the new order at once.
    const publicFirst = async () => ((await call(request, 'CommonApi/GetBannerList')) as unknown as { items: { title: string }[] }).items[0]?.title;
    await expect.poll(publicFirst, { timeout: 5_000 }).toBe(second);

    // The new-banner dialog: its refusals, then a picture with its safe area.
    await page.getByRole('button', { name: '新建轮播图' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入标题')).toBeVisible();
    await a11y.check('banner dialog refusals');
    await fileInput(dialog.getByRole('group', { name: '图片' })).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(480, 130) });
    await expect(dialog.getByRole('img', { name: '轮播图预览（整张）' })).toBeVisible();
    await expect(dialog.getByText('文字安全区', { exact: true })).toBeVisible();
    await a11y.check('banner dialog with the safe area');
    await dialog.getByRole('button', { name: '取消' }).click();

    // Unpublishing asks first.
    await table.getByRole('button', { name: `下线 ${second}` }).click();
    await expect(page.locator('.el-message-box')).toContainText('下线后首页将不再显示');
    await a11y.check('unpublish confirmation');
    await confirmBox(page);
    await expect(toast(page, '已下线')).toBeVisible();
    const after = (await call(request, 'CommonApi/GetBannerList')) as unknown as { items: { title: string }[] };
    expect(after.items.map((item) => item.title)).not.toContain(second);
    await table.getByRole('button', { name: `发布 ${second}` }).click();
    await expect(toast(page, '已发布')).toBeVisible();

    // Every other content route, checked as shown.
    for (const path of ['/personal/content/faq', '/personal/content/partners', '/personal/content/media', '/personal/content/contact', '/personal/content/faqEdit']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: '内容分类' })).toBeVisible();
      await expect(page.locator('.bm-page-section__body .bm-spinner')).toHaveCount(0);
    }
  });
}
