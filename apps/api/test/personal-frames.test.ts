import { Role } from '@badminton/contracts';
import { describe, expect, it } from 'vitest';
import { leadImage } from '../src/web/route-frames';
import { withRouteHints } from '../src/web/route-hints';
import { MEMBER_MARK, memberFrameStyle } from '../src/web/route-loader';
import { addMessage, signedInUser } from './helpers/accounts';
import { FRAMED_INDEX, framedService, frameOf, memberHtml, pageCookieOf } from './helpers/frame-web-root';

/**
 * Frames drawn for the member of the page cookie (decision 0045): only with a live cookie, only the member's own
 * records, marked for the tab guard, and kept by no cache. The message centre's frame (web/frames/personal/messages.ts)
 * is the case here; each personal-centre screen's frame has its own test file.
 */

const service = framedService({ demo: null });

describe('the message centre frame (/message)', () => {
  it("draws the member's first page of messages, newest first, with the unread tags and the unread count", async () => {
    const db = service.t.database.db;
    const { userId, userToken } = await signedInUser(db, Role.Athlete);
    await addMessage(db, userId, { title: '成绩已发布', creationTime: new Date('2026-11-20T02:00:00Z') });
    await addMessage(db, userId, { title: '报名成功', isRead: true, creationTime: new Date('2026-11-18T01:30:00Z') });
    const other = await signedInUser(db, Role.Athlete);
    await addMessage(db, other.userId, { title: '别人的消息', creationTime: new Date('2026-11-21T00:00:00Z') });

    const body = await memberHtml(service, userToken, '/message');
    const frame = frameOf(body);
    expect(frame).toContain(`data-route="/message" data-member="${userId}"`);
    const titles = [...frame.matchAll(/<span class="message-item__title">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(titles).toEqual(['成绩已发布', '报名成功']);
    expect(frame).toContain('<p class="message-item__content">成绩已发布的内容</p>');
    expect(frame.match(/class="message-item__tag"/g)).toHaveLength(1);
    expect(frame).toContain('<em class="message-tab-count">1</em>');
    expect(frame).toContain('共 <strong>2</strong> 条消息');
    expect(frame).not.toContain('别人的消息');
    // Not inside the personal centre: no side menu.
    expect(frame).not.toContain('bm-personal');
  });

  it('marks the page for the tab guard and keeps it out of every cache', async () => {
    const db = service.t.database.db;
    const { userId, userToken } = await signedInUser(db, Role.Evaluator);
    await addMessage(db, userId, { title: '培训通知', creationTime: new Date('2026-11-20T02:00:00Z') });
    const cookie = await pageCookieOf(service.t, userToken);
    const answer = await service.t.app.inject({ url: '/message', headers: { cookie } });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.vary).toBe('Cookie');
    expect(answer.body).toContain(`<script>${MEMBER_MARK}</script>`);
    expect(answer.body.indexOf(MEMBER_MARK)).toBeLessThan(answer.body.indexOf('<body'));
    expect(answer.body).toContain(memberFrameStyle(userId));
  });

  it('draws nothing without the cookie, or for a member without messages', async () => {
    const db = service.t.database.db;
    const anonymous = await service.t.app.inject('/message');
    expect(anonymous.body).not.toContain('data-member');
    expect(anonymous.body).not.toContain(MEMBER_MARK);
    expect(anonymous.headers['cache-control']).toBe('no-cache');

    const { userToken } = await signedInUser(db, Role.Institution);
    expect(frameOf(await memberHtml(service, userToken, '/message'))).not.toContain('data-route');
  });

  it('escapes what members wrote', async () => {
    const db = service.t.database.db;
    const { userId, userToken } = await signedInUser(db, Role.Athlete);
    await addMessage(db, userId, { title: '<img src=x onerror=alert(1)>', creationTime: new Date('2026-11-20T02:00:00Z') });
    const frame = frameOf(await memberHtml(service, userToken, '/message'));
    expect(frame).not.toContain('<img src=x');
    expect(frame).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});

describe("the lead image's preload", () => {
  it('carries the image\'s srcset and sizes, so the browser preloads the candidate the image will use', () => {
    const body = '<img src="/c.png?w=1200&#38;t=1" srcset="/c.png?w=720 720w, /c.png?w=1200 1200w" sizes="(max-width: 767px) 100vw, 360px" fetchpriority="high">';
    const image = leadImage({ open: '', body, usesScreenStyles: true, memberId: 1 });
    expect(image).toEqual({ src: '/c.png?w=1200&t=1', srcset: '/c.png?w=720 720w, /c.png?w=1200 1200w', sizes: '(max-width: 767px) 100vw, 360px' });
    const html = withRouteHints(FRAMED_INDEX, { apiBase: '', fileHost: '/wwwroot', remotes: { portal: 'a', member: 'b', institution: 'c' } }, { scripts: [], styles: [] }, { leadImage: image });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/c.png?w=1200&#38;t=1" imagesrcset="/c.png?w=720 720w, /c.png?w=1200 1200w" imagesizes="(max-width: 767px) 100vw, 360px" fetchpriority="high" />',
    );
    expect(leadImage({ open: '', body: '<img src="/a.png" fetchpriority="high">', usesScreenStyles: true, memberId: null })).toEqual({ src: '/a.png' });
  });
});

describe('the personal-centre layout around a member frame', () => {
  it("draws the user card, the profile warning, and the role's menu with the page's entry lit and snapped to", async () => {
    const { userId, userToken } = await signedInUser(service.t.database.db, Role.Evaluator);
    const frame = frameOf(await memberHtml(service, userToken, '/personal/changePassword'));
    expect(frame).toContain(`data-route="/personal/changePassword" data-member="${userId}"`);
    expect(frame).toContain('<span class="shell-crumbs__label">当前位置：</span><ol><li><a href="/index" tabindex="-1">首页</a></li><li><a href="/personal" tabindex="-1">个人中心</a></li><li aria-current="page">账号设置</li></ol>');
    expect(frame).toContain('<span class="bm-personal__role">考评员</span>');
    expect(frame).toContain('请完善您的个人信息');
    const links = [...frame.matchAll(/<a href="([^"]+)" class="bm-personal__link( is-active)?"/g)].map((match) => `${match[1]}${match[2] ? ' *' : ''}`);
    expect(links).toEqual([
      '/personal/trainingRecord',
      '/personal/workRecord',
      '/personal/gradeCertificate',
      '/personal/invoiceList',
      '/personal/payRecord',
      '/personal/completeInformation',
      '/personal/changePassword *',
    ]);
    expect(frame).toContain('<ul style="scroll-snap-type:x mandatory">');
    expect(frame).toContain('<li style="scroll-snap-align:center"><a href="/personal/changePassword"');
    // The frame's rules: no landmark, heading or focusable element.
    expect(frame).not.toMatch(/<(h[1-6]|main|nav|header|footer|aside|section|form)[\s>]/);
    for (const control of frame.match(/<(button|input|a [^>]*href=)[^>]*>/g) ?? []) expect(control).toContain('tabindex="-1"');
  });
});
