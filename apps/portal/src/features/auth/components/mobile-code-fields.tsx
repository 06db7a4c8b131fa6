import { Form, Input, SmsCodeButton } from '@badminton/ui';
import { sendSmsCode } from '../api/sms';
import { mobileMessage } from '../utils/form-rules';

export interface MobileCodeFieldsProps {
  mobile: string;
  code: string;
  onMobile: (mobile: string) => void;
  onCode: (code: string) => void;
  mobilePlaceholder?: string;
}

/**
 * 手机号 and 验证码 with 获取验证码 (req: accounts.md#mobile-number-rules, accounts.md#sms-verification-code) inside an auth
 * `Form` whose rules cover `mobile` and `code` (`mobileCodeRules`). The button checks the mobile first and counts down
 * 120 s after a code was sent.
 */
export function MobileCodeFields({ mobile, code, onMobile, onCode, mobilePlaceholder = '请输入手机号' }: MobileCodeFieldsProps) {
  return (
    <>
      <Form.Item label="手机号" prop="mobile">
        <Input value={mobile} maxLength={11} placeholder={mobilePlaceholder} aria-label="手机号" onChange={onMobile} />
      </Form.Item>
      <Form.Item label="验证码" prop="code">
        <div className="auth-code-row">
          <Input value={code} maxLength={4} placeholder="请输入验证码" aria-label="验证码" onChange={onCode} />
          <SmsCodeButton mobile={mobile} validateMobile={mobileMessage} send={sendSmsCode} />
        </div>
      </Form.Item>
    </>
  );
}
