// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, fail, installFakeApi } from '@badminton/api-client/testing';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminArticleItem,
  type AdminPlacementItem,
  deleteAdminArticle,
  getAdminArticle,
  getAdminArticleList,
  getAdminContact,
  getAdminPlacementList,
  getContentOverview,
  moveAdminPlacement,
  saveAdminArticle,
  saveAdminContact,
  saveAdminPlacement,
  setAdminArticlePublished,
  uploadContentFile,
} from '@badminton/contracts';
import { FaqListScreen, NewsListScreen } from './article-list-screen';
import { NewsEditScreen, NoticeEditScreen } from './article-edit-screen';
import { BannersScreen } from './placement-screen';
import ContactScreen from './contact-screen';
import ContentOverviewScreen from './overview-screen';
import { answerMessageBox } from '@badminton/ui/testing';

afterEach(cleanup);
beforeEach(() => {
  // jsdom has no editing commands (the editor's toolbar is tested in the kit).
  Object.assign(document, { execCommand: () => true, queryCommandState: () => false, queryCommandValue: () => 'p' });
});

const article = (over: Partial<AdminArticleItem> = {}): AdminArticleItem => ({
  id: 1,
  kind: 'news',
  news_subject: '全国等级评定工作会议召开',
  summary: '会议摘要',
  thumbnail: null,
  attachmentname: null,
  attachmentpath: null,
  publish_date: '2026-11-01 10:00:00',
  createdate: '2026-11-01 09:00:00',
  is_published: true,
  sort: 0,
  ...over,
});

const banner = (over: Partial<AdminPlacementItem> = {}): AdminPlacementItem => ({
  id: 1,
  kind: 'banner',
  title: '第一张轮播',
  file_path: '/wwwroot/upload/banner/1.png',
  link_url: 'https://example.org/1',
  media_type: null,
  video_path: null,
  sort: 1,
  is_published: true,
  ...over,
});

