import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getAthleteDetail, getAthleteList } from '@badminton/contracts';
import { CERTIFICATE_THUMB_SIZES, certificateSrcSet } from '@badminton/contracts/files';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personProfiles, users } from '../src/db/schema';
import { CERTIFICATE_QUERY_HINT_TEXT, HIDDEN_NAME_TEXT } from '../src/web/frames/enquiry';
import { framedService } from './helpers/frame-web-root';
import { callOk } from './helpers/call';

/** The 公开查询 screen frames (apps/api/src/web/frames/enquiry.ts) in the HTML of their routes. */

const service = framedService({ demo: null, portal: true });
const { html } = service;

const ENQUIRY_SOURCES = path.resolve(import.meta.dirname, '../../portal/src/features/enquiry');

/** The frame the service wrote into #bm-first-paint (its opening tag, then its body), or null when none was drawn. */
function frameOf(page: string): string | null {
  const start = page.indexOf('<div id="bm-first-paint" aria-hidden="true" data-route=');
  return start < 0 ? null : page.slice(start, page.indexOf('<div id="root">'));
}

/** The frame rules of decision 0037: no ids, headings, landmarks, forms or focusable elements. */
function expectInert(frame: string) {
  const body = frame.slice(frame.indexOf('>') + 1);
  expect(body).not.toMatch(/\sid="/);
  expect(body).not.toMatch(/<(h[1-6]|main|nav|aside|header|footer|section|form|label)\b/);
  for (const control of body.match(/<(input|button|a\s[^>]*href=)[^>]*>/g) ?? []) expect(control).toContain('tabindex="-1"');
}

describe('certificate query frame', () => {
  it('draws the empty form with the screen’s fields, select default and hint', async () => {
    const frame = frameOf(await html('/enquiry/certificateAuthenticity'));
    expect(frame).not.toBeNull();
    expect(frame).toContain('data-route="/enquiry/certificateAuthenticity" class="bmfp-route-certificate-query"');
    expectInert(frame as string);
    expect(frame).toContain('<div class="enquiry-menu__title">公开查询</div>');
    expect(frame).toContain('<div class="bm-page-section__title">运动员资格证书查询</div>');
    expect(frame?.match(/class="enquiry-query__field"/g)).toHaveLength(4);
    expect(frame).toContain('<span class="enquiry-query__required">*</span>运动员姓名');
    expect(frame).toContain('value="居民身份证"');
    expect(frame).toContain(`<p class="enquiry-query__hint">${CERTIFICATE_QUERY_HINT_TEXT}</p>`);
  });

  it('repeats only texts the screen itself writes', async () => {
    const page = await readFile(path.join(ENQUIRY_SOURCES, 'components/certificate-query-page.tsx'), 'utf8');
    const form = await readFile(path.join(ENQUIRY_SOURCES, 'utils/certificate-query-form.ts'), 'utf8');
    expect(form).toContain(`CERTIFICATE_QUERY_HINT = '${CERTIFICATE_QUERY_HINT_TEXT}'`);
    for (const text of ['运动员姓名', '请输入运动员姓名', '证件类型', '证件号码', '请输入证件号码', '证书编号', '请输入证书编号', '查询', '重置']) {
      expect(page, text).toContain(text);
    }
    const detail = await readFile(path.join(ENQUIRY_SOURCES, 'components/athlete-detail-page.tsx'), 'utf8');
    expect(detail).toContain(`HIDDEN_NAME_TEXT = '${HIDDEN_NAME_TEXT}'`);
  });
});

describe('athlete list frame', () => {
  it('draws the search bar and the first page of the public list, masked like it and escaped', async () => {
    const answer = getAthleteList.output.parse(await callOk(service.t.app, 'CommonApi/GetAthleteList', { limit: 20, page: 1 }));
    const [first] = answer.items;
    // The frame draws from the service, not from the call's cached answer: a name change shows, escaped.
    await service.t.database.db.update(personProfiles).set({ name: '<b>曹&"文\'</b>' }).where(eq(personProfiles.userId, first.userid));
    const frame = frameOf(await html('/enquiry/athleteList'));
    expect(frame).not.toBeNull();
    expectInert(frame as string);
    expect(frame).toContain('class="bmfp-route-athletes"');
    expect(frame).toContain(`<p class="enquiry-count">共 ${answer.totalCount} 名运动员</p>`);
    expect(frame?.match(/<li class="enquiry-athlete">/g)).toHaveLength(answer.items.length);
    expect(frame).toContain(
      '<p class="enquiry-athlete__name">&#60;b&#62;曹&#38;&#34;文&#39;&#60;/b&#62;' +
        `<span class="enquiry-athlete__grade">${first.athlete_rank_name}</span></p>` +
        `<p class="enquiry-athlete__meta">证件号：${first.certificates_number}</p>` +
        `<p class="enquiry-athlete__meta">注册时间：<span>${first.creationTime.slice(0, 10)}</span></p>`,
    );
    expect(frame).not.toContain('<b>曹');
    const second = answer.items[1];
    expect(frame).toContain(`<p class="enquiry-athlete__name">${second.name}<span`);
    expect(first.certificates_number).toContain('*');
    // Eager photos for the first eight cards, as the screen.
    const withPhoto = answer.items.findIndex((item) => item.photo);
    if (withPhoto >= 0) expect(frame).toContain(`loading="${withPhoto < 8 ? 'eager' : 'lazy'}"`);
  });

  it('draws nothing for a filtered or later page', async () => {
    for (const url of ['/enquiry/athleteList?keyword=%E6%9B%B9', '/enquiry/athleteList?page=2', '/enquiry/athleteList?grade=5', '/enquiry/athleteList?provinceId=440000']) {
      expect(frameOf(await html(url)), url).toBeNull();
    }
  });
});

describe('athlete detail frame', () => {
  async function openAthlete(open: boolean) {
    const [row] = await service.t.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
      .where(and(eq(users.usertype, 1), eq(users.openQuery, open), isNotNull(personProfiles.athleteRank), isNotNull(personProfiles.name)))
      .limit(1);
    return row.id;
  }

  it('draws what the public detail call answers for the athlete of ?id', async () => {
    const id = await openAthlete(true);
    const [athlete] = getAthleteDetail.output.parse(await callOk(service.t.app, 'AthleteCenter/GetAthleteDetail', { userNumber: id, limit: 10, page: 1 })).items;
    const frame = frameOf(await html(`/enquiry/certificateAuthenticity/athleteDetail?id=${id}&name=x`));
    expect(frame).not.toBeNull();
    expectInert(frame as string);
    expect(frame).toContain('class="bmfp-route-athlete"');
    expect(frame).toContain(`<div class="enquiry-profile__name">${athlete.name}</div>`);
    expect(frame).toContain(`<dt>当前等级</dt><dd>${athlete.athlete_rank_name}</dd>`);
    expect(frame).toContain(`<dt>所在地区</dt><dd>${athlete.address ?? '—'}</dd>`);
    expect(frame?.match(/<tr><td data-label="测试日期">/g)?.length ?? 0).toBe(athlete.testRecord.length);
    for (const cert of athlete.certList) if (cert.certificate_url) expect(frame).toContain(`src="${cert.certificate_url.replace(/&/g, '&#38;')}"`);
    // The screen's srcset and sizes (decision 0041), so the frame and the screen fetch the same rendering.
    const shown = athlete.certList.find((cert) => cert.certificate_url);
    expect(shown).toBeDefined();
    expect(frame).toContain(`srcset="${certificateSrcSet(shown?.certificate_url ?? '')?.replace(/&/g, '&#38;')}" sizes="${CERTIFICATE_THUMB_SIZES}"`);
  });

  it('masks a private athlete exactly like the call', async () => {
    const id = await openAthlete(false);
    const [profile] = await service.t.database.db.select({ name: personProfiles.name }).from(personProfiles).where(eq(personProfiles.userId, id));
    const frame = frameOf(await html(`/enquiry/certificateAuthenticity/athleteDetail?id=${id}`));
    expect(frame).toContain(`<div class="enquiry-profile__name is-hidden">${HIDDEN_NAME_TEXT}</div>`);
    expect(frame).not.toContain(profile.name as string);
    expect(frame).not.toContain('enquiry-zoom__img');
    expect(frame).toContain('<dt>性别</dt><dd>—</dd>');
  });

  it('draws nothing without a valid id or for an unknown athlete', async () => {
    for (const query of ['', '?id=abc', '?id=0', '?id=-3', '?id=99999999']) {
      expect(frameOf(await html(`/enquiry/certificateAuthenticity/athleteDetail${query}`)), query).toBeNull();
    }
  });
});
