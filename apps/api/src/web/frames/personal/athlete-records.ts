import {
  type AppealItem,
  AppealStatus,
  EVENT_APPLICATION_INTRO,
  type EventApplicationItem,
  type EventResultItem,
  getAppealList,
  getEventApplyList,
  getEventApplyRecords,
  getTestOrderRecords,
  paymentStatusLabel,
  SCORE_JUDGMENT_LABELS,
  SCORES_APPEALS_PAGE_SIZES,
  SCORES_APPEALS_PAGER_ABOVE,
  TEST_RECORD_PAGE_SIZE,
  TEST_RECORD_PAGER_ABOVE,
  type TestOrderRecord,
  testRecordActions,
} from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/contracts/files';
import { formatFee } from '@badminton/validation';
import { cardHeading, EMPTY_STATE, kitButton, pageOf, pageSection, wireTime } from '../kit';
import { escapeHtml, type PersonalFrameWriter } from '../markup';

/**
 * The athlete's record screens (decision 0045): /personal/gradeTestRecord (apps/member/src/features/test-orders/
 * components/grade-test-record-page.tsx), /personal/complaintRecord (features/appeals/components/complaint-record-page.tsx),
 * /personal/competitionApplicationRecord and /personal/competitionApplication (features/events/components/…), drawn
 * from the screens' own first calls made as the member.
 */

/** Records a list frame draws: the first viewport holds two cards and the top of a third at 1280 px, one on a phone. */
const FRAME_CARDS = 3;

// ---------------------------------------------------------------- /personal/gradeTestRecord

/** The screen's RecordCard (grade-test-record-page.tsx) with its actions (`testRecordActions`, contracts). */
function testRecordCard(record: TestOrderRecord, fileHost: string): string {
  const actionsOf = testRecordActions(record);
  const status = paymentStatusLabel(record.payment_status);
  // The screen's `invoicePath` (features/test-orders/utils/sign-up-paths.ts).
  const invoiceHref = `/personal/invoice?orderSn=${encodeURIComponent(record.order_sn)}`;
  const info =
    `<div><dt>测试机构</dt><dd>${escapeHtml(record.mechanism_fullName)}</dd></div>` +
    `<div><dt>测试等级</dt><dd>${escapeHtml(record.gradeName)}</dd></div>` +
    `<div><dt>测试时间</dt><dd>${escapeHtml(wireTime(record.test_start_time))}</dd></div>` +
    `<div><dt>联系人</dt><dd>${escapeHtml(record.apply.contact)} ${escapeHtml(record.apply.contact_number)}</dd></div>` +
    (record.score_qualified_judgment !== null
      ? `<div><dt>测试结果</dt><dd>${escapeHtml(SCORE_JUDGMENT_LABELS[record.score_qualified_judgment] ?? '—')}</dd></div>`
      : '');
  const src = record.institutional_view ? resolveFileUrl(record.institutional_view, fileHost) : '';
  const picture = src ? `<img class="test-record__picture" src="${escapeHtml(src)}" alt="" width="120" height="90" loading="lazy">` : '';
  const actions =
    (actionsOf.pay ? kitButton('去支付', 'primary', { small: true }) : '') +
    (actionsOf.score ? kitButton('查看成绩', 'default', { small: true }) : '') +
    (actionsOf.invoice ? `<a class="test-record__link" href="${escapeHtml(invoiceHref)}" tabindex="-1">查看发票</a>` : '') +
    (actionsOf.appeal ? kitButton('申诉', 'default', { small: true }) : '');
  return (
    '<li class="order-card test-record"><div class="order-card__header">' +
    `<span>订单号：${escapeHtml(record.order_sn || '—')}</span><span>下单时间：${escapeHtml(wireTime(record.creationTime))}</span></div>` +
    `<div class="order-card__body test-record__body">${picture}<div class="test-record__main">` +
    cardHeading('order-card__title test-record__title', escapeHtml(record.test_class_title)) +
    `<dl class="test-record__info">${info}</dl></div>` +
    `<div class="order-card__side"><p class="order-card__price">${escapeHtml(formatFee(record.order_price))}</p>` +
    `<p class="order-card__status order-card__status--${escapeHtml(record.payment_status)} test-record__status">` +
    `${escapeHtml(record.isBatch ? `${status}（机构批量报名）` : status)}</p>` +
    (actionsOf.refunded ? '<span class="test-record__tag">已退费</span>' : '') +
    `<div class="order-card__actions">${actions}</div></div></div></li>`
  );
}

/**
 * The `grade-test-records` frame: 等级测试记录 and the first cards of the page the URL asks for
 * (`TestApplication/GetTestOrderRecords`, page 1 asks for 5, later pages for 4 — the screen's `recordListPayload`).
 */
export const gradeTestRecordsFrame: PersonalFrameWriter = async ({ call, search, deps }) => {
  const page = pageOf(search);
  const input = page === 1 ? { limit: TEST_RECORD_PAGER_ABOVE, page: 1 } : { limit: TEST_RECORD_PAGE_SIZE, page };
  const { items, totalCount } = await call(getTestOrderRecords, input);
  const rows = totalCount > TEST_RECORD_PAGER_ABOVE ? items.slice(0, TEST_RECORD_PAGE_SIZE) : items;
  if (rows.length === 0) return null;
  const cards = rows
    .slice(0, FRAME_CARDS)
    .map((record) => testRecordCard(record, deps.fileHost))
    .join('');
  return pageSection('等级测试记录', `<ul class="order-cards">${cards}</ul>`);
};