function renderAt(path: string, element: JSX.Element, route = path.split('?')[0]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
        <Route path="/personal/content/news" element={<p>新闻列表页</p>} />
        <Route path="/personal/content/notices" element={<p>公告列表页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const listOf = (items: AdminArticleItem[]) =>
  fake(getAdminArticleList, {
    items,
    totalCount: items.length,
    counts: { all: items.length, published: items.filter((i) => i.is_published).length, unpublished: items.filter((i) => !i.is_published).length },
  });

describe('/personal/content', () => {
  it('shows every section with its counts and a link to manage it', async () => {
    installFakeApi([
      fake(getContentOverview, {
        items: [
          { section: 'news', total: 12, published: 10 },
          { section: 'notice', total: 4, published: 4 },
          { section: 'faq', total: 3, published: 3 },
          { section: 'banner', total: 3, published: 2 },
          { section: 'partner', total: 6, published: 6 },
          { section: 'media', total: 8, published: 8 },
        ],
        hasContact: true,
      }),
    ]);
    renderAt('/personal/content', <ContentOverviewScreen />);
    expect(await screen.findByText('共 12 条，已发布 10 条')).toBeTruthy();
    expect(screen.getByText('已填写')).toBeTruthy();
    expect(screen.getByRole('link', { name: '管理轮播图' }).getAttribute('href')).toBe('/personal/content/banners');
    const nav = screen.getByRole('navigation', { name: '内容分类' });
    expect(within(nav).getByRole('link', { name: '概览' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('/personal/content/news', () => {
  it('lists drafts and published news with the counts; the filters go to the call', async () => {
    const api = installFakeApi([listOf([article(), article({ id: 2, news_subject: '草稿新闻', is_published: false })])]);
    renderAt('/personal/content/news?published=0&keyword=%E8%8D%89', <NewsListScreen />);
    const table = await screen.findByRole('table', { name: '新闻列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('已发布');
    expect(rows[1].textContent).toContain('未发布');
    expect(screen.getByText('共 2 条：已发布 1 条，未发布 1 条')).toBeTruthy();
    expect(api.calls.find((c) => c.path === getAdminArticleList.path)?.payload).toMatchObject({ kind: 'news', published: '0', keyword: '草', page: 1, limit: 10 });
    expect(within(rows[1]).getByRole('link', { name: '编辑 草稿新闻' }).getAttribute('href')).toBe('/personal/content/newsEdit?id=2');
    expect(screen.getByRole('link', { name: '新建新闻' }).getAttribute('href')).toBe('/personal/content/newsEdit');
    expect(within(screen.getByRole('navigation', { name: '内容分类' })).getByRole('link', { name: '新闻' }).getAttribute('aria-current')).toBe('page');
  });

  it('publishes a draft at once and asks before unpublishing or deleting', async () => {
    const api = installFakeApi([listOf([article(), article({ id: 2, news_subject: '草稿新闻', is_published: false })]), fake(setAdminArticlePublished, {}), fake(deleteAdminArticle, {})]);
    renderAt('/personal/content/news', <NewsListScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '发布 草稿新闻' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === setAdminArticlePublished.path)?.payload).toMatchObject({ id: 2, is_published: true }));

    fireEvent.click(screen.getByRole('button', { name: '删除 全国等级评定工作会议召开' }));
    await screen.findAllByText('确定删除“全国等级评定工作会议召开”吗？删除后不能恢复。');
    expect(api.calls.some((c) => c.path === deleteAdminArticle.path)).toBe(false);
    await answerMessageBox('确定删除“全国等级评定工作会议召开”吗？删除后不能恢复。');
    await waitFor(() => expect(api.calls.find((c) => c.path === deleteAdminArticle.path)?.payload).toEqual({ id: 1 }));
  });
});

describe('/personal/content/faq', () => {
  it('offers 上移 and 下移 only while unfiltered, the ends disabled', async () => {
    installFakeApi([listOf([article({ id: 1, kind: 'faq', news_subject: '问一', summary: null }), article({ id: 2, kind: 'faq', news_subject: '问二', summary: null })])]);
    renderAt('/personal/content/faq', <FaqListScreen />);
    expect((await screen.findByRole('button', { name: '上移 问一' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '下移 问一' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: '下移 问二' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    installFakeApi([listOf([article({ id: 1, kind: 'faq', news_subject: '问一' })])]);
    renderAt('/personal/content/faq?keyword=%E9%97%AE', <FaqListScreen />);
    await screen.findByRole('table', { name: '常见问题列表' });
    expect(screen.queryByRole('button', { name: '上移 问一' })).toBeNull();
    expect(screen.getByText('清除筛选后可以调整顺序。')).toBeTruthy();
  });
});

describe('/personal/content/newsEdit', () => {
  it('a new article: the title and body are required with the service’s messages; nothing is sent', async () => {
    const api = installFakeApi([]);
    renderAt('/personal/content/newsEdit', <NewsEditScreen fileHost="/wwwroot" />);
    fireEvent.click(await screen.findByRole('button', { name: '保存并发布' }));
    expect(await screen.findByText(M.subjectRequired)).toBeTruthy();
    expect(screen.getByText(M.bodyRequired)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '正文' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.path === saveAdminArticle.path)).toBe(false);
  });

  it('uploads a cover, writes the body and publishes; then goes back to the list', async () => {
    const api = installFakeApi([
      fake(uploadContentFile, { file_path: '/wwwroot/upload/content/5/cover.png', kind: 'image', file_name: 'cover.png', width: 640, height: 400 }),
      fake(saveAdminArticle, { id: 9 }),
    ]);
    renderAt('/personal/content/newsEdit', <NewsEditScreen fileHost="/wwwroot" />);
    fireEvent.change(await screen.findByLabelText(/标题/), { target: { value: '新的新闻' } });
    const cover = screen.getByRole('group', { name: '封面图' });
    const input = cover.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] } });
    expect(await within(cover).findByRole('img', { name: '封面图预览' })).toBeTruthy();
    const body = screen.getByRole('textbox', { name: '正文' });
    body.innerHTML = '<h2>小标题</h2><p><strong>加粗</strong>正文</p>';
    fireEvent.input(body);
    fireEvent.click(screen.getByRole('button', { name: '保存并发布' }));
    expect(await screen.findByText('新闻列表页')).toBeTruthy();
    expect(api.calls.find((c) => c.path === saveAdminArticle.path)?.payload).toMatchObject({
      kind: 'news',
      news_subject: '新的新闻',
      thumbnail: '/wwwroot/upload/content/5/cover.png',
      news_content: '<h2>小标题</h2><p><strong>加粗</strong>正文</p>',
      is_published: true,
    });
  });

  it('refuses a cover by name and size before sending it, and shows the service’s refusal of its content', async () => {
    const api = installFakeApi([fail(uploadContentFile, M.imageType)]);
    renderAt('/personal/content/newsEdit', <NewsEditScreen fileHost="/wwwroot" />);
    const cover = await screen.findByRole('group', { name: '封面图' });
    const input = cover.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'cover.gif')] } });
    expect(await within(cover).findByText(M.imageType)).toBeTruthy();
    const big = new File(['x'], 'big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(cover).findByText(M.imageSize)).toBeTruthy();
    expect(api.calls.some((c) => c.path === uploadContentFile.path)).toBe(false);
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'fake.png')] } });
    await waitFor(() => expect(api.calls.some((c) => c.path === uploadContentFile.path)).toBe(true));
    expect(await within(cover).findByText(M.imageType)).toBeTruthy();
  });

  it('an existing article loads into the form; the service’s refusal is shown', async () => {
    const api = installFakeApi([
      fake(getAdminArticle, { item: { ...article({ id: 4 }), news_content: '<p>原来的正文</p>' } }),
      fail(saveAdminArticle, M.publishDateFuture),
    ]);
    renderAt('/personal/content/newsEdit?id=4', <NewsEditScreen fileHost="/wwwroot" />);
    expect(await screen.findByDisplayValue('全国等级评定工作会议召开')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '正文' }).innerHTML).toBe('<p>原来的正文</p>');
    expect(screen.queryByRole('button', { name: '保存并发布' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(M.publishDateFuture)).toBeTruthy();
    expect(api.calls.find((c) => c.path === saveAdminArticle.path)?.payload).toMatchObject({ id: 4, is_published: true, news_content: '<p>原来的正文</p>' });
  });
});

