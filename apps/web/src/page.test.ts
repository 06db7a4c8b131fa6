import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '@badminton/contracts/page';
import { assemblePage, scriptSafeJson } from './page';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>羽毛球运动水平等级评定</title>
    <!--bm:head-->
    <script type="module" crossorigin src="/assets/entry-1.js"></script>
  </head>
  <body>
    <div id="root"><!--bm:page--></div>
  </body>
</html>`;

const boot: PageBoot = {
  config: { apiBase: '', fileHost: '/wwwroot', remotes: { portal: '/remotes/portal/remoteEntry.js' } },
  routes: {},
  shared: {},
  unavailable: {},
  rendered: { member: null, session: null, answers: { 'X/Y {}': { ok: true, result: { text: '</script><script>alert(1)</script>' } } } },
};

describe('assemblePage', () => {
  it('puts the markup in #root, the rules in the head, the boot data and the loader at the end; the entry script goes to the loader', () => {
    const html = assemblePage(TEMPLATE, { title: '新闻资讯 - 羽毛球运动水平等级评定', markup: '<p class="x">你好</p>', style: '.x{color:red}', boot, scripts: ['/a.js'], styles: ['/a.css'], member: null });
    expect(html).toContain('<div id="root"><p class="x">你好</p></div>');
    expect(html).toContain('<title>新闻资讯 - 羽毛球运动水平等级评定</title>');
    expect(html).toContain('<style>.x{color:red}</style>');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/entry-1.js">');
    expect(html).toContain('"entries":["/assets/entry-1.js"]');
    expect(html).toContain(`id="${PAGE_BOOT_ELEMENT_ID}"`);
    expect(html).not.toContain('data-bm-member-page');
  });

  it('never lets an answer end its data block', () => {
    const html = assemblePage(TEMPLATE, { title: 't', markup: '', style: '', boot, scripts: [], styles: [], member: null });
    expect(html.match(/<\/script>/g)?.length).toBe(3);
    expect(scriptSafeJson('</script>')).toBe('"\\u003c/script\\u003e"');
  });

  it("marks a member's page so another tab hides it until it renders its own", () => {
    const html = assemblePage(TEMPLATE, { title: 't', markup: '<p>我的</p>', style: '', boot, scripts: [], styles: [], member: 42 });
    expect(html).toContain('<div id="root" data-bm-member-page><p>我的</p></div>');
    expect(html).toContain('html:not([data-bm-member="42"]) #root[data-bm-member-page]{visibility:hidden}');
    expect(html).toContain("d.documentElement.setAttribute('data-bm-member'");
  });

  it('keeps a markup with $ patterns as it is', () => {
    const html = assemblePage(TEMPLATE, { title: '$&', markup: "<p>$' $& $1</p>", style: '', boot, scripts: [], styles: [], member: null });
    expect(html).toContain("<div id=\"root\"><p>$' $& $1</p></div>");
    expect(html).toContain('<title>$&#38;</title>');
  });
});
