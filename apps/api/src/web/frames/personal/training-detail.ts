import { getPersonalInfo, getTrainingClassDetail, trainingFeeTypeLabel, type TrainingClassDetail } from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/contracts/files';
import { formatFee, joinRegionNames, registrationState, SIGN_UP_BUTTON_LABELS } from '@badminton/validation';
import { BusinessError } from '../../../lib/errors';
import { cardHeading, elementTabs, fact, kitButton, pageSection, portalContainer, recordId, wireTime } from '../kit';
import { escapeHtml, type PersonalFrameWriter } from '../markup';

/** The screen's tabs (基本信息 lit, as it opens); each label is four characters. */
const TAB_LABELS = ['基本信息', '培训须知', '考核内容'];

/** `range` of the screen: `start 至 end` in formatDateTime's text. */
function range(start: string, end: string): string {
  return `${wireTime(start)} 至 ${wireTime(end)}`;
}

/** The screen's `BasicInfo`: the class's facts as a dl, the fees as a list. */
function basicInfo(detail: TrainingClassDetail): string {
  const fees =
    detail.feeList.length > 0
      ? '<ul class="training-detail__fees">' +
        detail.feeList.map((fee) => `<li><span>${escapeHtml(fee.feeName)}</span><strong>${escapeHtml(formatFee(fee.fee))}</strong></li>`).join('') +
        '</ul>'
      : '—';
  return (
    '<dl class="training-detail__info">' +
    fact('培训班名称', detail.name) +
    fact('培训类型', trainingFeeTypeLabel(detail.trainType)) +
    fact('考评员等级', detail.gradeName) +
    fact('培训地点', `${joinRegionNames(detail.provinceName, detail.cityName, detail.districtName)} ${detail.detail_addr}`) +
    fact('报名时间', range(detail.apply_start_time, detail.apply_end_time)) +
    fact('开班时间', range(detail.opening_class_start_time, detail.opening_class_end_time)) +
    fact('考核时间', range(detail.startTime, detail.endTime)) +
    `<div><dt>费用</dt><dd>${fees}</dd></div>` +
    fact('报名资质', detail.aptitude.length > 0 ? detail.aptitude.join('；') : '—') +
    fact('发布时间', wireTime(detail.createTime)) +
    '</dl>'
  );
}

/** The head: the cover (the page's largest element on a phone, fetched first), the title, the facts and 报名. */
function head(detail: TrainingClassDetail, fileHost: string, now: number): string {
  const state = registrationState(
    { isStop: detail.isStop, registration_start_time: detail.apply_start_time, registration_end_time: detail.apply_end_time },
    now,
  );
  const open = state === 'open';
  const cover = detail.file_path
    ? '<div class="training-detail__cover">' +
      `<img src="${escapeHtml(resolveFileUrl(detail.file_path, fileHost))}" alt="" width="480" height="270" fetchpriority="high"></div>`
    : '';
  return (
    `<div class="training-detail__head">${cover}<div class="training-detail__summary">` +
    // The h1: a div with the same class and the theme's heading weight (the class sets margin, size, line height, colour).
    cardHeading('training-detail__title', escapeHtml(detail.name)) +
    `<p class="training-detail__meta">${escapeHtml(`${detail.gradeName} · ${trainingFeeTypeLabel(detail.trainType)} · ${detail.provinceName}${detail.cityName}`)}</p>` +
    `<p class="training-detail__meta">${escapeHtml(`报名时间：${range(detail.apply_start_time, detail.apply_end_time)}`)}</p>` +
    // element's Button with the screen's class: type primary, disabled outside the application window.
    `<button class="el-button el-button--primary${open ? '' : ' is-disabled'} training-detail__sign-up"${open ? '' : ' disabled'} type="button" tabindex="-1">` +
    `<span>${escapeHtml(SIGN_UP_BUTTON_LABELS[state])}</span></button>` +
    '</div></div>'
  );
}

/**
 * The `training-detail` frame (/evaluationStaffTraining/evaluationStaffTrainingDetail?id, decision 0045; evaluators
 * only): TrainingDetailPage of apps/portal as it opens — the 培训班详情 section with 返回, the class's cover, title,
 * facts and 报名 button, the tabs with 基本信息 lit and its facts — from the screen's own call
 * (`ExaminerClass/GetExaminerDetailsList` with the URL's id). Null for a missing or invalid id, a class the call does
 * not find, or an empty answer (the screen's error and empty states come with the app), and for an evaluator without
 * personal information (the route needs it: the shell's guard shows 基本信息 instead).
 */
export const trainingDetailFrame: PersonalFrameWriter = async ({ call, deps, search }) => {
  const id = recordId(search);
  if (id === null) return null;
  // A call the service refuses (no such class; no personal information) draws nothing.
  const answered = <T>(answer: Promise<T>): Promise<T | null> =>
    answer.catch((error: unknown) => {
      if (error instanceof BusinessError) return null;
      throw error;
    });
  const [answer, profile] = await Promise.all([answered(call(getTrainingClassDetail, { id })), answered(call(getPersonalInfo, {}))]);
  // The route needs a profile: without one the shell's guard sends the member to 基本信息 instead of this screen.
  if (!profile?.items[0]) return null;
  const detail = answer?.items[0];
  if (!detail) return null;
  const body =
    head(detail, deps.fileHost, deps.now()) +
    elementTabs(TAB_LABELS, 0, '', (index) => TAB_LABELS[index].length) +
    `<div class="training-detail__panel">${basicInfo(detail)}</div>`;
  return portalContainer(pageSection('培训班详情', body, { extra: kitButton('返回', 'default', { small: true }), className: 'training-detail' }));
};
