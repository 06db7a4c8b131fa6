import { CERTIFICATE_TYPE_LABELS, PORTAL_PAGE_SIZES, type AthleteDetail, type AthleteListItem } from '@badminton/contracts';
import { CERTIFICATE_THUMB_SIZES, certificateSrcSet, resolveFileUrl } from '@badminton/contracts/files';
import { BusinessError } from '../../lib/errors';
import { toWireDate } from '../../lib/wire-time';
import * as athletes from '../../modules/athletes/service';
import { EMPTY_STATE, kitButton, kitInput, kitSelect, pageSection, portalContainer, regionCascade, searchBar, searchField } from './kit';
import { escapeHtml, type FrameContext, type FrameWriter } from './markup';

/*
 * The 公开查询 screens (apps/portal/src/features/enquiry): the certificate query form, the athlete list and the athlete
 * detail, drawn with the screens' own classes (enquiry.css and the kit's page section, search bar, inputs, buttons and
 * empty state). Elements the screens' CSS does not select by type are plain divs and spans; inputs and buttons stay
 * inputs and buttons (their rendering is the browser's), read-only and out of the tab order. Texts that the screens
 * write themselves are repeated here; the test (apps/api/test/enquiry-frames.test.ts) checks them against the sources.
 */

/** The 公开查询 side menu of the certificate query and the athlete detail (EnquiryLayout), around the page. */
function enquiryLayout(page: string): string {
  return (
    '<div class="portal-container enquiry-frame"><div class="enquiry-menu"><div class="enquiry-menu__title">公开查询</div>' +
    '<div><ul class="enquiry-menu__list"><li><span class="enquiry-menu__link is-active">运动员资格证书查询</span></li></ul></div></div>' +
    `<div class="enquiry-main">${page}</div></div>`
  );
}

/** The screens' AthletePhoto: the photo in a 4:5 box, or the neutral figure without one. */
function athletePhoto(src: string, name: string | null, size: number, lazy: boolean): string {
  const height = Math.round(size * 1.25);
  const box = `width: ${size}px; height: ${height}px;`;
  if (!src) {
    const icon = size * 0.6;
    return (
      `<span class="enquiry-photo enquiry-photo--empty" aria-hidden="true" style="${box}"><svg viewBox="0 0 48 48" width="${icon}" height="${icon}" focusable="false">` +
      '<circle cx="24" cy="17" r="9" fill="currentColor"></circle><path d="M6 44c1.5-10 9-15 18-15s16.5 5 18 15z" fill="currentColor"></path></svg></span>'
    );
  }
  const alt = name ? `${name}的照片` : '运动员照片';
  return `<img class="enquiry-photo" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${size}" height="${height}" loading="${lazy ? 'lazy' : 'eager'}" style="${box}">`;
}

/** `YYYY-MM-DD` of a wire date or date-time, as the screens' formatDate shows it. */
function day(value: string | null | undefined): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value ?? '') ? (value as string).slice(0, 10) : '';
}

/** The privacy rule of the public athlete calls on the service clock (modules/athletes/calls.ts). */
function privacyRule({ deps }: FrameContext): athletes.PrivacyRule {
  return { today: toWireDate(new Date(deps.now())), childAgeLimit: deps.childAgeLimit };
}

// ---------------------------------------------------------------------------------------------------------------------
// /enquiry/certificateAuthenticity — certificate-query-page.tsx

/** The query form's fields: label, whether required, and the control (an input's placeholder, or the select's value). */
const CERTIFICATE_QUERY_FIELDS: ReadonlyArray<{ label: string; required?: boolean; placeholder?: string }> = [
  { label: '运动员姓名', required: true, placeholder: '请输入运动员姓名' },
  { label: '证件类型' },
  { label: '证件号码', placeholder: '请输入证件号码' },
  { label: '证书编号', placeholder: '请输入证书编号' },
];
/** CERTIFICATE_QUERY_HINT of the screen (utils/certificate-query-form.ts). */
export const CERTIFICATE_QUERY_HINT_TEXT = '姓名必填，身份证号与证书编号填写其一即可';

