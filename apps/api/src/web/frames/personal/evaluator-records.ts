import {
  evaluatorRankLabel,
  getEvaluatorAssignments,
  getTrainingRecords,
  GRADE_SUBMISSION_STATUS_LABELS,
  type GradeSubmissionStatusCode,
  gradeLabel,
  paymentStatusLabel,
  PERFORMANCE_REVIEW_LABELS,
  SUPERVISION_FORM_LABELS,
  SUPERVISION_FORM_TEMPLATE_PATH,
  trainingFeeTypeLabel,
  trainingRecordActions,
  TRAINING_RECORD_PAGE_SIZE,
  type EvaluatorAssignmentItem,
  type TrainingRecordItem,
  WORK_RECORD_PAGE_SIZE,
} from '@badminton/contracts';
import { formatFee } from '@badminton/validation';
import { cardHeading, fact, keywordQuery, kitButton, pageSection, rankBadge, wireTime } from '../kit';
import { escapeHtml, type PersonalFrameWriter } from '../markup';

/**
 * The evaluator's record screens (decision 0045): /personal/trainingRecord (apps/member/src/features/training/
 * components/training-record-page.tsx) and /personal/workRecord (apps/member/src/features/work-records/components/
 * work-record-page.tsx), drawn from the screens' own first calls as the signed-in evaluator. The screens' small label
 * helpers (training-view.ts, work-record-view.ts) live in the member remote; the frame repeats their one-liners over
 * the same contract tables and @badminton/validation's money formatting.
 */

/** Training cards the frame draws: two fill the first viewport at 1280 px, one at 375 px. */
const TRAINING_FRAME_CARDS = 3;

/** A router `Link` of the screen: its anchor, out of the tab order. */
function link(className: string, href: string, text: string): string {
  return `<a class="${className}" href="${escapeHtml(href)}" tabindex="-1">${escapeHtml(text)}</a>`;
}

/** One card of the training records (`RecordCard`), its actions as `trainingRecordActions` (contracts) gives them. */
function trainingCard(record: TrainingRecordItem): string {
  const can = trainingRecordActions(record);
  const actions =
    (can.pay ? kitButton('去支付', 'primary', { small: true }) : '') +
    (can.invoiceInfo ? link('training-record__link', `/evaluationStaff/evaluationStaffSignUp?id=${record.tc_id}`, '发票信息') : '') +
    (can.score ? kitButton('查看成绩', 'default', { small: true, disabled: !can.scoreEnabled }) : '') +
    (can.invoice ? link('training-record__link', `/personal/invoice?orderSn=${encodeURIComponent(record.order_sn)}`, '查看发票') : '');
  const review = PERFORMANCE_REVIEW_LABELS[record.performance_review] ?? '—';
  return (
    '<li class="order-card training-record"><div class="order-card__header">' +
    `<span>订单号：${escapeHtml(record.order_sn || '—')}</span><span>报名时间：${escapeHtml(wireTime(record.creationTime))}</span></div>` +
    '<div class="order-card__body training-record__body"><div class="training-record__main">' +
    // The card's h3: a div with the same class and the theme's h3 weight and line height (the class sets the rest).
    `${cardHeading('order-card__title', escapeHtml(record.name))}<dl class="training-order__info">` +
    fact('考评员等级', record.gradeName) +
    fact('开班时间', `${wireTime(record.opening_class_start_time)} 至 ${wireTime(record.opening_class_end_time)}`) +
    fact('报名人', record.coachName || '—') +
    fact('报名类型', trainingFeeTypeLabel(record.signup_type)) +
    fact('缴费项目', record.payment_type) +
    `<div><dt>考核结果</dt><dd><span class="training-review training-review--${escapeHtml(record.performance_review)}">${escapeHtml(review)}</span></dd></div>` +
    '</dl></div><div class="order-card__side">' +
    `<p class="order-card__price">${escapeHtml(formatFee(record.order_price))}</p>` +
    `<p class="order-card__status order-card__status--${escapeHtml(record.payment_status)} training-record__status">` +
    `${escapeHtml(paymentStatusLabel(record.payment_status))}</p>` +
    `<div class="order-card__actions">${actions}</div></div></div></li>`
  );
}

/**
 * `training-records`: 培训记录 and the first cards of the page the URL asks for (`ExaminerClass/GetTrainingRecords`, 8 per
 * page); null for an empty page.
 */