// ---------------------------------------------------------------- /personal/complaintRecord

const OPEN_APPEAL_STATUSES: number[] = [
  AppealStatus.Submitted,
  AppealStatus.UnderReview,
  AppealStatus.SecondSubmitted,
  AppealStatus.SecondUnderReview,
];

/** The screen's AppealCard. */
function appealCard(appeal: AppealItem): string {
  const field = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return (
    '<li class="appeal-card"><div class="appeal-card__head">' +
    cardHeading('appeal-card__title', escapeHtml(`${appeal.test_class_title}（${appeal.gradeName}）`), 'line-height:1.4') +
    `<span class="${OPEN_APPEAL_STATUSES.includes(appeal.appeal_status) ? 'appeal-card__status is-open' : 'appeal-card__status'}">` +
    `${escapeHtml(appeal.appeal_status_name)}</span>` +
    (appeal.appeal_status === AppealStatus.ScoreUnchanged ? kitButton('二次申诉', 'primary', { small: true }) : '') +
    '</div><dl class="appeal-card__fields">' +
    field('申诉编号', appeal.appeal_no) +
    field('申诉时间', appeal.creationTime) +
    field('申诉内容', appeal.appeal_content) +
    field('机构回复', appeal.appeal_reply || '暂无') +
    field('中羽协回复', appeal.manager_reply || '暂无') +
    '</dl></li>'
  );
}

/** The `complaint-records` frame: 申诉记录 and the first appeals of page 1 (`Appeal/GetAppealList`, 10 a page). */
export const complaintRecordsFrame: PersonalFrameWriter = async ({ call }) => {
  const { items } = await call(getAppealList, { page: 1, limit: SCORES_APPEALS_PAGE_SIZES.appeals });
  if (items.length === 0) return null;
  const cards = items.slice(0, FRAME_CARDS).map(appealCard).join('');
  return pageSection('申诉记录', `<ul class="appeal-list">${cards}</ul>`);
};

// ---------------------------------------------------------------- /personal/competitionApplication

/** The screen's ResultCard: an event result the athlete may apply with. */
function resultCard(item: EventResultItem): string {
  return (
    '<li class="event-card"><div class="event-card__main">' +
    cardHeading('event-card__title', escapeHtml(item.event_name), 'line-height:1.4') +
    `<p class="event-card__meta">${escapeHtml(`${item.event_type} · ${item.organizer} · ${item.start_date} 至 ${item.end_date}`)}</p>` +
    `<p class="event-card__meta">${escapeHtml(`成绩：${item.placing} · 可申请等级：`)}<strong>${escapeHtml(item.gradeName)}</strong>` +
    `${escapeHtml(` · 申请截止：${item.apply_end_time}`)}</p></div>${kitButton('申请', 'primary', { small: true })}</li>`
  );
}

/**
 * The `event-application` frame: the first section, 赛事等级申请 — its intro (the page's largest element) and the
 * automatic list's first answer (`EventApply/GetAutoApplyList`, page 1 asks for 10): its first cards, or its empty
 * state. The manual section below comes with the app (the screen itself draws it only once the list has answered).
 */
export const eventApplicationFrame: PersonalFrameWriter = async ({ call }) => {
  const { items, totalCount } = await call(getEventApplyList, { page: 1, limit: SCORES_APPEALS_PAGER_ABOVE });
  const rows = totalCount > SCORES_APPEALS_PAGER_ABOVE ? items.slice(0, SCORES_APPEALS_PAGE_SIZES.eventApplications) : items;
  const list =
    rows.length === 0
      ? EMPTY_STATE.replace('>暂无相关信息<', '>暂无可申请的赛事等级<')
      : `<ul class="event-list">${rows.slice(0, FRAME_CARDS).map(resultCard).join('')}</ul>`;
  return pageSection('赛事等级申请', `<p class="event-intro">${escapeHtml(EVENT_APPLICATION_INTRO)}</p>${list}`);
};

// ---------------------------------------------------------------- /personal/competitionApplicationRecord

/** The screen's RecordCard: one application with its status. */
function applicationCard(record: EventApplicationItem): string {
  const field = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return (
    '<li class="event-card event-card--record"><div class="event-card__main">' +
    cardHeading('event-card__title', escapeHtml(record.event_name), 'line-height:1.4') +
    '<dl class="event-record__fields">' +
    field('赛事类型', record.event_type) +
    field('申请等级', record.gradeName) +
    field('申请时间', record.apply_time) +
    field('审核意见', record.approval_comments || '暂无') +
    `</dl></div><span class="event-status event-status--${escapeHtml(record.apply_status)}">${escapeHtml(record.apply_status_name)}</span></li>`
  );
}

/** The `event-application-records` frame: 赛事申请记录 and the first applications of page 1 (10 a page). */
export const eventApplicationRecordsFrame: PersonalFrameWriter = async ({ call }) => {
  const { items } = await call(getEventApplyRecords, { page: 1, limit: SCORES_APPEALS_PAGE_SIZES.eventRecords });
  if (items.length === 0) return null;
  return pageSection('赛事申请记录', `<ul class="event-list">${items.slice(0, FRAME_CARDS).map(applicationCard).join('')}</ul>`);
};
