import { useMemo, useRef, useState } from 'react';
import { Button, Form, Input, SmsCodeButton, toast, type FormInstance } from '@badminton/ui';
import { CONTACT_MOBILE_MESSAGES, SMS_CODE_LENGTH, validateMobile } from '@badminton/validation';
import { requestMobileChange, sendMobileCode } from '../api/settings-calls';
import { useLeaveSignedOut } from './use-leave-signed-out';
import { emptyMobileForm, mobileRules, toMobilePayload, type MobileFormValues } from '../utils/settings-rules';

export const MOBILE_CHANGED = '绑定成功';

const checkMobile = (mobile: string) => validateMobile(mobile, CONTACT_MOBILE_MESSAGES);

/**
 * 更换手机号 (spec 002 §5, §8): the new mobile and the SMS code sent to it. Success shows 绑定成功, signs out (the
 * service has ended every session) and goes to /signin.
 */
export function ChangeMobileForm({ role }: { role: number }) {
  const leaveSignedOut = useLeaveSignedOut();
  const [values, setValues] = useState<MobileFormValues>(emptyMobileForm);
  const [submitting, setSubmitting] = useState(false);
  const current = useRef(values);
  current.current = values;
  const form = useRef<FormInstance | null>(null);
  const rules = useMemo(() => mobileRules(), []);

  const set = (field: keyof MobileFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit() {
    const valid = await new Promise<boolean>((resolve) => {
      if (form.current) form.current.validate(resolve);
      else resolve(false);
    });
    if (!valid) return;
    setSubmitting(true);
    const answer = await requestMobileChange(toMobilePayload(current.current, role));
    setSubmitting(false);
    if (!answer.ok) {
      if (!answer.sessionExpired) toast.error(answer.errorMsg);
      return;
    }
    toast.success(MOBILE_CHANGED);
    leaveSignedOut('/signin');
  }

  return (
    <Form
      ref={(instance: FormInstance | null) => {
        form.current = instance;
      }}
      model={values}
      rules={rules}
      labelWidth="110"
      className="bm-settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
      <Form.Item>
        <Button type="primary" nativeType="submit" loading={submitting} disabled={submitting}>
          确认更换
        </Button>
      </Form.Item>
    </Form>
  );
}