export const trainingRecordsFrame: PersonalFrameWriter = async ({ call, search }) => {
  const { page } = keywordQuery(search);
  const answer = await call(getTrainingRecords, { page, limit: TRAINING_RECORD_PAGE_SIZE });
  if (answer.items.length === 0) return null;
  const cards = answer.items.slice(0, TRAINING_FRAME_CARDS).map(trainingCard).join('');
  return pageSection('培训记录', `<ul class="order-cards">${cards}</ul>`);
};

/** The supervision-form cell (`SupervisionFormCell`, work-record-view.ts `formCell`). */
function formCell(item: EvaluatorAssignmentItem): string {
  if (item.isHasAttachments === 1) {
    return (
      `<span class="work-form"><span class="work-form__state work-form__state--done">${escapeHtml(SUPERVISION_FORM_LABELS.uploaded)}</span>` +
      `${kitButton(SUPERVISION_FORM_LABELS.download, 'default', { small: true })}</span>`
    );
  }
  if (item.canUpload) return kitButton(SUPERVISION_FORM_LABELS.upload, 'primary', { small: true });
  return `<span class="work-form__state">${escapeHtml(SUPERVISION_FORM_LABELS.notUploaded)}</span>`;
}

/** One row of the work records table. */
function workRow(item: EvaluatorAssignmentItem): string {
  const grades = item.grade.length > 0 ? item.grade.map(gradeLabel).join('、') : '—';
  const submission = GRADE_SUBMISSION_STATUS_LABELS[item.grade_submission_status as GradeSubmissionStatusCode] ?? String(item.grade_submission_status);
  const role = item.isleader === 1 ? SUPERVISION_FORM_LABELS.leader : SUPERVISION_FORM_LABELS.member;
  return (
    '<tr><td data-label="测试班" class="work-records__class"><div>' +
    `<span class="work-records__title">${escapeHtml(item.test_class_title)}</span>` +
    `<span class="work-records__institution">${escapeHtml(item.mechanism_fullName)}</span></div></td>` +
    `<td data-label="测试时间"><div><span class="work-records__time">${escapeHtml(wireTime(item.test_start_time))}</span>` +
    `<span class="work-records__time">至 ${escapeHtml(wireTime(item.test_end_time))}</span></div></td>` +
    `<td data-label="测试等级">${escapeHtml(grades)}</td>` +
    `<td data-label="担任"><div><span class="${item.isleader === 1 ? 'work-role work-role--leader' : 'work-role'}">${escapeHtml(role)}</span>` +
    `${rankBadge(item.evaluator_rank, evaluatorRankLabel(item.evaluator_rank) || '—', 'work-records__rank')}</div></td>` +
    `<td data-label="成绩状态">${escapeHtml(submission)}</td>` +
    `<td data-label="监督表">${formCell(item)}</td></tr>`
  );
}

const WORK_HEADS = ['测试班', '测试时间', '测试等级', '担任', '成绩状态', '监督表'];

/**
 * `work-records`: 工作记录, the toolbar (hint and 下载监督表模板) and the whole table of the page the URL asks for
 * (`UserCoachApi/GetEvaluatorAssignments`, 10 per page) — every row, since the table's column widths follow all of
 * them; null for an empty page.
 */
export const workRecordsFrame: PersonalFrameWriter = async ({ call, search }) => {
  const { page } = keywordQuery(search);
  const answer = await call(getEvaluatorAssignments, { page, limit: WORK_RECORD_PAGE_SIZE });
  if (answer.items.length === 0) return null;
  const template = answer.url ?? SUPERVISION_FORM_TEMPLATE_PATH;
  const toolbar =
    '<div class="work-toolbar"><p class="work-toolbar__hint">测试结束、机构提交成绩后，由考评组长上传签字后的监督表（PDF、JPG 或 PNG，不超过 10MB），提交后不可修改。</p>' +
    `<a class="el-button el-button--default work-toolbar__template" href="${escapeHtml(template)}" download="" tabindex="-1">${escapeHtml(SUPERVISION_FORM_LABELS.template)}</a></div>`;
  const head = WORK_HEADS.map((label) => `<th scope="col">${escapeHtml(label)}</th>`).join('');
  const table =
    '<table class="work-records"><caption class="bm-visually-hidden">工作记录</caption>' +
    `<thead><tr>${head}</tr></thead><tbody>${answer.items.map(workRow).join('')}</tbody></table>`;
  return pageSection('工作记录', toolbar + table);
};
