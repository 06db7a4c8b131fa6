import {
  CERTIFICATE_TYPE_LABELS,
  evaluatorRankLabel,
  getMechanismInfo,
  getPersonalInfo,
  gradeLabel,
  type InstitutionProfile,
  NICKNAME_MAX_LENGTH,
  type PersonalProfile,
  PROFILE_FORM_HINTS,
  PROFILE_MESSAGES,
} from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/contracts/files';
import { maskMiddle } from '@badminton/validation';
import { fieldState, formItem, pageSection, textInput } from '../kit';
import { escapeHtml, type PersonalFrameWriter } from '../markup';

/**
 * The `profile` frame (decision 0045): the top of /personal/completeInformation (packages/account/src/profile/
 * components/basic-information-page.tsx) as the page first renders it for the signed-in member — the section, the form's
 * fixed hint (the page's largest element), the locked notice and the first rows of the form filled from the screen's
 * own call (`CommonApi/GetPersonalInfo` for roles 1–2, `TestMechanism/GetMechanismInfo` for role 3). The rows are drawn
 * as element-react's Form, Form.Item, Input, Radio and Select render them (checked against the components' rendered
 * markup); the form is a div. With a saved profile every field is disabled (the form opens in 'viewing'); without one
 * the fields are editable and empty (the form opens in 'editing').
 */

/** The forms' hints: the same constants the screen's forms show. */
export const PERSONAL_FORM_HINT = PROFILE_FORM_HINTS.person;
export const INSTITUTION_FORM_HINT = PROFILE_FORM_HINTS.institution;

/** A stored value as the forms' `text()` reads it. */
function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** An element `Select`, closed, showing the chosen option's label (its hidden dropdown left out). */
function selectInput(label: string, placeholder: string, disabled: boolean): string {
  return (
    `<div class="el-select"><div class="el-input${disabled ? ' is-disabled' : ''}"><i class="el-input__icon el-icon-caret-top"></i>` +
    `<input class="el-input__inner" type="text" autocomplete="off" placeholder="${escapeHtml(placeholder)}" value="${escapeHtml(label)}"` +
    `${disabled ? ' disabled readonly' : ' readonly'} tabindex="-1"></div></div>`
  );
}

/** An element date picker (`DatePicker`, yyyy-MM-dd) showing `value`. */
function dateInput(value: string, placeholder: string, disabled: boolean): string {
  return (
    `<span class="el-date-editor is-have-trigger${value ? ' is-filled' : ''}">` +
    `<div class="el-input${disabled ? ' is-disabled' : ''} el-date-editor el-date-editor--date"><i class="el-input__icon el-icon-date"></i>` +
    `<input class="el-input__inner" type="text" autocomplete="off" placeholder="${escapeHtml(placeholder)}" value="${escapeHtml(value)}"${fieldState(disabled)}>` +
    '</div></span>'
  );
}

/**
 * The 性别 radios. element-react's Radio takes no `disabled` from its group, so the screen draws them enabled in every
 * mode (as its rendered markup shows); the frame's inputs are out of the tab order.
 */
function sexRadios(sex: string): string {
  const radio = (value: string, label: string) => {
    const checked = sex === value;
    return (
      `<label class="el-radio"><span class="el-radio__input${checked ? ' is-checked' : ''}"><span class="el-radio__inner"></span>` +
      `<input type="radio" class="el-radio__original"${checked ? ' checked' : ''} tabindex="-1" disabled></span>` +
      `<span class="el-radio__label">${escapeHtml(label)}</span></label>`
    );
  };
  return `<div class="el-radio-group">${radio('0', '男')}${radio('1', '女')}</div>`;
}

