import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { Form, Input, Radio, type FormInstance, type FormRule } from '@badminton/ui';
import {
  asFormValidator,
  codePointLength,
  INVOICE_CONTENT_TEXT,
  INVOICE_KIND_TEXT,
  INVOICE_MEMO_MAX,
  InvoiceCustType,
  type InvoiceCustTypeCode,
} from '@badminton/validation';
import { invoiceFieldChecks, type InvoiceFormValues } from '../utils/order-forms';
import type { FormHandle } from './coach-form';

function rule(check: (value: string) => string | null, required: boolean): FormRule {
  return { required, trigger: 'blur', validator: asFormValidator(check) as FormRule['validator'] };
}

const COMPANY_FIELDS: { field: keyof InvoiceFormValues; label: string; max: number; required?: boolean }[] = [
  { field: 'custname', label: '单位名称', max: 100, required: true },
  { field: 'custTaxNo', label: '纳税人识别号', max: 30, required: true },
  { field: 'custAddr', label: '单位地址', max: 200 },
  { field: 'custPhone', label: '单位电话', max: 30 },
  { field: 'custBank', label: '开户银行', max: 100 },
  { field: 'custAccount', label: '银行账号', max: 50 },
];

export interface InvoiceFormProps {
  values: InvoiceFormValues;
  onChange(values: InvoiceFormValues): void;
}

/**
 * 发票信息 (req: invoices.md#invoice-information): 单位 (01, with the company fields; name and taxpayer number required)
 * or 个人 (03, none); the fixed 电子普通发票 / 商品明细; the memo with its 200-character counter.
 */
export const InvoiceForm = forwardRef<FormHandle, InvoiceFormProps>(function InvoiceForm({ values, onChange }, ref) {
  const form = useRef<FormInstance | null>(null);
  const current = useRef(values);
  current.current = values;
  const rules = useMemo(() => {
    const checks = invoiceFieldChecks(() => current.current);
    return {
      custname: [rule(checks.custname, true)],
      custTaxNo: [rule(checks.custTaxNo, true)],
      invoMemo: [{ ...rule(checks.invoMemo, false), trigger: 'change' as const }],
    };
  }, []);
  useImperativeHandle(ref, () => ({
    validate: () =>
      new Promise<boolean>((resolve) => {
        if (form.current) form.current.validate(resolve);
        else resolve(false);
      }),
  }));
  const set = (field: keyof InvoiceFormValues, value: string) => onChange({ ...current.current, [field]: value });
  const company = values.custtype === InvoiceCustType.Company;
  const memoLength = codePointLength(values.invoMemo);

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
      <Form.Item label="发票类型">
        <span className="test-order-fixed">{INVOICE_KIND_TEXT}</span>
      </Form.Item>
      <Form.Item label="发票内容">
        <span className="test-order-fixed">{INVOICE_CONTENT_TEXT}</span>
      </Form.Item>
      <Form.Item label="抬头类型">
        <div role="radiogroup" aria-label="抬头类型">
          <Radio.Group value={values.custtype} onChange={(custtype: InvoiceCustTypeCode) => onChange({ ...current.current, custtype })}>
            <Radio value={InvoiceCustType.Company}>单位</Radio>
            <Radio value={InvoiceCustType.Personal}>个人</Radio>
          </Radio.Group>
        </div>
      </Form.Item>
      {company
        ? COMPANY_FIELDS.map(({ field, label, max, required }) => (
            <Form.Item key={field} label={label} prop={required ? field : undefined}>
              <Input value={values[field]} maxLength={max} placeholder={`请输入${label}`} onChange={(v) => set(field, String(v))} />
            </Form.Item>
          ))
        : null}
      <Form.Item label="发票备注" prop="invoMemo">
        <Input
          type="textarea"
          value={values.invoMemo}
          autosize={{ minRows: 2, maxRows: 5 }}
          placeholder="选填"
          onChange={(v) => set('invoMemo', String(v))}
        />
        <span className={memoLength > INVOICE_MEMO_MAX ? 'test-order-counter test-order-counter--over' : 'test-order-counter'} aria-live="polite">
          {memoLength}/{INVOICE_MEMO_MAX}
        </span>
      </Form.Item>
    </Form>
  );
});
