import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { Form, Input, Radio, type FormInstance, type FormRule } from '@badminton/ui';
import { asFormValidator } from '@badminton/validation';
import { coachFieldChecks, switchCoachStatus, type CoachFormValues } from '../utils/order-forms';

export interface FormHandle {
  /** Runs the form's rules; true when every field passes. */
  validate(): Promise<boolean>;
}

function blurRule(check: (value: string) => string | null): FormRule {
  return { required: true, trigger: 'blur', validator: asFormValidator(check) as FormRule['validator'] };
}

export interface CoachFormProps {
  values: CoachFormValues;
  onChange(values: CoachFormValues): void;
  institutionName: string;
}

/**
 * 教练员信息 (req: test-sign-up-and-orders.md#coach-form-rules): trained at this institution (status 0: 培训机构 is the
 * institution's name, disabled) or not (1: cleared, to type); coach's name; coach's mobile or 无.
 */
export const CoachForm = forwardRef<FormHandle, CoachFormProps>(function CoachForm({ values, onChange, institutionName }, ref) {
  const form = useRef<FormInstance | null>(null);
  const current = useRef(values);
  current.current = values;
  const rules = useMemo(() => {
    const checks = coachFieldChecks(() => current.current);
    return { train: [blurRule(checks.train)], coach: [blurRule(checks.coach)], phone: [blurRule(checks.phone)] };
  }, []);
  useImperativeHandle(ref, () => ({
    validate: () =>
      new Promise<boolean>((resolve) => {
        if (form.current) form.current.validate(resolve);
        else resolve(false);
      }),
  }));
  const set = (field: 'train' | 'coach' | 'phone', value: string) => onChange({ ...current.current, [field]: value });

  return (
    <Form
      ref={(instance: FormInstance | null) => {
        form.current = instance;
      }}
      model={values}
      rules={rules}
      labelWidth="140"
      className="test-order-form"
      onSubmit={(event) => event.preventDefault()}
    >
      <Form.Item label="是否在本机构培训">
        <div role="radiogroup" aria-label="是否在本机构培训">
          <Radio.Group
            value={values.status}
            onChange={(status: 0 | 1) => {
              onChange(switchCoachStatus(current.current, status, institutionName));
              // Back to 0: the prefilled name passes, so a message left from status 1 goes away.
              if (status === 0) setTimeout(() => form.current?.validateField('train'), 0);
            }}
          >
            <Radio value={0}>是</Radio>
            <Radio value={1}>否</Radio>
          </Radio.Group>
        </div>
      </Form.Item>
      <Form.Item label="培训机构" prop="train">
        <Input value={values.train} disabled={values.status === 0} maxLength={50} placeholder="请输入培训机构" onChange={(v) => set('train', String(v))} />
      </Form.Item>
      <Form.Item label="教练员姓名" prop="coach">
        <Input value={values.coach} maxLength={50} placeholder="请输入教练员姓名" onChange={(v) => set('coach', String(v))} />
      </Form.Item>
      <Form.Item label="教练员手机号" prop="phone">
        <Input value={values.phone} maxLength={20} placeholder="没有教练员手机号请填写“无”" onChange={(v) => set('phone', String(v))} />
      </Form.Item>
    </Form>
  );
});