describe('/personal/content/noticeEdit', () => {
  it('uploads an attachment, named after the file and renamable', async () => {
    const api = installFakeApi([
      fake(getAdminArticle, { item: { ...article({ id: 3, kind: 'notice', news_subject: '报名通知', is_published: false }), news_content: '<p>通知</p>' } }),
      fake(uploadContentFile, { file_path: '/wwwroot/upload/content/5/a.pdf', kind: 'attachment', file_name: '报名表.pdf', width: null, height: null }),
      fake(saveAdminArticle, { id: 3 }),
    ]);
    renderAt('/personal/content/noticeEdit?id=3', <NoticeEditScreen fileHost="/wwwroot" />);
    const group = await screen.findByRole('group', { name: '附件' });
    fireEvent.change(group.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['%PDF'], '报名表.pdf')] } });
    const name = await within(group).findByLabelText('附件名称');
    expect((name as HTMLInputElement).value).toBe('报名表.pdf');
    fireEvent.change(name, { target: { value: '2026年报名表.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('公告列表页')).toBeTruthy();
    expect(api.calls.find((c) => c.path === saveAdminArticle.path)?.payload).toMatchObject({
      id: 3,
      kind: 'notice',
      attachmentpath: '/wwwroot/upload/content/5/a.pdf',
      attachmentname: '2026年报名表.pdf',
      is_published: false,
    });
  });
});

describe('/personal/content/banners', () => {
  const list = fake(getAdminPlacementList, {
    items: [banner(), banner({ id: 2, title: '第二张轮播', sort: 2 })],
    counts: { all: 2, published: 2, limit: 10 },
  });

  it('lists the banners in order; 上移 sends the move and reloads', async () => {
    const api = installFakeApi([list, fake(moveAdminPlacement, {})]);
    renderAt('/personal/content/banners', <BannersScreen fileHost="/wwwroot" />);
    expect((await screen.findByRole('button', { name: '上移 第一张轮播' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('共 2 条（最多 10 条），已发布 2 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上移 第二张轮播' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === moveAdminPlacement.path)?.payload).toEqual({ kind: 'banner', id: 2, direction: 'up' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === getAdminPlacementList.path)).toHaveLength(2));
  });

  it('a new banner: checks the fields, previews the picture with its safe area, saves', async () => {
    const api = installFakeApi([
      list,
      fake(uploadContentFile, { file_path: '/wwwroot/upload/content/5/b.png', kind: 'image', file_name: 'b.png', width: 800, height: 600 }),
      fake(saveAdminPlacement, { id: 3 }),
    ]);
    renderAt('/personal/content/banners', <BannersScreen fileHost="/wwwroot" />);
    fireEvent.click(await screen.findByRole('button', { name: '新建轮播图' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(M.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.linkRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.imageRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/标题/), { target: { value: '新轮播' } });
    fireEvent.change(within(dialog).getByLabelText(/链接地址/), { target: { value: 'javascript:alert(1)' } });
    const picture = within(dialog).getByRole('group', { name: '图片' });
    fireEvent.change(picture.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['png'], 'b.png')] } });
    expect(await within(picture).findByRole('img', { name: '轮播图预览（整张）' })).toBeTruthy();
    expect(within(picture).getByRole('img', { name: '轮播图预览（手机）' })).toBeTruthy();
    expect(within(picture).getByText(/标题和文字请放在框内/)).toBeTruthy();
    expect(within(dialog).getByText(/建议换成这个尺寸的图片/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(M.linkInvalid)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/链接地址/), { target: { value: '/test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === saveAdminPlacement.path)?.payload).toMatchObject({
        kind: 'banner',
        title: '新轮播',
        link_url: '/test',
        file_path: '/wwwroot/upload/content/5/b.png',
        is_published: true,
      }),
    );
  });
});

describe('/personal/content/contact', () => {
  it('loads the footer, requires every field and saves', async () => {
    const item = {
      name: '中国羽毛球协会',
      file_path1: '/wwwroot/upload/contact/1.png',
      file_path2: '/wwwroot/upload/contact/2.png',
      file_path3: '/wwwroot/upload/contact/3.png',
      service_account1_name: '微信公众号',
      service_account2_name: '微博',
      service_account3_name: '抖音',
      copyright: '版权所有',
      police_record_number: '京公网安备00000000000000号',
    };
    const api = installFakeApi([fake(getAdminContact, { item }), fake(saveAdminContact, {})]);
    renderAt('/personal/content/contact', <ContactScreen fileHost="/wwwroot" />);
    const name = await screen.findByDisplayValue('中国羽毛球协会');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(M.contactNameRequired)).toBeTruthy();
    expect(api.calls.some((c) => c.path === saveAdminContact.path)).toBe(false);
    fireEvent.change(name, { target: { value: '中国羽协' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === saveAdminContact.path)?.payload).toEqual({ ...item, name: '中国羽协' }));
  });
});

vi.setConfig({ testTimeout: 30_000 });
