import { elementTabs, formItem, kitButton, pageSection, textInput } from '../kit';
import type { PersonalFrameWriter } from '../markup';

/**
 * The `account-settings` frame (decision 0045): /personal/changePassword (packages/account/src/settings/components/
 * account-settings-page.tsx) as it first renders for the signed-in member — 账号设置 with its tabs (修改密码, 更换手机号
 * and, for athletes, 隐私设置), 修改密码 lit, and the empty 修改密码 form (ChangePasswordForm in SettingsForm): its three
 * password fields and 确认修改. The other tabs' panes are empty until chosen (the screen renders a pane's form only
 * when its tab is lit), so the first render makes no call and neither does the frame: the privacy switch and its
 * GetOpenQuery answer appear only after a click on 隐私设置. The form is drawn as element-react's Form, Form.Item,
 * Input and Button render it (the form a div).
 */

/** The tabs as the screen lists them; 隐私设置 for athletes only. */
const TABS = ['修改密码', '更换手机号'] as const;
const ATHLETE_TABS = [...TABS, '隐私设置'] as const;

/** SettingsForm's `labelWidth="110"`. */
const LABEL_WIDTH = 110;

/** ChangePasswordForm's fields: each is required (its rule draws the asterisk), empty at first. */
const PASSWORD_FIELDS: readonly { label: string; placeholder: string; maxLength?: number }[] = [
  { label: '原密码', placeholder: '请输入原密码' },
  { label: '新密码', placeholder: '6–18位新密码', maxLength: 18 },
  { label: '确认新密码', placeholder: '请再次输入新密码', maxLength: 18 },
];

/** The 修改密码 form: the three empty password inputs and the submit button's item (no label). */
function passwordForm(): string {
  const rows = PASSWORD_FIELDS.map(({ label, placeholder, maxLength }) =>
    formItem(LABEL_WIDTH, label, textInput('', placeholder, maxLength, false, 'password'), true),
  );
  rows.push(formItem(LABEL_WIDTH, '', kitButton('确认修改', 'primary'), false));
  return `<div class="el-form el-form--label-right bm-settings-form">${rows.join('')}</div>`;
}

/** `account-settings`: the section, the tabs with 修改密码 lit and its empty form, for roles 1–3. */
export const accountSettingsFrame: PersonalFrameWriter = async ({ member }) => {
  if (member.role !== 1 && member.role !== 2 && member.role !== 3) return null;
  const labels = member.role === 1 ? ATHLETE_TABS : TABS;
  return pageSection('账号设置', elementTabs(labels, 0, passwordForm(), (index) => labels[index].length));
};
