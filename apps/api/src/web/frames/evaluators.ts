import { getUserCoachDetail, getUserCoachList, PORTAL_PAGE_SIZES, type EvaluatorDetail, type EvaluatorListItem } from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/contracts/files';
import { BusinessError } from '../../lib/errors';
import { getEvaluator, listEvaluators } from '../../modules/evaluators/service';
import { escapeHtml, type FrameWriter } from './markup';
import { keywordCardsFrame, kitButton, pageSection, portalContainer, rankBadge, recordId, starRating } from './kit';

/**
 * The evaluator screens' frames (decision 0037): apps/portal/src/features/evaluators/components/ — the list
 * (evaluator-list-page.tsx) and the detail (evaluator-detail-page.tsx), drawn with their classes from the answer of
 * the screens' own calls (getUserCoachList, getUserCoachDetail), so the frame shows exactly what the public calls
 * answer.
 */

/** The list screen's search field (EVALUATOR_SEARCH in evaluator-list-page.tsx). */
const EVALUATOR_SEARCH = { label: '姓名', placeholder: '请输入考评员姓名' };
/** Cards drawn: two rows of the widest grid (5 or 6 columns at 1280 px) cover the first viewport. */
const LIST_CARDS = 12;
/** The screen's photos load eagerly for its first four cards. */
const EAGER_CARDS = 4;

/** `EvaluatorPhoto`: the photo in its 4:5 box, or the name's first character without one. */
/** `first`: the page's first photo, fetched first (its largest element on a phone). */
function evaluatorPhoto(path: string | null, name: string, fileHost: string, eager: boolean, first = false): string {
  const src = resolveFileUrl(path, fileHost);
  const inner = src
    ? `<img src="${escapeHtml(src)}" alt="" width="160" height="200" loading="${eager ? 'eager' : 'lazy'}"${first ? ' fetchpriority="high"' : ''} decoding="async">`
    : `<span class="evaluator-photo__fallback">${escapeHtml(name.slice(0, 1))}</span>`;
  return `<span class="evaluator-photo">${inner}</span>`;
}

function evaluatorCard(item: EvaluatorListItem, index: number, fileHost: string): string {
  return (
    '<li class="evaluator-card"><a class="evaluator-card__link">' +
    evaluatorPhoto(item.athletes_photo, item.name, fileHost, index < EAGER_CARDS, index === 0) +
    `<span class="evaluator-card__name">${escapeHtml(item.name)}</span>` +
    rankBadge(item.evaluator_rank_value, item.evaluator_rank_name) +
    starRating(item.star) +
    '</a></li>'
  );
}

/** /evaluationList: the section, the search bar and the first cards of the page the URL asks for (null when empty). */
export const evaluatorsFrame: FrameWriter = ({ deps, search }) =>
  keywordCardsFrame(search, {
    title: '考评员',
    search: EVALUATOR_SEARCH,
    gridClass: 'evaluator-grid',
    pageSize: PORTAL_PAGE_SIZES.evaluators,
    cards: LIST_CARDS,
    input: getUserCoachList.input,
    list: (input) => listEvaluators(deps.db, input),
    card: (item: EvaluatorListItem, index) => evaluatorCard(item, index, deps.fileHost),
  });

/** Sex on the wire (0 男, 1 女), as the screen's `sexLabel`. */
function sexLabel(sex: number): string {
  return sex === 1 ? '女' : sex === 0 ? '男' : '';
}

function field(label: string, value: string): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
}

/**
 * The screen's `RecordTable`, with every row the screen shows (the table's column widths follow all of them). The frame stops before a history without rows: its empty state (the
 * kit's illustration) appears with the screen, under everything the frame showed.
 */
function recordTable(caption: string, columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const title = `<div class="evaluator-records__title">${escapeHtml(caption)}</div>`;
  const head = ['序号', ...columns].map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map((row, index) => {
      const cells = row.map((cell, i) => `<td data-label="${escapeHtml(columns[i])}">${escapeHtml(cell)}</td>`).join('');
      return `<tr><td data-label="序号">${index + 1}</td>${cells}</tr>`;
    })
    .join('');
  return (
    `<div class="evaluator-records">${title}<div class="evaluator-records__scroll"><table class="evaluator-table">` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></div>`
  );
}

function evaluatorProfile(coach: EvaluatorDetail, fileHost: string): string {
  return (
    '<div class="evaluator-detail"><div class="evaluator-profile">' +
    evaluatorPhoto(coach.photo ?? coach.athletes_photo, coach.name, fileHost, true, true) +
    `<div class="evaluator-profile__info"><div class="evaluator-profile__name">${escapeHtml(coach.name)}</div>` +
    rankBadge(coach.evaluator_rank_value, coach.evaluator_rank_name) +
    '<dl class="evaluator-profile__fields">' +
    field('性别', escapeHtml(sexLabel(coach.sex))) +
    field('等级', escapeHtml(coach.gradeName)) +
    field('地区', escapeHtml(coach.address)) +
    field('星级', starRating(coach.star)) +
    '</dl></div></div>' +
    histories(coach) +
    '</div>'
  );
}

/** The training then the work history, up to the first without rows. */
function histories(coach: EvaluatorDetail): string {
  const tables = [
    { caption: '培训经历', columns: ['结业日期', '培训班名称', '等级'], rows: coach.existRecord.map((row) => [row.existDate, row.trainClassName, row.gradeName]) },
    { caption: '工作经历', columns: ['测试日期', '测试班名称', '测试等级'], rows: coach.workRecord.map((row) => [row.workDate, row.testClassName, row.gradeName]) },
  ];
  const shown = tables.findIndex((table) => table.rows.length === 0);
  return (shown === -1 ? tables : tables.slice(0, shown)).map((table) => recordTable(table.caption, table.columns, table.rows)).join('');
}

/** /evaluationList/evaluationListDetail?id=: the detail card of that evaluator; null without one (the screen's empty state). */
export const evaluatorFrame: FrameWriter = async ({ deps, search }) => {
  const id = recordId(search);
  if (id === null || !getUserCoachDetail.input.safeParse({ id }).success) return null;
  let coach: EvaluatorDetail;
  try {
    coach = (await getEvaluator(deps.db, id, new Date(deps.now()))).coachInfo;
  } catch (error) {
    if (error instanceof BusinessError) return null;
    throw error;
  }
  return portalContainer(pageSection('考评员详情', evaluatorProfile(coach, deps.fileHost), { extra: kitButton('返回') }));
};