/** The certificate query (`certificate-query`): the empty form, the type select on its default (居民身份证). No data. */
export const certificateQueryFrame: FrameWriter = async () => {
  const fields = CERTIFICATE_QUERY_FIELDS.map(({ label, required, placeholder }) => {
    const mark = required ? '<span class="enquiry-query__required">*</span>' : '';
    const control =
      placeholder === undefined ? kitSelect('enquiry-query__select', '请选择', { value: CERTIFICATE_TYPE_LABELS[1] }) : kitInput(placeholder);
    return (
      `<div class="enquiry-query__field"><span class="enquiry-query__label">${mark}${escapeHtml(label)}</span>` +
      `<div class="enquiry-query__control">${control}</div></div>`
    );
  }).join('');
  const form =
    `<div class="enquiry-query">${fields}<p class="enquiry-query__hint">${escapeHtml(CERTIFICATE_QUERY_HINT_TEXT)}</p>` +
    `<div class="enquiry-query__actions">${kitButton('查询', 'primary')}${kitButton('重置')}</div></div>`;
  return enquiryLayout(pageSection('运动员资格证书查询', form));
};

// ---------------------------------------------------------------------------------------------------------------------
// /enquiry/athleteList — athlete-list-page.tsx

/** The list's URL filters (utils/athlete-list-query.ts); with any of them the frame is not drawn. */
const ATHLETE_LIST_FILTERS = ['provinceId', 'cityId', 'districtId', 'grade', 'keyword', 'page'];

function athleteCard(athlete: AthleteListItem, fileHost: string, eager: boolean): string {
  return (
    '<li class="enquiry-athlete"><div class="enquiry-athlete__link">' +
    athletePhoto(resolveFileUrl(athlete.photo, fileHost), athlete.name, 60, !eager) +
    '<div class="enquiry-athlete__body">' +
    `<p class="enquiry-athlete__name">${escapeHtml(athlete.name)}<span class="enquiry-athlete__grade">${escapeHtml(athlete.athlete_rank_name)}</span></p>` +
    `<p class="enquiry-athlete__meta">证件号：${escapeHtml(athlete.certificates_number)}</p>` +
    `<p class="enquiry-athlete__meta">注册时间：<span>${escapeHtml(day(athlete.creationTime))}</span></p>` +
    '</div></div></li>'
  );
}

/**
 * The athlete list (`athletes`): the search bar with its empty filters and the first page of the public list call
 * (`listAthletes`, ID numbers masked by it), for a URL without filters; null with filters or without athletes.
 */
export const athletesFrame: FrameWriter = async (context) => {
  if (ATHLETE_LIST_FILTERS.some((key) => (context.search.get(key) ?? '').trim() !== '')) return null;
  const limit = PORTAL_PAGE_SIZES.athletes;
  const { items, totalCount } = await athletes.listAthletes(context.deps.db, { limit, page: 1 }, privacyRule(context));
  if (items.length === 0) return null;
  const search = searchBar(
    searchField('所在地区', regionCascade(), 'bm-search-field--wide enquiry-search__region') +
      searchField('等级', `<div class="bm-dictionary-select enquiry-grade-select">${kitSelect('bm-dictionary-select__select', '全部等级')}</div>`) +
      searchField('姓名', kitInput('请输入运动员姓名')),
    'enquiry-search',
  );
  const cards = items.map((athlete, index) => athleteCard(athlete, context.deps.fileHost, index < 8)).join('');
  const body = `${search}<p class="enquiry-count">共 ${totalCount} 名运动员</p><ul class="enquiry-athletes">${cards}</ul>`;
  return portalContainer(pageSection('运动员查询', body, { extra: '<span class="enquiry-certificate-link">运动员资格证书查询</span>' }), 'enquiry-page');
};

// ---------------------------------------------------------------------------------------------------------------------
// /enquiry/certificateAuthenticity/athleteDetail?id=<userid>&name=… — athlete-detail-page.tsx

const SEX_LABELS: Record<number, string> = { 0: '男', 1: '女' };
/** HIDDEN_NAME_TEXT of the screen. */
export const HIDDEN_NAME_TEXT = '该运动员未公开姓名';

/** The screen's badgeImages (utils/badge-image.ts): a combined badge is 128 px per grade plus 4, 156 high. */
function badgeList(detail: AthleteDetail): string {
  const entries: Array<[string, string | null]> = [
    ['成人等级徽章', detail.adultBadge],
    ['少儿等级徽章', detail.childBadge],
  ];
  const badges = entries.flatMap(([label, src]) => {
    if (!src) return [];
    const match = /\/(adult|child)_(\d+)\.png$/.exec(src);
    const sum = match ? Number(match[2]) : 0;
    const max = match?.[1] === 'adult' ? 63 : 127;
    const bits = [...sum.toString(2)].filter((bit) => bit === '1').length;
    const width = match && sum >= 1 && sum <= max ? bits * 128 + 4 : 156;
    return [
      `<li class="enquiry-badge"><img class="enquiry-badge__img" src="${escapeHtml(src)}" alt="${label}" width="${width}" height="156">` +
        `<span class="enquiry-badge__label">${label}</span></li>`,
    ];
  });
  return badges.length > 0 ? `<ul class="enquiry-badges">${badges.join('')}</ul>` : EMPTY_STATE;
}

