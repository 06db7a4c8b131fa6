import {
  ADMIN_CONTENT_MESSAGES as M,
  CONTENT_PLACEMENT_LIMITS,
  deleteAdminArticle,
  deleteAdminPlacement,
  getAdminArticle,
  getAdminArticleList,
  getAdminContact,
  getAdminPlacementList,
  getBannerList,
  getContactUsList,
  getContentOverview,
  getNewsDetailsList,
  getNewsList,
  getNoticeDetailsList,
  getParterList,
  getPhotoVideosList,
  getQuestionsList,
  MESSAGES,
  moveAdminArticle,
  moveAdminPlacement,
  Role,
  saveAdminArticle,
  saveAdminContact,
  saveAdminPlacement,
  setAdminArticlePublished,
  setAdminPlacementPublished,
  uploadContentFile,
} from '@badminton/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/audit/chain';
import { articles, banners, contentUploads, statusAudit } from '../src/db/schema';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callForm, callOk, type FormFile } from './helpers/call';
import { jpegImage, pngImage } from './helpers/images';

/**
 * The back office's content editing (issue 26, decision 0070): every AdminContent call — its rules and Chinese
 * messages, hostile HTML sanitized before it is stored, uploads refused by content and by size, the public answers
 * changing at once (the answer cache dropped), the national administrator only, and an audit row with the fields
 * before and after for every change.
 */

let t: TestApp;
type User = { userId: number; userToken: string };
let editor: User;
let reviewer: User;

beforeAll(async () => {
  t = await build();
  editor = await signedInUser(t.database.db, Role.NationalAdministrator);
  reviewer = await signedInUser(t.database.db, Role.ProvincialReviewer);
});
afterAll(() => t.close());

const db = () => t.database.db;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function ok(path: string, payload: Record<string, unknown> = {}, who: User = editor): Promise<Answer> {
  return (await callOk(t.app, path, payload, who)) as Answer;
}

async function refused(path: string, payload: Record<string, unknown>, who: User = editor): Promise<string | undefined> {
  const envelope = await call(t.app, path, payload, who);
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  expect(envelope.result?.isSuccess, JSON.stringify(envelope)).toBe(false);
  return envelope.result?.errorMsg;
}

async function upload(files: FormFile[], who: User = editor) {
  const envelope = await callForm(t.app, uploadContentFile.path, {}, files, who);
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.result as Answer;
}

async function uploaded(files: FormFile[]): Promise<Answer> {
  const answer = await upload(files);
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer;
}

const imageFile = async (name = 'cover.png'): Promise<FormFile> => ({ name: 'image', content: await pngImage(64, 40), filename: name, type: 'image/png' });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\nstartxref\n0\n%%EOF\n');

function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
/** A structurally whole MP4: ftyp (isom), moov, mdat. */
const MP4 = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')), box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.alloc(256, 7))]);

const publicNews = async (payload: Record<string, unknown> = {}) => getNewsList.output.parse(await callOk(t.app, getNewsList.path, payload));

async function auditRows(workflow: string, recordId: number) {
  return db()
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, workflow), eq(statusAudit.recordId, recordId)))
    .orderBy(desc(statusAudit.id));
}

describe('who may edit content', () => {
  it('refuses a provincial reviewer every content call, and changes nothing', async () => {
    const before = await db().select().from(articles);
    for (const [path, payload] of [
      [getContentOverview.path, {}],
      [getAdminArticleList.path, { kind: 'news' }],
      [saveAdminArticle.path, { kind: 'news', news_subject: '省里写的', news_content: '<p>正文</p>', is_published: true }],
      [deleteAdminArticle.path, { id: before[0].id }],
      [saveAdminPlacement.path, { kind: 'banner', title: 'x' }],
      [saveAdminContact.path, { name: 'x' }],
    ] as const) {
      expect(await refused(path, payload, reviewer), path).toBe(MESSAGES.forbidden);
    }
    const envelope = await callForm(t.app, uploadContentFile.path, {}, [await imageFile()], reviewer);
    expect(envelope.result?.errorMsg).toBe(MESSAGES.forbidden);
    expect(await db().select().from(articles)).toEqual(before);
    expect(await db().select().from(contentUploads)).toHaveLength(0);
  });
});

