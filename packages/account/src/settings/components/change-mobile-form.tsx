import { api } from '@badminton/api-client';
import { Form, Input, SmsCodeButton } from '@badminton/ui';
import { CONTACT_MOBILE_MESSAGES, SMS_CODE_LENGTH, validateMobile } from '@badminton/validation';
import { requestMobileChange, sendMobileCode } from '../api/settings-calls';
import { emptyMobileForm, mobileRules, toMobilePayload } from '../utils/settings-rules';
import { SettingsForm } from './settings-form';

export const MOBILE_CHANGED = '绑定成功';

const checkMobile = (mobile: string) => validateMobile(mobile, CONTACT_MOBILE_MESSAGES);

/**
 * 更换手机号 (req: accounts.md#change-mobile): the new mobile and the SMS code sent to it. Success shows 绑定成功, signs out
 * (the service has ended every session) and goes to /signin.
 */
export function ChangeMobileForm({ role }: { role: number }) {
  return (
    <SettingsForm
      initial={emptyMobileForm}
      rules={mobileRules}
      send={(values) => api().call(requestMobileChange, toMobilePayload(values, role))}
      submitText="确认更换"
      done={{ message: MOBILE_CHANGED, to: '/signin' }}
    >
      {({ values, set }) => (
        <>
          <Form.Item label="新手机号" prop="mobile">
            <Input
              value={values.mobile}
              placeholder="请输入新的手机号"
              maxLength={11}
              autoComplete="tel"
              onChange={(v) => set('mobile', v)}
            />
          </Form.Item>
          <Form.Item label="验证码" prop="code">
            <div className="bm-settings-code">
              <Input
                value={values.code}
                placeholder="请输入验证码"
                maxLength={SMS_CODE_LENGTH}
                autoComplete="one-time-code"
                onChange={(v) => set('code', v)}
              />
              <SmsCodeButton mobile={values.mobile} validateMobile={checkMobile} send={sendMobileCode} />
            </div>
          </Form.Item>
        </>
      )}
    </SettingsForm>
  );
}
