import { getTestMechDetail, getTestMechList, PORTAL_PAGE_SIZES, type InstitutionDetail, type InstitutionListItem } from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/contracts/files';
import { joinRegionNames } from '@badminton/validation';
import { BusinessError } from '../../lib/errors';
import { getInstitution, listInstitutions } from '../../modules/institutions/service';
import { escapeHtml, type FrameWriter } from './markup';
import { keywordCardsFrame, kitButton, pageSection, portalContainer, recordId, starRating } from './kit';

/**
 * The test institution screens' frames (decision 0037): apps/portal/src/features/institutions/components/ — the list
 * (institution-list-page.tsx) and the detail (institution-detail-page.tsx), drawn with their classes from the answer
 * of the screens' own calls (getTestMechList, getTestMechDetail).
 */

/** The list screen's search field (INSTITUTION_SEARCH in institution-list-page.tsx). */
const INSTITUTION_SEARCH = { label: '机构名称', placeholder: '请输入机构名称关键字' };
/** Cards drawn: two rows of the widest grid (4 columns at 1280 px), six rows of the phone's one column. */
const LIST_CARDS = 8;
/** The screen's pictures load eagerly for its first four cards. */
const EAGER_CARDS = 4;
/**
 * Test classes drawn on the detail: the screen's first page of them (CLASS_PAGE_SIZE in institution-detail-page.tsx),
 * all of them, as the table's column widths follow every row it holds.
 */
const CLASS_ROWS = 10;

/** The full address, as the screen's `institutionAddress` (a detail address starting with the district keeps it once). */
function institutionAddress(item: Pick<InstitutionListItem, 'provinceName' | 'cityName' | 'districtName' | 'detailAddress'>): string {
  const detail = item.detailAddress.trim();
  const district = item.districtName && !detail.startsWith(item.districtName) ? item.districtName : '';
  return `${joinRegionNames(item.provinceName, item.cityName, district)}${detail}`;
}

/** `InstitutionPicture`: the picture in its 3:2 box, or the name's first two characters without one. */
/** `first`: the page's first picture, fetched first (its largest element on a phone). */
function institutionPicture(path: string | null, name: string, fileHost: string, eager: boolean, first = false): string {
  const src = resolveFileUrl(path, fileHost);
  const inner = src
    ? `<img src="${escapeHtml(src)}" alt="" width="480" height="320" loading="${eager ? 'eager' : 'lazy'}"${first ? ' fetchpriority="high"' : ''} decoding="async">`
    : `<span class="institution-picture__fallback">${escapeHtml(name.slice(0, 2))}</span>`;
  return `<span class="institution-picture">${inner}</span>`;
}

function institutionCard(item: InstitutionListItem, index: number, fileHost: string): string {
  return (
    '<li class="institution-card"><a class="institution-card__link">' +
    institutionPicture(item.institutional_view, item.mechanism_fullName, fileHost, index < EAGER_CARDS, index === 0) +
    `<span class="institution-card__body"><span class="institution-card__name">${escapeHtml(item.mechanism_fullName)}</span>` +
    starRating(item.star) +
    `<span class="institution-card__address">${escapeHtml(institutionAddress(item))}</span></span>` +
    '</a></li>'
  );
}

/** /testInstitutions: the section, the search bar and the first cards of the page the URL asks for (null when empty). */
export const institutionsFrame: FrameWriter = ({ deps, search }) =>
  keywordCardsFrame(search, {
    title: '测试机构',
    search: INSTITUTION_SEARCH,
    gridClass: 'institution-grid',
    pageSize: PORTAL_PAGE_SIZES.institutions,
    cards: LIST_CARDS,
    input: getTestMechList.input,
    list: (input) => listInstitutions(deps.db, input),
    card: (item: InstitutionListItem, index) => institutionCard(item, index, deps.fileHost),
  });

const CLASS_COLUMNS = ['测试时间', '测试班名称', '测试等级', '主考评员', '考评员', '测试人数'] as const;

/** The first test classes in the screen's table (the frame stops before an empty list: its empty state comes with the screen). */
function classTable(institution: InstitutionDetail): string {
  if (institution.detailList.length === 0) return '';
  const head = CLASS_COLUMNS.map((column) => `<th>${column}</th>`).join('');
  const rows = institution.detailList
    .slice(0, CLASS_ROWS)
    .map(
      (row) =>
        `<tr><td data-label="测试时间" class="institution-table__time">${escapeHtml(row.testTime)}</td>` +
        `<td data-label="测试班名称">${escapeHtml(row.testTitle)}</td>` +
        `<td data-label="测试等级">${escapeHtml(row.testLevels)}</td>` +
        `<td data-label="主考评员">${escapeHtml(row.coachLeader)}</td>` +
        `<td data-label="考评员">${escapeHtml(row.coachs)}</td>` +
        `<td data-label="测试人数" class="institution-table__count">${escapeHtml(row.testCount)}</td></tr>`,
    )
    .join('');
  return (
    '<div class="institution-detail__section"><div class="institution-detail__title">测试班</div>' +
    `<div class="institution-table__scroll"><table class="institution-table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div></div>`
  );
}

function institutionProfile(institution: InstitutionDetail, fileHost: string): string {
  const name = institution.mechanism_fullName;
  const views = institution.views.length > 0 ? institution.views : [institution.institutional_view];
  const pictures = views
    .slice(0, 3)
    .map((view, index) => `<li>${institutionPicture(view, name, fileHost, index === 0, index === 0)}</li>`)
    .join('');
  return (
    '<div class="institution-detail"><div class="institution-detail__head">' +
    `<div class="institution-detail__name">${escapeHtml(name)}</div>` +
    starRating(institution.star) +
    `<p class="institution-detail__address"><span class="institution-detail__label">地址：</span>${escapeHtml(institutionAddress(institution))}</p>` +
    `</div><ul class="institution-detail__views">${pictures}</ul>` +
    '<div class="institution-detail__section"><div class="institution-detail__title">机构介绍</div>' +
    `<p class="institution-detail__introduce">${escapeHtml(institution.introduce || '暂无相关信息')}</p></div>` +
    classTable(institution) +
    '</div>'
  );
}

/** /testInstitutions/testInstitutionsDetail?id=: that institution's detail card; null without one (the screen's empty state). */
export const institutionFrame: FrameWriter = async ({ deps, search }) => {
  const id = recordId(search);
  if (id === null || !getTestMechDetail.input.safeParse({ id }).success) return null;
  let institution: InstitutionDetail | undefined;
  try {
    institution = (await getInstitution(deps.db, id)).items[0];
  } catch (error) {
    if (error instanceof BusinessError) return null;
    throw error;
  }
  if (!institution) return null;
  return portalContainer(pageSection('机构详情', institutionProfile(institution, deps.fileHost), { extra: kitButton('返回') }));
};