/** The screen's `srcset`/`sizes` of a certificate thumbnail, so the frame and the screen fetch the same file. */
function srcSetAttributes(src: string): string {
  const srcSet = certificateSrcSet(src);
  return srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${CERTIFICATE_THUMB_SIZES}"` : '';
}

function certificateList(detail: AthleteDetail, fileHost: string): string {
  if (detail.certList.length === 0) return EMPTY_STATE;
  const items = detail.certList.map((cert) => {
    const src = resolveFileUrl(cert.certificate_url, fileHost);
    const title = cert.certificate_grade_name;
    const image = src
      ? `<button type="button" class="enquiry-zoom" tabindex="-1"><img src="${escapeHtml(src)}"${srcSetAttributes(src)} alt="${escapeHtml(`${title}证书`)}" width="300" height="212" loading="lazy" class="enquiry-zoom__img"></button>`
      : '<div class="enquiry-certificate__hidden" style="aspect-ratio: 300 / 212;">证书图片未公开</div>';
    const number = cert.certificate_number
      ? `<span class="enquiry-certificate__number">证书编号：${escapeHtml(cert.certificate_number)}</span>`
      : '';
    return (
      `<li class="enquiry-certificate">${image}<p class="enquiry-certificate__title">${escapeHtml(title)}</p>` +
      `<div class="enquiry-certificate__caption">${number}<span>发证日期：${escapeHtml(day(cert.created_date))}</span></div></li>`
    );
  });
  return `<ul class="enquiry-certificates">${items.join('')}</ul>`;
}

function detailView(detail: AthleteDetail, fileHost: string): string {
  const fact = (label: string, value: string | number) => `<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const profile =
    '<div class="enquiry-profile">' +
    athletePhoto(resolveFileUrl(detail.photo, fileHost), detail.name, 120, false) +
    '<div class="enquiry-profile__body">' +
    `<div class="${detail.name ? 'enquiry-profile__name' : 'enquiry-profile__name is-hidden'}">${escapeHtml(detail.name ?? HIDDEN_NAME_TEXT)}</div>` +
    '<dl class="enquiry-profile__facts">' +
    fact('性别', detail.sex === null ? '—' : (SEX_LABELS[detail.sex] ?? '—')) +
    fact('出生年份', detail.birth_year ?? '—') +
    fact('所在地区', detail.address || '—') +
    fact('当前等级', detail.athlete_rank_name || '—') +
    '</dl></div></div>';
  // The pager under the records is below the first viewport; the records' table is the screen's own.
  const records =
    detail.testRecord.length > 0
      ? '<div class="enquiry-table-wrap"><table class="enquiry-table"><thead><tr><th>测试日期</th><th>测试班</th><th>测试等级</th></tr></thead><tbody>' +
        detail.testRecord
          .map(
            (record) =>
              `<tr><td data-label="测试日期">${escapeHtml(day(record.testDate))}</td><td data-label="测试班">${escapeHtml(record.testClassName)}</td>` +
              `<td data-label="测试等级">${escapeHtml(record.rankName)}</td></tr>`,
          )
          .join('') +
        '</tbody></table></div>'
      : EMPTY_STATE;
  const block = (title: string, body: string) => `<div class="enquiry-block"><div class="enquiry-subtitle">${title}</div>${body}</div>`;
  return (
    `<div class="enquiry-detail">${profile}${block('测试记录', records)}${block('等级徽章', badgeList(detail))}` +
    `${block('等级证书', certificateList(detail, fileHost))}</div>`
  );
}

/**
 * The athlete detail (`athlete`): the public detail call (`getAthlete`, masked by it: a private athlete's name, photo,
 * facts, records and certificate images left out) for the athlete of `?id`, its first page of test records; null
 * without a valid id or for an unknown athlete.
 */
export const athleteFrame: FrameWriter = async (context) => {
  const raw = context.search.get('id') ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const { deps } = context;
  const found = await athletes
    .getAthlete(deps.db, { userNumber: id, limit: PORTAL_PAGE_SIZES.athleteTestRecords, page: 1 }, deps.certificateImageKey, privacyRule(context))
    .catch((error: unknown) => {
      // An unknown athlete (the screen's empty state): no frame. Anything else is the writer's failure.
      if (error instanceof BusinessError) return null;
      throw error;
    });
  const detail = found?.items[0];
  if (!detail) return null;
  return enquiryLayout(pageSection('运动员详情', detailView(detail, deps.fileHost), { extra: kitButton('返回') }));
};
