import type { ReactNode } from 'react';
import { CERTIFICATE_TYPE_LABELS, PROFILE_MESSAGES } from '@badminton/contracts';
import { RegionCascade, type RegionValue } from '@badminton/pickers';
import { Form, Input, Select } from '@badminton/ui';
import { FormActions } from '../../shared/form-actions';
import { loadRegions } from '../../shared/loaders';
import type { FormRules } from '../../shared/rules';
import type { InfoForm } from './use-info-form';

export interface InfoFormFrameProps<V extends object> {
  form: InfoForm<V>;
  /** Which fields are required and which are key information. */
  hint: string;
  rules: FormRules;
  labelWidth: string;
  /** 取消编辑 (offered once a profile is saved). */
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame of a basic-information form: the hints (with the locked-profile notice), the element Form and
 * 编辑 / 提交 / 取消编辑 under the fields.
 */
export function InfoFormFrame<V extends object>({ form, hint, rules, labelWidth, onCancel, onSubmit, children }: InfoFormFrameProps<V>) {
  return (
    <div className="bm-info-form">
      <p className="bm-form-hint">{hint}</p>
      {form.locked ? <p className="bm-form-hint bm-form-hint--locked">{PROFILE_MESSAGES.keyFieldsLocked}</p> : null}
      <Form key={form.formKey} ref={form.bindForm} model={form.values} rules={rules} labelWidth={labelWidth} className="bm-info-form__form">
        {children}
        <Form.Item>
          <FormActions mode={form.mode} canCancel={form.hasProfile} onEdit={form.edit} onCancel={onCancel} onSubmit={onSubmit} />
        </Form.Item>
      </Form>
    </div>
  );
}

/** The fields of `V` that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface TextItemProps<V> {
  form: InfoForm<V>;
  field: TextField<V>;
  label: string;
  placeholder: string;
  maxLength: number;
}

/** One text field bound to `form.values[field]`, read-only when the form says so. */
export function TextItem<V>({ form, field, label, placeholder, maxLength }: TextItemProps<V>) {
  return (
    <Form.Item label={label} prop={field}>
      <Input
        value={form.values[field] as string}
        placeholder={placeholder}
        disabled={form.readOnly(field)}
        maxLength={maxLength}
        onChange={(value) => form.set(field, value as V[TextField<V>])}
      />
    </Form.Item>
  );
}

/** The province / city / district of `form.values.region`, checked again on every change. */
export function RegionItem<V extends { region: RegionValue }>({ form, label }: { form: InfoForm<V>; label: string }) {
  return (
    <Form.Item label={label} prop="region">
      <RegionCascade
        value={form.values.region}
        loadRegions={loadRegions}
        disabled={form.readOnly('region')}
        onChange={(region) => {
          form.setValues((values) => ({ ...values, region }));
          form.revalidate('region');
        }}
      />
    </Form.Item>
  );
}

const CERTIFICATE_TYPES = Object.entries(CERTIFICATE_TYPE_LABELS);

export interface CertificateTypeItemProps<V extends { certificates_type: string }> {
  form: InfoForm<V>;
  label: string;
  placeholder: string;
  /** The ID number checked by this type: checked again when the type changes. */
  numberField: TextField<V>;
  /** The values with the new type (default: only the type changes). */
  withType?: (values: V, type: string) => V;
}

/** 证件类型 over `CERTIFICATE_TYPE_LABELS`; a change re-checks the type and the number it governs. */
export function CertificateTypeItem<V extends { certificates_type: string }>({
  form,
  label,
  placeholder,
  numberField,
  withType = (values, type) => ({ ...values, certificates_type: type }),
}: CertificateTypeItemProps<V>) {
  return (
    <Form.Item label={label} prop="certificates_type">
      <Select
        value={form.values.certificates_type}
        placeholder={placeholder}
        disabled={form.readOnly('certificates_type')}
        onChange={(type: string) => {
          form.setValues((values) => withType(values, String(type)));
          form.revalidate('certificates_type');
          if (form.current.current[numberField]) form.revalidate(numberField);
        }}
      >
        {CERTIFICATE_TYPES.map(([type, typeLabel]) => (
          <Select.Option key={type} value={type} label={typeLabel} />
        ))}
      </Select>
    </Form.Item>
  );
}
