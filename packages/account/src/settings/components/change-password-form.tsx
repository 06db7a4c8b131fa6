import { Form, Input } from '@badminton/ui';
import { requestPasswordChange } from '../api/settings-calls';
import { emptyPasswordForm, passwordRules, type PasswordFormValues } from '../utils/settings-rules';
import { SettingsForm } from './settings-form';

export const PASSWORD_CHANGED = '修改成功';

const PASSWORD_FIELDS: { field: keyof PasswordFormValues; label: string; placeholder: string; autoComplete: string; maxLength?: number }[] = [
  { field: 'oldPassword', label: '原密码', placeholder: '请输入原密码', autoComplete: 'current-password' },
  { field: 'newPassword', label: '新密码', placeholder: '6–18位新密码', autoComplete: 'new-password', maxLength: 18 },
  { field: 'confirmPassword', label: '确认新密码', placeholder: '请再次输入新密码', autoComplete: 'new-password', maxLength: 18 },
];

/**
 * 修改密码 (req: accounts.md#change-password): old, new (6–18) and confirmation; the three are encrypted before they are
 * sent. Success shows 修改成功, signs out (the service has ended every session) and goes to the root.
 */
export function ChangePasswordForm() {
  return (
    <SettingsForm
      initial={emptyPasswordForm}
      rules={passwordRules}
      send={requestPasswordChange}
      submitText="确认修改"
      done={{ message: PASSWORD_CHANGED, to: '/' }}
    >
      {({ values, set }) =>
        PASSWORD_FIELDS.map(({ field, label, placeholder, autoComplete, maxLength }) => (
          <Form.Item key={field} label={label} prop={field}>
            <Input
              type="password"
              value={values[field]}
              placeholder={placeholder}
              autoComplete={autoComplete}
              maxLength={maxLength}
              onChange={(v) => set(field, v)}
            />
          </Form.Item>
        ))
      }
    </SettingsForm>
  );
}
