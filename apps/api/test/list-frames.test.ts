import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClasses, trainingClasses } from '../src/db/schema';
import { framedService } from './helpers/frame-web-root';
import { callOk } from './helpers/call';
import { newClass, newInstitution } from './helpers/sign-up-fixture';
import { newTrainingClass } from './helpers/training-fixture';

/** The /test and /evaluationStaffTraining screen frames (apps/api/src/web/frames/test-classes.ts, training-classes.ts). */

const service = framedService();
const { html } = service;

/** The frame's markup between its opening tag and the app's root. */
function frameOf(body: string): string {
  return body.slice(body.indexOf('<div id="bm-first-paint"'), body.indexOf('<div id="root">'));
}

describe('frames of lists with no record', () => {
  it('draws nothing while there is no test class or training class', async () => {
    for (const url of ['/test', '/evaluationStaffTraining']) {
      const body = await html(url);
      expect(body, url).not.toContain('data-route');
      expect(body, url).not.toContain('bm-page-section');
    }
  });
});

describe('the test-classes frame (/test)', () => {
  it('draws the section, the search bar and the first three cards of the screen’s first call, escaped', async () => {
    const db = service.t.database.db;
    const now = new Date();
    const institution = await newInstitution(db, now, '羽翔<体育>&公司');
    const first = await newClass(db, { institutionUserId: institution.userId, now, title: '冬季<b>测试班</b> "A"', grades: { 4: 19900 } });
    await db.update(testClasses).set({ filePath: '/wwwroot/upload/cover-1.png' }).where(eq(testClasses.id, first));
    await newClass(db, { institutionUserId: institution.userId, now, title: '春季测试班', isStop: true });
    await newClass(db, { institutionUserId: institution.userId, now, title: '夏季测试班', opensInDays: 3 });
    await newClass(db, { institutionUserId: institution.userId, now, title: '秋季测试班', opensInDays: 5 });

    const answer = await callOk(service.t.app, 'TestClass/GetExaminerClassList', { limit: 10, page: 1 });
    const titles = (answer.items as { test_class_title: string }[]).map((item) => item.test_class_title);
    expect(titles).toHaveLength(4);

    const page = await html('/test');
    const frame = frameOf(page);
    expect(frame).toContain('data-route="/test" class="bmfp-route-test-classes"');
    // The first cover is asked for in the head, ahead of the scripts (decision 0040).
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/wwwroot/upload/cover-1.png" fetchpriority="high" />');
    expect(frame).toContain('<div class="bm-page-section test-list">');
    expect(frame).toContain('<div class="bm-page-section__title">测试报名</div>');
    expect(frame).toContain('<div class="bm-search-bar test-list__search">');
    expect(frame).toContain('placeholder="请选择省"');
    expect(frame).toContain('placeholder="开始日期"');
    expect(frame).toContain('placeholder="请输入测试班名称"');
    // The first three of the call's answer (the stopped class comes last), in its order; not the fourth.
    const shown = titles.map((title) => frame.indexOf(title.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;').replace(/"/g, '&#34;')));
    expect(shown.slice(0, 3).every((at) => at > 0)).toBe(true);
    expect(shown.slice(0, 3)).toEqual([...shown.slice(0, 3)].sort((a, b) => a - b));
    expect(shown[3]).toBe(-1);
    // Escaped text, the cover from the file host with CoverImage's attributes, the sign-up state's label.
    expect(frame).toContain('<b>冬季&#60;b&#62;测试班&#60;/b&#62; &#34;A&#34;</b>');
    expect(frame).toContain('<dd>羽翔&#60;体育&#62;&amp;公司</dd>'.replace('&amp;', '&#38;'));
    expect(frame).not.toContain('<b>测试班</b>');
    expect(frame).toContain('<img src="/wwwroot/upload/cover-1.png" alt="" width="480" height="270" fetchpriority="high" decoding="async">');
    expect(frame).toContain('<li>四级</li>');
    expect(frame).toContain('<span class="test-card__cover-empty">羽</span>');
    expect(frame).toMatch(/tabindex="-1">报名<\/button>/);
    expect(frame).toMatch(/tabindex="-1" disabled>未开始报名<\/button>/);
    // Nothing focusable, no heading, no id.
    expect(frame).not.toMatch(/<(h[1-6]|form|section|header|article)\b/);
    expect(frame.match(/<(input|button)\b[^>]*>/g)?.every((tag) => tag.includes('tabindex="-1"'))).toBe(true);
    expect(frame.slice('<div id="bm-first-paint"'.length)).not.toContain(' id=');
  });

  it('draws nothing for a filtered URL or a later page', async () => {
    for (const url of ['/test?keyword=%E5%86%AC', '/test?provinceId=440000', '/test?page=2', '/test?startTime=2026-01-01%2000%3A00%3A00']) {
      const body = await html(url);
      expect(body, url).not.toContain('data-route');
      expect(body, url).not.toContain('test-card');
    }
  });
});

describe('the training-classes frame (/evaluationStaffTraining)', () => {
  it('draws the keyword section and the first four classes of the screen’s first call, escaped', async () => {
    const db = service.t.database.db;
    const now = new Date();
    const ids: number[] = [];
    for (const name of ['培训班五', '培训班四', '培训班三', '培训班二', '培训班<一>']) ids.push(await newTrainingClass(db, now, { name }));
    await db.update(trainingClasses).set({ filePath: '/wwwroot/upload/training-a.png' }).where(eq(trainingClasses.id, ids[4]));

    // The newest first: 培训班<一> leads, 培训班五 is the fifth.
    const answer = await callOk(service.t.app, 'ExaminerClass/GetExaminerClassList', { limit: 6, page: 1 });
    const names = (answer.items as { name: string }[]).map((item) => item.name);
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('培训班<一>');

    const frame = frameOf(await html('/evaluationStaffTraining'));
    expect(frame).toContain('data-route="/evaluationStaffTraining" class="bmfp-route-training-classes"');
    expect(frame).toContain('<div class="bm-page-section__title">考评员培训</div>');
    expect(frame).toContain('placeholder="请输入培训班名称"');
    const shown = names.map((name) => frame.indexOf(`<b>${name.replace(/</g, '&#60;').replace(/>/g, '&#62;')}</b>`));
    expect(shown.slice(0, 4).every((at) => at > 0)).toBe(true);
    expect(shown.slice(0, 4)).toEqual([...shown.slice(0, 4)].sort((a, b) => a - b));
    expect(shown[4]).toBe(-1);
    expect(frame).toContain('<b>培训班&#60;一&#62;</b>');
    expect(frame).toContain('<img src="/wwwroot/upload/training-a.png" alt="" width="480" height="270"');
    expect(frame).toContain('<span class="training-card__grade">二级考评员</span>');
    expect(frame).toContain('<dd>广东省广州市天河区 天河体育中心</dd>');
    expect(frame).not.toMatch(/<(h[1-6]|form|section|header|article)\b/);
  });

  it('draws nothing for a keyword or a later page', async () => {
    for (const url of ['/evaluationStaffTraining?keyword=x', '/evaluationStaffTraining?page=2']) {
      const body = await html(url);
      expect(body, url).not.toContain('data-route');
      expect(body, url).not.toContain('training-card');
    }
  });
});

describe("a frame's style (decision 0040)", () => {
  it('writes the rules of the route\'s sheets the frame uses inline, and loads the sheets only after the paint', async () => {
    const id = await newTrainingClass(service.t.database.db, new Date(), { name: '样式培训班' });
    await service.t.database.db.update(trainingClasses).set({ filePath: '/wwwroot/upload/style-cover.png' }).where(eq(trainingClasses.id, id));
    const shellMap = { app: 'shell', boot: { js: ['assets/index-S1.js'], css: ['assets/boot-S2.css'], shared: [] }, routes: {}, provides: {} };
    const portalMap = {
      app: 'remote',
      boot: { js: ['assets/app-P1.js'], css: [], shared: [] },
      routes: { '/evaluationStaffTraining': { js: ['assets/training-P2.js'], css: ['assets/training-P3.css'], shared: [] } },
      provides: {},
    };
    const files: [string, string][] = [
      ['shell/dist/route-assets.json', JSON.stringify(shellMap)],
      ['portal/dist/route-assets.json', JSON.stringify(portalMap)],
      ['shell/dist/assets/boot-S2.css', '.bm-page-section{background:#fff}.el-dialog{top:15vh}'],
      ['portal/dist/assets/training-P3.css', '.training-card{border:1px solid #e8edf2}.training-card__gone{color:red}'],
    ];
    for (const [file, text] of files) {
      await mkdir(path.dirname(path.join(service.webRoot, file)), { recursive: true });
      await writeFile(path.join(service.webRoot, file), text);
    }
    try {
      const page = await html('/evaluationStaffTraining');
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toContain('<style id="bm-frame-style">.bm-page-section{background:#fff}.training-card{border:1px solid #e8edf2}</style>');
      // The sheets and scripts are the loader's, asked for once the frame has painted (decision 0044): no hint in the head.
      const files = JSON.parse(page.match(/<script type="application\/json" id="bm-route-files">(.*?)<\/script>/)?.[1] ?? 'null');
      expect(files.styles).toEqual(['/assets/boot-S2.css', '/remotes/portal/assets/training-P3.css']);
      expect(files.scripts).toContain('/remotes/portal/assets/training-P2.js');
      expect(head).not.toContain('rel="stylesheet"');
      expect(head).not.toContain('rel="modulepreload"');
      expect(head).not.toContain('as="style"');
      // The first cover first, then the inline style.
      expect(head.indexOf('<link rel="preload" as="image" href="/wwwroot/upload/style-cover.png" fetchpriority="high" />')).toBeGreaterThan(0);
      expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('<style id="bm-frame-style">'));
    } finally {
      for (const [file] of files) await rm(path.join(service.webRoot, file), { force: true });
    }
  });
});