describe('AdminContent/UploadFile', () => {
  it('stores a picture re-encoded, under the editor’s folder, and lists it', async () => {
    const answer = await uploaded([{ name: 'image', content: await jpegImage(80, 60, { exif: true }), filename: '封面.jpg', type: 'image/jpeg' }]);
    expect(answer).toMatchObject({ kind: 'image', file_name: '封面.jpg', width: 80, height: 60 });
    expect(answer.file_path).toMatch(new RegExp(`^/wwwroot/upload/content/${editor.userId}/[\\w-]+\\.jpg$`));
    const stored = await t.storage.get(answer.file_path);
    expect(stored.includes(Buffer.from('Zhang Xiaoming'))).toBe(false);
    const [row] = await db().select().from(contentUploads).where(eq(contentUploads.filePath, answer.file_path));
    expect(row).toMatchObject({ kind: 'image', uploadedBy: editor.userId });
  });

  it.each([
    ['HTML named .png', { name: 'image', content: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.png' }, M.imageType],
    ['a JPEG header before a script', { name: 'image', content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php system($_GET[1]); ?>')]), filename: 'x.jpg' }, M.imageType],
    ['a PDF sent as a picture', { name: 'image', content: PDF, filename: 'x.png' }, M.imageType],
    ['a picture sent as an attachment', null, M.attachmentType],
    ['a PDF with a script', { name: 'attachment', content: Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\nstartxref\n0\n%%EOF\n'), filename: 'x.pdf' }, M.attachmentType],
    ['HTML named .mp4', { name: 'video', content: Buffer.from('<html>not a video</html>'), filename: 'x.mp4' }, M.videoType],
    ['an MP4 cut short', { name: 'video', content: MP4.subarray(0, MP4.length - 10), filename: 'x.mp4' }, M.videoType],
    ['an MP4 without a movie header', { name: 'video', content: Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0', 'latin1')), box('mdat', Buffer.alloc(20))]), filename: 'x.mp4' }, M.videoType],
    ['a file under another field', { name: 'thumbnail', content: Buffer.from('x'), filename: 'x.png' }, MESSAGES.badRequest],
  ])('refuses %s', async (_label, file, message) => {
    const sent = file ?? { name: 'attachment', content: await pngImage(), filename: 'x.pdf' };
    const answer = await upload([sent as FormFile]);
    expect(answer).toMatchObject({ isSuccess: false, errorMsg: message });
  });

  it('refuses a file over its size, and two files at once, and no file', async () => {
    expect(await upload([{ name: 'image', content: Buffer.alloc(5 * 1024 * 1024 + 1, 1), filename: 'big.png' }])).toMatchObject({ errorMsg: M.imageSize });
    expect(await upload([{ name: 'attachment', content: Buffer.alloc(20 * 1024 * 1024 + 1, 1), filename: 'big.pdf' }])).toMatchObject({ errorMsg: M.attachmentSize });
    expect(await upload([await imageFile(), await imageFile()])).toMatchObject({ errorMsg: M.oneFile });
    expect(await upload([])).toMatchObject({ errorMsg: M.uploadKindRequired });
  });

  it('keeps a PDF and an MP4 as sent; the PDF is handed out as a download', async () => {
    const pdf = await uploaded([{ name: 'attachment', content: PDF, filename: '报名表.pdf', type: 'application/pdf' }]);
    expect(pdf).toMatchObject({ kind: 'attachment', file_name: '报名表.pdf', width: null });
    expect(pdf.file_path).toMatch(/\.pdf$/);
    const response = await t.app.inject(pdf.file_path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.rawPayload.equals(PDF)).toBe(true);
    const video = await uploaded([{ name: 'video', content: MP4, filename: '集锦.mp4', type: 'video/mp4' }]);
    expect(video.file_path).toMatch(/\.mp4$/);
    expect((await t.storage.get(video.file_path)).equals(MP4)).toBe(true);
  });
});

describe('articles', () => {
  const article = (over: Record<string, unknown> = {}) => ({
    kind: 'news',
    news_subject: '后台发布的新闻',
    summary: '摘要',
    news_content: '<h2>小标题</h2><p><strong>加粗</strong>的正文</p>',
    is_published: false,
    ...over,
  });

  it.each([
    [{ news_subject: '' }, M.subjectRequired],
    [{ news_subject: '   ' }, M.subjectRequired],
    [{ news_subject: '标'.repeat(101) }, M.subjectTooLong],
    [{ summary: '摘'.repeat(201) }, M.summaryTooLong],
    [{ news_content: '' }, M.bodyRequired],
    [{ news_content: '<script>alert(1)</script><p> </p>' }, M.bodyEmptyAfterClean],
    [{ kind: 'faq', news_subject: '' }, M.questionRequired],
    [{ kind: 'faq', news_content: '' }, M.answerRequired],
    [{ publish_date: '2024-02-30 10:00:00' }, M.publishDateInvalid],
    [{ publish_date: '2999-01-01 00:00:00' }, M.publishDateFuture],
    [{ thumbnail: '/wwwroot/upload/news/somebody-else.png' }, M.fileUnknown],
    [{ kind: 'notice', attachmentpath: '/wwwroot/upload/notice/apply-form.docx' }, M.fileUnknown],
    [{ kind: 'video' }, M.kindInvalid],
  ])('SaveArticle %j → %s, nothing stored', async (over, message) => {
    const count = (await db().select().from(articles)).length;
    expect(await refused(saveAdminArticle.path, article(over))).toBe(message);
    expect(await db().select().from(articles)).toHaveLength(count);
  });

  it('refuses a picture path as an attachment and an attachment path as a cover', async () => {
    const pdf = await uploaded([{ name: 'attachment', content: PDF, filename: 'a.pdf' }]);
    const png = await uploaded([await imageFile()]);
    expect(await refused(saveAdminArticle.path, article({ thumbnail: pdf.file_path }))).toBe(M.fileUnknown);
    expect(await refused(saveAdminArticle.path, article({ kind: 'notice', attachmentpath: png.file_path }))).toBe(M.fileUnknown);
  });

  it('sanitizes hostile HTML with the one allowlist before it is stored', async () => {
    const { id } = await ok(
      saveAdminArticle.path,
      article({
        news_content:
          '<p onclick="steal()">正文<img src="x" onerror="alert(1)"></p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>' +
          '<iframe src="https://evil.example"></iframe><a href="https://www.badminton.org.cn" target="_blank">官网</a><p style="position:fixed;color:#c00">红</p>',
      }),
    );
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect(row.newsContent).toBe(
      '<p>正文<img src="x" /></p><a>链接</a><a href="https://www.badminton.org.cn" target="_blank" rel="noopener noreferrer">官网</a><p style="color:#c00">红</p>',
    );
    const { item } = await ok(getAdminArticle.path, { id });
    expect(item.news_content).toBe(row.newsContent);
  });

  it('a news article written and published shows at once in the public list and page; unpublished it is gone', async () => {
    // The public list is answered (and cached) before the edit.
    const before = await publicNews();
    const cover = await uploaded([await imageFile()]);
    const { id } = await ok(saveAdminArticle.path, article({ news_subject: '全国等级评定工作会议召开', thumbnail: cover.file_path, is_published: false }));
    // A draft is not public.
    expect((await publicNews()).items.map((item) => item.id)).not.toContain(id);
    expect((await publicNews()).totalCount).toBe(before.totalCount);

    await ok(setAdminArticlePublished.path, { id, is_published: true });
    const after = await publicNews();
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.items[0]).toMatchObject({ id, news_subject: '全国等级评定工作会议召开', thumbnail: cover.file_path });
    const detail = getNewsDetailsList.output.parse(await callOk(t.app, getNewsDetailsList.path, { id }));
    expect(detail.items[0].news_content).toBe('<h2>小标题</h2><p><strong>加粗</strong>的正文</p>');

    await ok(saveAdminArticle.path, article({ id, news_subject: '全国等级评定工作会议召开（更新）', thumbnail: cover.file_path, is_published: true }));
    expect((await publicNews()).items[0].news_subject).toBe('全国等级评定工作会议召开（更新）');

    await ok(setAdminArticlePublished.path, { id, is_published: false });
    expect((await publicNews()).items.map((item) => item.id)).not.toContain(id);
    expect(await refused(getNewsDetailsList.path, { id })).toBe('该新闻不存在或已下线');
  });

  it('writes an audit row with the fields before and after for every change', async () => {
    const { id } = await ok(saveAdminArticle.path, article({ news_subject: '审计用新闻' }));
    await ok(saveAdminArticle.path, article({ id, news_subject: '审计用新闻（改）', is_published: true }));
    await ok(setAdminArticlePublished.path, { id, is_published: false });
    await ok(deleteAdminArticle.path, { id });
    const rows = await auditRows('content.news', id);
    expect(rows.map((row) => row.action)).toEqual(['删除新闻', '下线新闻', '修改新闻并发布', '新建新闻']);
    const [deleted, unpublished, changed, created] = rows;
    expect(created).toMatchObject({ actorUserId: editor.userId, actorRole: 5, fromStatus: '', toStatus: '', before: null });
    expect(created.after).toMatchObject({ news_subject: '审计用新闻', is_published: false });
    expect(changed.before).toMatchObject({ news_subject: '审计用新闻' });
    expect(changed.after).toMatchObject({ news_subject: '审计用新闻（改）', is_published: true });
    expect(unpublished).toMatchObject({ before: { is_published: true }, after: { is_published: false } });
    expect(deleted.before).toMatchObject({ news_subject: '审计用新闻（改）', news_content: '<h2>小标题</h2><p><strong>加粗</strong>的正文</p>' });
    expect(deleted.after).toBeNull();
    expect(await db().select().from(articles).where(eq(articles.id, id))).toHaveLength(0);
    expect(await refused(getAdminArticle.path, { id })).toBe(M.notFound);
    expect(await refused(deleteAdminArticle.path, { id })).toBe(M.notFound);
    expect(await verifyAuditChain(db())).toMatchObject({ intact: true });
  });

  it('a notice keeps its attachment with the uploaded name; the public notice page links it', async () => {
    const pdf = await uploaded([{ name: 'attachment', content: PDF, filename: '2026年报名表.pdf' }]);
    const { id } = await ok(saveAdminArticle.path, article({ kind: 'notice', news_subject: '报名通知', attachmentpath: pdf.file_path, is_published: true }));
    const detail = getNoticeDetailsList.output.parse(await callOk(t.app, getNoticeDetailsList.path, { id }));
    expect(detail.items[0]).toMatchObject({ attachmentname: '2026年报名表.pdf', attachmentpath: pdf.file_path });
    // Edited, the attachment renamed and then kept as it is (its path unchanged needs no new upload).
    await ok(saveAdminArticle.path, article({ id, kind: 'notice', news_subject: '报名通知（修订）', attachmentpath: pdf.file_path, attachmentname: '报名表（修订）.pdf', is_published: true }));
    const edited = getNoticeDetailsList.output.parse(await callOk(t.app, getNoticeDetailsList.path, { id }));
    expect(edited.items[0]).toMatchObject({ news_subject: '报名通知（修订）', attachmentname: '报名表（修订）.pdf' });
    // Removed.
    await ok(saveAdminArticle.path, article({ id, kind: 'notice', news_subject: '报名通知（修订）', is_published: true }));
    const removed = getNoticeDetailsList.output.parse(await callOk(t.app, getNoticeDetailsList.path, { id }));
    expect(removed.items[0]).toMatchObject({ attachmentname: null, attachmentpath: null });
  });

  it('refuses to turn an article into another kind', async () => {
    const { id } = await ok(saveAdminArticle.path, article());
    expect(await refused(saveAdminArticle.path, article({ id, kind: 'notice' }))).toBe(M.notFound);
  });

  it('lists drafts too, with the published filter, keyword, dates and counts', async () => {
    const { id } = await ok(saveAdminArticle.path, article({ news_subject: '筛选用草稿', publish_date: '2024-01-05 09:00:00' }));
    const drafts = await ok(getAdminArticleList.path, { kind: 'news', published: '0', keyword: '筛选用' });
    expect(drafts.items.map((item: Answer) => item.id)).toEqual([id]);
    expect(drafts.counts).toEqual({ all: 1, published: 0, unpublished: 1 });
    const dated = await ok(getAdminArticleList.path, { kind: 'news', startTime: '2024-01-05 00:00:00', endTime: '2024-01-05 23:59:59' });
    expect(dated.items.map((item: Answer) => item.id)).toEqual([id]);
    const all = await ok(getAdminArticleList.path, { kind: 'news' });
    expect(all.counts.all).toBe(all.counts.published + all.counts.unpublished);
    expect(all.totalCount).toBe(all.counts.all);
    expect(all.items).toHaveLength(10);
    expect(await refused(getAdminArticleList.path, { kind: 'news', startTime: '2024-02-01 00:00:00', endTime: '2024-01-01 00:00:00' })).toBe('开始时间不能晚于结束时间');
  });

  it('moves an FAQ entry, and the public FAQ follows; news cannot be moved', async () => {
    const publicFaq = async () => (getQuestionsList.output.parse(await callOk(t.app, getQuestionsList.path, { question: 1 }))).items.map((item) => item.news_subject);
    const first = await publicFaq();
    const list = await ok(getAdminArticleList.path, { kind: 'faq', published: '1' });
    const second = list.items[1];
    await ok(moveAdminArticle.path, { id: second.id, direction: 'up' });
    const moved = await publicFaq();
    expect(moved[0]).toBe(first[1]);
    expect(moved[1]).toBe(first[0]);
    expect(await refused(moveAdminArticle.path, { id: second.id, direction: 'up' })).toBe(M.cannotMove);
    const [row] = await auditRows('content.faq', second.id);
    expect(row).toMatchObject({ action: '上移常见问题', before: { position: 2 }, after: { position: 1 } });
    const news = await ok(getAdminArticleList.path, { kind: 'news' });
    expect(await refused(moveAdminArticle.path, { id: news.items[0].id, direction: 'down' })).toBe(M.moveFaqOnly);
  });
});

describe('placements', () => {
  it.each([
    [{ title: '' }, M.titleRequired],
    [{ title: '题'.repeat(51) }, M.titleTooLong],
    [{ link_url: '' }, M.linkRequired],
    [{ link_url: 'javascript:alert(1)' }, M.linkInvalid],
    [{ link_url: '//evil.example/x' }, M.linkInvalid],
    [{ link_url: 'ftp://example.org' }, M.linkInvalid],
    [{ file_path: '' }, M.imageRequired],
    [{ file_path: '/wwwroot/upload/banner/not-uploaded.png' }, M.fileUnknown],
  ])('SavePlacement banner %j → %s', async (over, message) => {
    const image = await uploaded([await imageFile()]);
    expect(await refused(saveAdminPlacement.path, { kind: 'banner', title: '新轮播', link_url: 'https://example.org', file_path: image.file_path, ...over })).toBe(message);
  });

  it('a new banner goes last; moved up it leads the public carousel; unpublished it leaves it; deleted it is gone', async () => {
    const publicBanners = async () => getBannerList.output.parse(await callOk(t.app, getBannerList.path, {})).items.map((item) => item.title);
    expect(await publicBanners()).toEqual(['第一张轮播', '第二张轮播']);
    const image = await uploaded([await imageFile('banner.png')]);
    const { id } = await ok(saveAdminPlacement.path, { kind: 'banner', title: '新的轮播', link_url: '/test', file_path: image.file_path });
    expect(await publicBanners()).toEqual(['第一张轮播', '第二张轮播', '新的轮播']);
    await ok(moveAdminPlacement.path, { kind: 'banner', id, direction: 'up' });
    await ok(moveAdminPlacement.path, { kind: 'banner', id, direction: 'up' });
    expect(await publicBanners()).toEqual(['新的轮播', '第一张轮播', '第二张轮播']);
    expect(await refused(moveAdminPlacement.path, { kind: 'banner', id, direction: 'up' })).toBe(M.cannotMove);
    const listed = await ok(getAdminPlacementList.path, { kind: 'banner' });
    expect(listed.items.map((item: Answer) => item.title)).toEqual(['新的轮播', '第一张轮播', '第二张轮播']);
    expect(listed.counts).toEqual({ all: 3, published: 3, limit: CONTENT_PLACEMENT_LIMITS.banner });

    await ok(setAdminPlacementPublished.path, { kind: 'banner', id, is_published: false });
    expect(await publicBanners()).toEqual(['第一张轮播', '第二张轮播']);
    expect((await ok(getAdminPlacementList.path, { kind: 'banner', published: '0' })).items.map((item: Answer) => item.id)).toEqual([id]);
    await ok(deleteAdminPlacement.path, { kind: 'banner', id });
    expect(await db().select().from(banners).where(eq(banners.id, id))).toHaveLength(0);
    const rows = await auditRows('content.banner', id);
    expect(rows.map((row) => row.action)).toEqual(['删除轮播图', '下线轮播图', '上移轮播图', '上移轮播图', '新建轮播图']);
    expect(rows[0].before).toMatchObject({ title: '新的轮播', link_url: '/test', file_path: image.file_path });
    expect(rows[2]).toMatchObject({ before: { position: 2 }, after: { position: 1 } });
    expect(await refused(deleteAdminPlacement.path, { kind: 'banner', id })).toBe(M.notFound);
  });

  it('edits a partner: the public logo row shows the new name at once', async () => {
    const listed = await ok(getAdminPlacementList.path, { kind: 'partner' });
    const first = listed.items[0];
    expect(await refused(saveAdminPlacement.path, { kind: 'partner', id: first.id, title: '', link_url: first.link_url, file_path: first.file_path })).toBe(M.nameRequired);
    await ok(saveAdminPlacement.path, { kind: 'partner', id: first.id, title: '合作伙伴甲（新名）', link_url: first.link_url, file_path: first.file_path });
    const partnersNow = getParterList.output.parse(await callOk(t.app, getParterList.path, {})).items;
    expect(partnersNow[0]).toMatchObject({ id: first.id, name: '合作伙伴甲（新名）', file_path: first.file_path });
    const [row] = await auditRows('content.partner', first.id);
    expect(row).toMatchObject({ action: '修改合作伙伴', before: { title: '合作伙伴甲' }, after: { title: '合作伙伴甲（新名）' } });
  });

  it('a video needs its MP4; the public gallery shows it last', async () => {
    const poster = await uploaded([await imageFile()]);
    expect(await refused(saveAdminPlacement.path, { kind: 'media', title: '比赛集锦', media_type: 2, file_path: poster.file_path })).toBe(M.videoRequired);
    expect(await refused(saveAdminPlacement.path, { kind: 'media', title: '比赛集锦', media_type: 3, file_path: poster.file_path })).toBe(M.mediaTypeInvalid);
    expect(await refused(saveAdminPlacement.path, { kind: 'media', title: '比赛集锦', media_type: 2, file_path: poster.file_path, video_path: poster.file_path })).toBe(M.fileUnknown);
    const video = await uploaded([{ name: 'video', content: MP4, filename: 'a.mp4' }]);
    const { id } = await ok(saveAdminPlacement.path, { kind: 'media', title: '比赛集锦', media_type: 2, file_path: poster.file_path, video_path: video.file_path });
    const gallery = getPhotoVideosList.output.parse(await callOk(t.app, getPhotoVideosList.path, { limit: 20, page: 1 })).items;
    expect(gallery.at(-1)).toMatchObject({ id, title: '比赛集锦', media_type: 2, file_path: poster.file_path, video_path: video.file_path });
  });

  it('refuses a placement past the limit of its kind', async () => {
    const image = await uploaded([await imageFile()]);
    const present = (await ok(getAdminPlacementList.path, { kind: 'banner' })).counts.all;
    for (let n = present; n < CONTENT_PLACEMENT_LIMITS.banner; n += 1) {
      await ok(saveAdminPlacement.path, { kind: 'banner', title: `轮播${n}`, link_url: '/index', file_path: image.file_path, is_published: false });
    }
    expect(await refused(saveAdminPlacement.path, { kind: 'banner', title: '再来一张', link_url: '/index', file_path: image.file_path })).toBe(
      M.tooMany('轮播图', CONTENT_PLACEMENT_LIMITS.banner),
    );
  });
});

describe('contact us', () => {
  it('checks every field, then the footer shows the change at once', async () => {
    const { item } = await ok(getAdminContact.path);
    expect(item).toMatchObject({ name: '测试羽毛球协会' });
    const payload = { ...item };
    expect(await refused(saveAdminContact.path, { ...payload, name: '' })).toBe(M.contactNameRequired);
    expect(await refused(saveAdminContact.path, { ...payload, service_account2_name: '' })).toBe(M.accountNameRequired);
    expect(await refused(saveAdminContact.path, { ...payload, copyright: '' })).toBe(M.copyrightRequired);
    expect(await refused(saveAdminContact.path, { ...payload, police_record_number: '备'.repeat(101) })).toBe(M.policeRecordTooLong);
    expect(await refused(saveAdminContact.path, { ...payload, file_path3: '/wwwroot/elsewhere.png' })).toBe(M.fileUnknown);
    // Answered (and cached) before the change.
    expect(getContactUsList.output.parse(await callOk(t.app, getContactUsList.path, {})).items[0].name).toBe('测试羽毛球协会');
    const code = await uploaded([await imageFile('qr.png')]);
    await ok(saveAdminContact.path, { ...payload, name: '中国羽毛球协会', file_path2: code.file_path });
    const footer = getContactUsList.output.parse(await callOk(t.app, getContactUsList.path, {})).items[0];
    expect(footer).toMatchObject({ name: '中国羽毛球协会', file_path2: code.file_path, file_path1: item.file_path1 });
    const [row] = await db().select().from(statusAudit).where(eq(statusAudit.workflow, 'content.contact')).orderBy(desc(statusAudit.id)).limit(1);
    expect(row).toMatchObject({ action: '修改联系我们', before: { name: '测试羽毛球协会' }, after: { name: '中国羽毛球协会', file_path2: code.file_path } });
  });
});

describe('AdminContent/GetOverview', () => {
  it('counts every section, published and all', async () => {
    const { items, hasContact } = await ok(getContentOverview.path);
    expect(hasContact).toBe(true);
    const sections = Object.fromEntries(items.map((item: Answer) => [item.section, item]));
    expect(Object.keys(sections)).toEqual(['news', 'notice', 'faq', 'banner', 'partner', 'media']);
    const news = await ok(getAdminArticleList.path, { kind: 'news' });
    expect(sections.news).toEqual({ section: 'news', total: news.counts.all, published: news.counts.published });
  });
});
