import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { institutionProfiles, personProfiles } from '../src/db/schema';
import { getEvaluator, listEvaluators } from '../src/modules/evaluators/service';
import { getInstitution, listInstitutions } from '../src/modules/institutions/service';
import { framedService, frameOf } from './helpers/frame-web-root';
import { callOk } from './helpers/call';

/**
 * The evaluator and institution screen frames (apps/api/src/web/frames/evaluators.ts, institutions.ts; decision 0037):
 * the route's HTML carries the screen's first viewport from the screen's own call, escaped, and nothing when there is
 * nothing to draw.
 */

const service = framedService({ demo: null, portal: true });
const { html } = service;

function expectNoFrame(body: string, url: string): void {
  expect(body, url).not.toContain('data-route');
  expect(body, url).not.toContain('bm-page-section');
}

/** The frame's rules: no ids, headings, landmarks, or focusable elements. */
function expectFrameRules(frame: string): void {
  expect(frame).not.toMatch(/<(h[1-6]|main|nav|header|footer|section|form)[\s>]/);
  expect(frame.replace('<div id="bm-first-paint"', '')).not.toMatch(/\sid="/);
  for (const control of frame.match(/<(button|input|a [^>]*href=)[^>]*>/g) ?? []) expect(control).toContain('tabindex="-1"');

}

describe('the evaluator list frame (/evaluationList)', () => {
  it("draws the section, the search bar and the first page's cards of the list call, in the call's order", async () => {
    const page = await listEvaluators(service.t.database.db, { limit: 20, page: 1 });
    const body = await html('/evaluationList');
    expect(body).toContain('<div id="bm-first-paint" aria-hidden="true" data-route="/evaluationList" class="bmfp-route-evaluators">');
    const frame = frameOf(body);
    expectFrameRules(frame);
    expect(frame).toContain('<div class="bm-page-section__title">考评员</div>');
    expect(frame).toContain('<input class="el-input__inner" type="text" placeholder="请输入考评员姓名" tabindex="-1" readonly autocomplete="off">');
    const names = [...frame.matchAll(/<span class="evaluator-card__name">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(names).toEqual(page.items.slice(0, 12).map((item) => item.name));
    const first = page.items[0];
    expect(first.athletes_photo).toBeTruthy();
    expect(frame).toContain(`<img src="${first.athletes_photo}" alt="" width="160" height="200" loading="eager"`);
    expect(frame.match(/loading="eager"/g)).toHaveLength(4);
  });

  it('applies the keyword and page of the address, and draws nothing for an empty or refused query', async () => {
    const wang = await html(`/evaluationList?keyword=${encodeURIComponent('王')}`);
    const names = [...frameOf(wang).matchAll(/<span class="evaluator-card__name">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('王');
    expect(wang).toContain('value="王"');
    const second = await listEvaluators(service.t.database.db, { limit: 20, page: 2 });
    expect(frameOf(await html('/evaluationList?page=2'))).toContain(`<span class="evaluator-card__name">${second.items[0].name}</span>`);
    for (const url of ['/evaluationList?keyword=%E6%97%A0%E6%AD%A4%E4%BA%BAzz', '/evaluationList?page=999', `/evaluationList?keyword=${'x'.repeat(200)}`]) {
      expectNoFrame(await html(url), url);
    }
  });

  it('escapes what the service answers', async () => {
    const page = await listEvaluators(service.t.database.db, { limit: 20, page: 1 });
    const first = page.items[0];
    await service.t.database.db.update(personProfiles).set({ name: '<b>王&"振\'</b>' }).where(eq(personProfiles.userId, first.id));
    try {
      const frame = frameOf(await html('/evaluationList'));
      expect(frame).toContain('<span class="evaluator-card__name">&#60;b&#62;王&#38;&#34;振&#39;&#60;/b&#62;</span>');
      expect(frame).not.toContain('<b>王');
      const detail = frameOf(await html(`/evaluationList/evaluationListDetail?id=${first.id}`));
      expect(detail).toContain('<div class="evaluator-profile__name">&#60;b&#62;王&#38;&#34;振&#39;&#60;/b&#62;</div>');
    } finally {
      await service.t.database.db.update(personProfiles).set({ name: first.name }).where(eq(personProfiles.userId, first.id));
    }
  });
});

describe('the evaluator detail frame (/evaluationList/evaluationListDetail)', () => {
  it('draws the profile and the first rows of both histories from the detail call, as the public call answers them', async () => {
    const [first] = (await listEvaluators(service.t.database.db, { limit: 20, page: 1 })).items;
    const { coachInfo } = await getEvaluator(service.t.database.db, first.id, new Date());
    const url = `/evaluationList/evaluationListDetail?id=${first.id}`;
    const body = await html(url);
    expect(body).toContain(`data-route="/evaluationList/evaluationListDetail" class="bmfp-route-evaluator"`);
    const frame = frameOf(body);
    expectFrameRules(frame);
    expect(frame).toContain('<div class="bm-page-section__title">考评员详情</div>');
    expect(frame).toContain(`<div class="evaluator-profile__name">${coachInfo.name}</div>`);
    expect(frame).toContain(`<div><dt>地区</dt><dd>${coachInfo.address}</dd></div>`);
    expect(frame).toContain(`<img src="${coachInfo.photo}" alt="" width="160" height="200" loading="eager"`);
    expect(coachInfo.existRecord.length).toBeGreaterThan(0);
    expect(frame).toContain(`<td data-label="培训班名称">${coachInfo.existRecord[0].trainClassName}</td>`);
    // Every row of both histories (the tables' column widths follow all their rows).
    expect(frame.match(/<tr><td data-label="序号">/g)).toHaveLength(coachInfo.existRecord.length + coachInfo.workRecord.length);
    // What the public call answers, and no more: the frame's texts are all in the public answer.
    const answer = JSON.stringify(await callOk(service.t.app, 'UserCoachApi/GetUserCoachDetail', { id: first.id }));
    for (const [, text] of frame.matchAll(/<(?:dd|td data-label="[^"]*")>([^<]+)<\/(?:dd|td)>/g)) {
      if (!/^\d+$/.test(text) && !['男', '女'].includes(text)) expect(answer).toContain(text);
    }
  });

  it('draws nothing without an id, for a malformed id or an evaluator that is not listed', async () => {
    for (const query of ['', '?id=', '?id=abc', '?id=-3', '?id=1.5', '?id=99999999']) {
      const url = `/evaluationList/evaluationListDetail${query}`;
      expectNoFrame(await html(url), url);
    }
  });
});

describe('the institution list frame (/testInstitutions)', () => {
  it("draws the section, the search bar and the first cards of the list call with their pictures and addresses", async () => {
    const page = await listInstitutions(service.t.database.db, { limit: 20, page: 1 });
    const body = await html('/testInstitutions');
    expect(body).toContain('data-route="/testInstitutions" class="bmfp-route-institutions"');
    const frame = frameOf(body);
    expectFrameRules(frame);
    expect(frame).toContain('<div class="bm-page-section__title">测试机构</div>');
    expect(frame).toContain('placeholder="请输入机构名称关键字"');
    const names = [...frame.matchAll(/<span class="institution-card__name">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(names).toEqual(page.items.slice(0, 8).map((item) => item.mechanism_fullName));
    const first = page.items[0];
    expect(frame).toContain(`<img src="${first.institutional_view}" alt="" width="480" height="320" loading="eager"`);
    // The address as the screen writes it: the district once when the detail address starts with it.
    expect(first.detailAddress.startsWith(first.districtName)).toBe(true);
    expect(frame).toContain(`<span class="institution-card__address">${first.provinceName}${first.cityName}${first.detailAddress}</span>`);
  });

  it('escapes the names and draws nothing for a search without a result', async () => {
    const [first] = (await listInstitutions(service.t.database.db, { limit: 20, page: 1 })).items;
    await service.t.database.db.update(institutionProfiles).set({ fullName: '<i>羽&翔</i>' }).where(eq(institutionProfiles.userId, first.id));
    try {
      expect(frameOf(await html('/testInstitutions'))).toContain('<span class="institution-card__name">&#60;i&#62;羽&#38;翔&#60;/i&#62;</span>');
      expect(frameOf(await html(`/testInstitutions/testInstitutionsDetail?id=${first.id}`))).toContain(
        '<div class="institution-detail__name">&#60;i&#62;羽&#38;翔&#60;/i&#62;</div>',
      );
    } finally {
      await service.t.database.db.update(institutionProfiles).set({ fullName: first.mechanism_fullName }).where(eq(institutionProfiles.userId, first.id));
    }
    expectNoFrame(await html('/testInstitutions?keyword=zzzz%E6%97%A0'), 'no result');
  });
});

describe('the institution detail frame (/testInstitutions/testInstitutionsDetail)', () => {
  it('draws the head, the pictures, the introduction and the first test classes of the detail call', async () => {
    const [first] = (await listInstitutions(service.t.database.db, { limit: 20, page: 1 })).items;
    const [institution] = (await getInstitution(service.t.database.db, first.id)).items;
    const frame = frameOf(await html(`/testInstitutions/testInstitutionsDetail?id=${first.id}`));
    expectFrameRules(frame);
    expect(frame).toContain('<div class="bm-page-section__title">机构详情</div>');
    expect(frame).toContain(`<div class="institution-detail__name">${institution.mechanism_fullName}</div>`);
    expect(frame).toContain(`<img src="${institution.views[0]}" alt="" width="480" height="320" loading="eager"`);
    expect(institution.detailList.length).toBeGreaterThan(0);
    expect(frame).toContain(`<td data-label="测试班名称">${institution.detailList[0].testTitle}</td>`);
    expect(frame.match(/<tr><td data-label="测试时间"/g)).toHaveLength(Math.min(10, institution.detailList.length));
  });

  it('draws nothing without an id or for an unknown institution', async () => {
    for (const query of ['', '?id=0', '?id=x', '?id=99999999']) {
      const url = `/testInstitutions/testInstitutionsDetail${query}`;
      expectNoFrame(await html(url), url);
    }
  });
});
