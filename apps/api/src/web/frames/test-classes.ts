import { PORTAL_PAGE_SIZES, type TestClassItem } from '@badminton/contracts';
import { joinRegionNames, registrationState, SIGN_UP_BUTTON_LABELS } from '@badminton/validation';
import { listTestClasses } from '../../modules/test-classes/service';
import { coverImage, dateRange, fact, kitInput, pageSection, portalContainer, regionCascade, searchBar, searchField, wireTime } from './kit';
import { escapeHtml, type FrameWriter } from './markup';

/** Cards the /test frame draws: its first viewport shows two and the top of a third at 1280 px, one at 412 px. */
const TEST_FRAME_CARDS = 3;

/** The query parameters the /test screen filters by (apps/portal/src/features/test-sign-up/utils/test-list-query.ts). */
const TEST_LIST_PARAMS = ['provinceId', 'cityId', 'districtId', 'startTime', 'endTime', 'keyword', 'page'];

/** The /test search bar as the screen first renders it (region cascade, date range, keyword), every field empty. */
function testSearchBar(): string {
  return searchBar(
    searchField('所在地区', regionCascade(), 'test-list__region') +
      searchField('测试时间', dateRange(), 'test-list__time') +
      searchField('测试班名称', kitInput('请输入测试班名称'), 'test-list__keyword'),
    'test-list__search',
  );
}

/** TestClassCard's 'list' variant (apps/portal/src/features/test-sign-up/components/test-class-card.tsx). */
function testCard(item: TestClassItem, fileHost: string, now: number, index: number): string {
  const state = registrationState(item, now);
  const region = joinRegionNames(item.provinceName, item.cityName, item.districtName);
  const cover = item.file_path ? coverImage(item.file_path, fileHost, index) : '<span class="test-card__cover-empty">羽</span>';
  const grades = item.grade.map((grade) => `<li>${escapeHtml(grade.grade_name)}</li>`).join('');
  return (
    `<div class="test-card test-card--list"><div class="test-card__cover">${cover}</div>` +
    // The card's h3: a div with the same class, its heading weight from a <b>.
    `<div class="test-card__body"><div class="test-card__title"><b>${escapeHtml(item.test_class_title)}</b></div>` +
    '<dl class="test-card__facts">' +
    fact('测试机构', item.mechanism_fullName) +
    fact('测试地点', `${region} ${item.detailed_address}`) +
    fact('报名时间', `${wireTime(item.registration_start_time)} 至 ${wireTime(item.registration_end_time)}`) +
    fact('测试时间', `${wireTime(item.test_start_time)} 至 ${wireTime(item.test_end_time)}`) +
    `</dl><ul class="test-card__grades">${grades}</ul></div>` +
    `<div class="test-card__action"><button type="button" class="test-card__button" tabindex="-1"${state === 'open' ? '' : ' disabled'}>` +
    `${escapeHtml(SIGN_UP_BUTTON_LABELS[state])}</button></div></div>`
  );
}

/**
 * The `test-classes` screen frame (decision 0037): /test's section, its search bar and the first cards of the
 * screen's first call (`TestClass/GetExaminerClassList`, page 1 of 10, no filter), drawn by the same service function.
 * A URL with filters or a page, or an empty list, gets no frame.
 */
export const testClassesFrame: FrameWriter = async ({ deps, search }) => {
  if (TEST_LIST_PARAMS.some((name) => search.get(name))) return null;
  const now = deps.now();
  const { items } = await listTestClasses(deps.db, { limit: PORTAL_PAGE_SIZES.testClasses, page: 1 }, new Date(now));
  if (items.length === 0) return null;
  const cards = items
    .slice(0, TEST_FRAME_CARDS)
    .map((item, index) => testCard(item, deps.fileHost, now, index))
    .join('');
  return portalContainer(pageSection('测试报名', `${testSearchBar()}<div class="test-list__items">${cards}</div>`, { className: 'test-list' }));
};
