import { describe, expect, it } from 'vitest';
import { sanitizeFrameRichText } from '../src/modules/content/rich-text';
import { createArticles, listNews, listNotices, listQuestions } from '../src/modules/content/service';
import { framedService } from './helpers/frame-web-root';

/** The screen frames of the news, notice and FAQ screens (web/frames/articles.ts, faq.ts; decision 0037). */

const service = framedService();
const { html } = service;

/** The frame's body, between its opening tag and the app's root. */
const frameOf = (page: string) => page.slice(page.indexOf('<div id="bm-first-paint"'), page.indexOf('<div id="root">'));

describe('the news and notice lists', () => {
  it('draws the search bar and the first page of the list from the service, newest first, escaped', async () => {
    const frame = frameOf(await html('/news'));
    expect(frame).toContain('data-route="/news" class="bmfp-route-articles"');
    expect(frame).toContain('<div class="bm-page-section__title">新闻资讯</div>');
    expect(frame).toContain('placeholder="请输入标题关键字"');
    const titles = [...frame.matchAll(/<span class="bm-article-list__title">([^<]*)<\/span>/g)].map((m) => m[1]);
    // The fixture's 25 news: the 20 of the first page, the newest (published 2024-03-25) first.
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('羽毛球新闻第25期');
    expect(frame).toContain('<time class="bm-article-list__date" datetime="2024-03-25T00:00:00">2024-03-25</time>');
    expect(titles).toContain('报名率100%_纪实');
    // The notices' list, told apart by the path.
    const notices = frameOf(await html('/notice'));
    expect(notices).toContain('<div class="bm-page-section__title">通知公告</div>');
    expect(notices).toContain('<span class="bm-article-list__title">等级评定公告第8号</span>');
    expect(notices).not.toContain('羽毛球新闻');
  });

  it('escapes a title and holds nothing focusable, no heading, no id', async () => {
    await createArticles(service.t.database.db, [
      {
        kind: 'news',
        news_subject: '<img src=x onerror=alert(1)>最新"标题"',
        summary: null,
        news_content: '<p>x</p>',
        publish_date: '2030-01-01 10:00:00',
        createdate: '2030-01-01 09:00:00',
        thumbnail: null,
        attachmentname: null,
        attachmentpath: null,
      },
    ]);
    const frame = frameOf(await html('/news'));
    expect(frame).toContain('&#60;img src=x onerror=alert(1)&#62;最新&#34;标题&#34;');
    expect(frame).not.toContain('<img src=x');
    // Past the frame's own opening tag (which has the one id).
    expect(frame.slice(frame.indexOf('>') + 1)).not.toMatch(/<h[1-6]|<(form|nav|main|header|section)\b| id=/);
    for (const tag of frame.match(/<(button|input|a)\b[^>]*>/g) ?? []) expect(tag).toContain('tabindex="-1"');
  });

  it('draws no frame for a filtered or later page (the screen would show other rows)', async () => {
    for (const url of ['/news?page=2', '/news?keyword=报名', '/notice?startTime=2024-03-01%2000:00:00']) {
      const page = await html(url);
      expect(page, url).not.toContain('data-route');
      expect(page, url).not.toContain('bm-article-list');
    }
  });
});

describe('the news and notice details', () => {
  it('draws the article\'s title, time and sanitized body, and the attachment of a notice', async () => {
    const [news] = (await listNews(service.t.database.db, { page: 1, limit: 20, keyword: '全国青少年' })).items;
    const frame = frameOf(await html(`/news/newsDetails?id=${news.id}`));
    expect(frame).toContain('data-route="/news/newsDetails" class="bmfp-route-article"');
    expect(frame).toContain('<div class="portal-article__title">全国青少年羽毛球等级评定赛开幕</div>');
    expect(frame).toContain('发布时间：<time datetime="2024-03-04 08:00:00">2024-03-04 08:00:00</time>');
    expect(frame).toContain('<div class="bm-rich-text portal-article__body"><p>第4期正文</p></div>');
    expect(frame).toContain('<div class="bm-page-section__extra"><button class="el-button el-button--default" type="button" tabindex="-1"><span>返回</span></button></div>');

    const notices = await listNotices(service.t.database.db, { page: 1, limit: 20 });
    const withAttachment = notices.items.find((item) => item.news_subject === '等级评定公告第3号');
    const notice = frameOf(await html(`/notice/noticeDetails?id=${withAttachment?.id}`));
    expect(notice).toContain('<div class="portal-article__title">等级评定公告第3号</div>');
    expect(notice).toContain('<a href="/wwwroot/upload/notice/apply-form.docx" download="报名表.docx" target="_blank" rel="noopener noreferrer" tabindex="-1">报名表.docx</a>');
  });

  it('draws nothing for an address without a record, another kind\'s id or no such article', async () => {
    const [news] = (await listNews(service.t.database.db, { page: 1, limit: 1 })).items;
    for (const url of ['/news/newsDetails', '/news/newsDetails?id=abc', '/news/newsDetails?id=999999', `/notice/noticeDetails?id=${news.id}`]) {
      const page = await html(url);
      expect(page, url).not.toContain('data-route');
      expect(page, url).not.toContain('portal-article');
    }
  });
});

describe('the frame of a stored body', () => {
  const resolve = (url: string) => url.replace(/^\/wwwroot/, 'https://files.example.org');

  it('keeps the sanitizer\'s rules, resolves stored files, takes links out of the tab order', () => {
    const { html: body, whole } = sanitizeFrameRichText(
      '<p onclick="x()">甲<script>alert(1)</script><img src="/wwwroot/a.png" onerror="x()"><a href="/wwwroot/b.pdf">乙</a><a href="javascript:alert(1)">丙</a></p>',
      resolve,
    );
    expect(whole).toBe(true);
    expect(body).toBe(
      '<p>甲<img src="https://files.example.org/a.png" /><a href="https://files.example.org/b.pdf" rel="noopener noreferrer" tabindex="-1">乙</a><a rel="noopener noreferrer" tabindex="-1">丙</a></p>',
    );
  });

  it('stops before the first top-level element that is or holds a heading', () => {
    expect(sanitizeFrameRichText('<p>一</p><table><tr><td>二</td></tr></table><h3>三</h3><p>四</p>', resolve)).toEqual({
      html: '<p>一</p><table><tr><td>二</td></tr></table>',
      whole: false,
    });
    expect(sanitizeFrameRichText('<p>一<br />二</p><div><p>三</p><h2>四</h2></div><p>五</p>', resolve).html).toBe('<p>一<br />二</p>');
    expect(sanitizeFrameRichText('<h1>一</h1><p>二</p>', resolve).html).toBe('');
  });
});

describe('the FAQ', () => {
  it('draws the closed questions in the order of the service, escaped, without their button role', async () => {
    const frame = frameOf(await html('/commonQuestion'));
    expect(frame).toContain('data-route="/commonQuestion" class="bmfp-route-faq"');
    const questions = [...frame.matchAll(/<span class="bm-accordion__question">([^<]*)<\/span>/g)].map((m) => m[1]);
    const answer = await listQuestions(service.t.database.db, { limit: 100, page: 1 });
    expect(questions).toEqual(answer.items.map((item) => item.news_subject));
    expect(questions).toHaveLength(3);
    // The answers are not in the frame (every question is closed), so none of their HTML is either.
    expect(frame).not.toContain('登录后进入');
    expect(frame).not.toContain('role="button"');
    expect(frame).not.toContain('tabindex="0"');
  });
});