/** A `YYYY-MM-DD` date as the date picker shows it, '' when empty, null when the picker would show something else. */
function pickerDate(value: string): string | null {
  if (value === '') return '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The form frame (`InfoFormFrame`): the hint, the locked notice and the rows, the form itself a div. */
function infoForm(hint: string, locked: boolean, rows: string): string {
  return (
    `<div class="bm-info-form"><p class="bm-form-hint">${escapeHtml(hint)}</p>` +
    (locked ? `<p class="bm-form-hint bm-form-hint--locked">${escapeHtml(PROFILE_MESSAGES.keyFieldsLocked)}</p>` : '') +
    `<div class="el-form el-form--label-right bm-info-form__form">${rows}</div></div>`
  );
}

const PERSONAL_LABEL_WIDTH = 110;

/** `PersonalInfoForm` down to 出生日期 (the first viewport at 1280 px), for role 1 or 2. */
function personalForm(role: 1 | 2, profile: PersonalProfile | null, fileHost: string): string {
  const disabled = profile !== null;
  const item = (label: string, content: string, required = true) => formItem(PERSONAL_LABEL_WIDTH, label, content, required);
  const avatar = resolveFileUrl(profile?.photo_path ?? '', fileHost);
  const picker = avatar
    ? `<img class="bm-avatar-picker__image" src="${escapeHtml(avatar)}" alt="">`
    : '<span class="bm-avatar-picker__image bm-avatar-picker__image--empty">暂无头像</span>';
  const actions = disabled
    ? ''
    : '<div class="bm-avatar-picker__actions">' +
      `<button type="button" class="bm-upload-button" tabindex="-1">${avatar ? '更换头像' : '上传头像'}</button>` +
      '<span class="bm-form-tip">支持 JPG/PNG 格式，大小不超过 1MB</span></div>';
  const rows = [item('头像', `<div class="bm-avatar-picker">${picker}${actions}</div>`, false)];
  if (profile) {
    const rank =
      role === 1
        ? { label: '运动员等级', value: profile.athlete_rank ? gradeLabel(profile.athlete_rank) : '', time: profile.athlete_obtain_time }
        : { label: '考评员级别', value: profile.evaluator_rank ? evaluatorRankLabel(profile.evaluator_rank) : '', time: profile.evaluator_obtain_time };
    const shown = `${rank.value || '暂无'}${rank.value && rank.time ? `（${String(rank.time).slice(0, 10)} 获得）` : ''}`;
    rows.push(item(rank.label, `<span class="bm-info-form__static">${escapeHtml(shown)}</span>`, false));
  }
  rows.push(
    item('姓名', textInput(text(profile?.name), '请输入中文姓名', 100, disabled)),
    item('英文名', textInput(text(profile?.personal_en_name), '请输入英文名或拼音，首字母大写', 100, disabled)),
    item('性别', sexRadios(text(profile?.sex))),
  );
  // The select shows its option's label; a type it has no option for is not drawn (nor what follows).
  const type = text(profile?.certificates_type) || '1';
  const typeLabel = (CERTIFICATE_TYPE_LABELS as Record<string, string>)[type];
  if (typeLabel === undefined) return rows.join('');
  rows.push(
    item('证件类型', selectInput(typeLabel, '请选择证件类型', disabled)),
    // Masked: the page cookie is the browser's, so the HTML may reach a tab that is not the member's; the full number
    // comes only from the signed call once the app takes over (issue 22 point 11, decision 0049).
    item('证件号码', textInput(maskMiddle(text(profile?.certificates_number)), '请输入证件号码', 32, disabled)),
  );
  const birthday = pickerDate(text(profile?.birthday).slice(0, 10));
  if (birthday !== null) rows.push(item('出生日期', dateInput(birthday, '请选择出生日期', disabled)));
  return rows.join('');
}

const INSTITUTION_LABEL_WIDTH = 130;

/** `InstitutionInfoForm` down to 营业执照编号 (the region cascade after it loads its names on its own). */
function institutionForm(profile: InstitutionProfile | null): string {
  const disabled = profile !== null;
  const item = (label: string, content: string) => formItem(INSTITUTION_LABEL_WIDTH, label, content, true);
  return (
    item('机构名称', textInput(text(profile?.mechanism_fullName), '请填写机构名称（与营业执照一致）', 100, disabled)) +
    item('机构简称', textInput(text(profile?.nickname), `不超过${NICKNAME_MAX_LENGTH}个字`, NICKNAME_MAX_LENGTH, disabled)) +
    item('营业执照编号', textInput(text(profile?.business_license), '请填写营业执照编号', 64, disabled))
  );
}

/**
 * `profile`: 基本信息 (roles 1–2) or 机构基本信息 (role 3) with the form's hint and first rows, the member's own stored
 * values (or the empty form before the first submit).
 */
export const profileFrame: PersonalFrameWriter = async ({ call, member, deps }) => {
  if (member.role === 3) {
    const profile = (await call(getMechanismInfo, {})).items[0] ?? null;
    return pageSection('机构基本信息', infoForm(INSTITUTION_FORM_HINT, Boolean(profile?.locked), institutionForm(profile)));
  }
  if (member.role !== 1 && member.role !== 2) return null;
  const profile = (await call(getPersonalInfo, {})).items[0] ?? null;
  return pageSection('基本信息', infoForm(PERSONAL_FORM_HINT, Boolean(profile?.locked), personalForm(member.role, profile, deps.fileHost)));
};
