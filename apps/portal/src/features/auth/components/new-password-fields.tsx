import { Form, Input } from '@badminton/ui';
import { PasswordStrength } from './password-strength';

export interface NewPasswordFieldsProps {
  pwd: string;
  confirmpwd: string;
  onPwd: (pwd: string) => void;
  onConfirm: (confirmpwd: string) => void;
  /** 设置密码 (register) or 新密码 (reset). */
  label: string;
  placeholder: string;
  /** Shows the strength meter under the password (register). */
  withStrength?: boolean;
}

/**
 * A new password (6–18) and its confirmation inside an auth `Form` whose rules cover `pwd` and `confirmpwd`
 * (`newPasswordRules`).
 */
export function NewPasswordFields({ pwd, confirmpwd, onPwd, onConfirm, label, placeholder, withStrength = false }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label={label} prop="pwd">
        <Input
          type="password"
          value={pwd}
          maxLength={18}
          placeholder={placeholder}
          autoComplete="new-password"
          aria-label={label}
          onChange={onPwd}
        />
        {withStrength ? <PasswordStrength value={pwd} /> : null}
      </Form.Item>
      <Form.Item label="确认密码" prop="confirmpwd">
        <Input
          type="password"
          value={confirmpwd}
          maxLength={18}
          placeholder="请再次输入密码"
          autoComplete="new-password"
          aria-label="确认密码"
          onChange={onConfirm}
        />
      </Form.Item>
    </>
  );
}
