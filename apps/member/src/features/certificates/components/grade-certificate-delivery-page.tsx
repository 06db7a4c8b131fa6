import { useMemo, useRef, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { PaymentDialog } from '@badminton/account';
import type { OwnCertificateItem } from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { useNavigate } from '@badminton/router';
import { Button, Checkbox, EmptyState, ErrorState, Form, Input, PageLoading, PageSection, toast, type FormInstance, type FormRule } from '@badminton/ui';
import {
  asFormValidator,
  DELIVERY_ADDRESS_MAX,
  DELIVERY_CONTACTS_MAX,
  DELIVERY_FORM_MESSAGES,
  formatYuan,
  validateContacts,
  validateDeliveryAddress,
  validateTelphone,
} from '@badminton/validation';
import { getCertificateFees, getOwnCertificates, getShippingFee, loadRegions, submitDelivery } from '../api/certificate-calls';
import {
  certificateList,
  deliverable,
  EMPTY_DELIVERY_FORM,
  feesOf,
  gradeCertificatePath,
  validateRegion,
  type Choices,
  type DeliveryFormValues,
} from '../utils/certificate-view';
import '../certificates.css';

function rule(check: (value: never) => string | null, trigger: 'blur' | 'change' = 'blur'): FormRule {
  return { required: true, trigger, validator: asFormValidator(check) as FormRule['validator'] };
}

function CertificateChoice({
  certificate,
  choice,
  onChange,
}: {
  certificate: OwnCertificateItem;
  choice: { certificate: boolean; badge: boolean };
  onChange(next: { certificate: boolean; badge: boolean }): void;
}) {
  return (
    <li className="delivery-choice">
      <span className="delivery-choice__grade" id={`delivery-grade-${certificate.id}`}>
        {certificate.gradeName}
        <span className="delivery-choice__number">{certificate.certificate_number}</span>
      </span>
      <span className="delivery-choice__boxes" role="group" aria-labelledby={`delivery-grade-${certificate.id}`}>
        <Checkbox checked={choice.certificate} onChange={(checked: boolean) => onChange({ ...choice, certificate: checked })}>
          证书
        </Checkbox>
        <Checkbox checked={choice.badge} onChange={(checked: boolean) => onChange({ ...choice, badge: checked })}>
          证章
        </Checkbox>
      </span>
    </li>
  );
}

/**
 * /personal/gradeCertificateDelivery (req: 001 §4, §5, §8, §9): the athlete's certificates not yet granted or ordered,
 * each as 证书, 证章 or both (certificate_type 0/1/2); the recipient, phone, province/city/district and address with
 * the spec's messages; the fees (certificate + badge + shipping by province) shown as a sum; 提交 → 提交成功 and the
 * payment dialog of the new order; paid or closed, the orders list.
 */
export default function GradeCertificateDeliveryPage() {
  const navigate = useNavigate();
  const certificates = useCall(getOwnCertificates, {});
  const rates = useCall(getCertificateFees, { userType: 1 });
  const [values, setValues] = useState<DeliveryFormValues>(EMPTY_DELIVERY_FORM);
  const [choices, setChoices] = useState<Choices>({});
  const [choiceProblem, setChoiceProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [orderSn, setOrderSn] = useState<string | null>(null);
  const form = useRef<FormInstance | null>(null);
  const current = useRef(values);
  current.current = values;

  const shipping = useCall(getShippingFee, { area_code: values.region.provinceId ?? 0 }, { skip: !values.region.provinceId });
  const orderable = deliverable(certificates.result?.items ?? []);
  const ids = orderable.map((c) => c.id);
  const list = certificateList(ids, choices);
  const fees = feesOf(
    list.map((item) => item.certificate_type),
    rates.result ?? null,
    values.region.provinceId && shipping.result ? shipping.result.fee : null,
  );

  const rules = useMemo(
    () => ({
      contacts: [rule(validateContacts as (value: never) => string | null)],
      telphone: [rule(validateTelphone as (value: never) => string | null)],
      region: [{ required: true, trigger: 'change', validator: asFormValidator(() => validateRegion(current.current.region)) as FormRule['validator'] }],
      mailing_detail_address: [rule(validateDeliveryAddress as (value: never) => string | null)],
    }),
    [],
  );

  const set = <K extends keyof DeliveryFormValues>(key: K, value: DeliveryFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    const formOk = await new Promise<boolean>((resolve) => (form.current ? form.current.validate(resolve) : resolve(false)));
    const chosenOk = list.length > 0;
    setChoiceProblem(chosenOk ? '' : DELIVERY_FORM_MESSAGES.typeRequired);
    if (!formOk || !chosenOk) return;
    setBusy(true);
    const outcome = await settle(
      api().call(submitDelivery, {
        userType: 1,
        is_grant_test: 0,
        certificateList: list,
        contacts: values.contacts.trim(),
        telphone: values.telphone.trim(),
        province: values.region.provinceId ?? 0,
        city: values.region.cityId ?? 0,
        district: values.region.districtId ?? 0,
        mailing_detail_address: values.mailing_detail_address.trim(),
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      return;
    }
    toast.success(DELIVERY_FORM_MESSAGES.submitted);
    setOrderSn(outcome.result.order_sn);
  }

  const toOrders = () => navigate(gradeCertificatePath('orders'));

  const waiting = (certificates.loading && !certificates.result) || (rates.loading && !rates.result);

  let body;
  if (waiting) body = <PageLoading />;
  else if (certificates.errorMsg && !certificates.result)
    body = <ErrorState text={certificates.errorMsg} onRetry={certificates.retryable === false ? undefined : certificates.reload} />;
  else if (rates.errorMsg && !rates.result) body = <ErrorState text={rates.errorMsg} onRetry={rates.retryable === false ? undefined : rates.reload} />;
  else if (orderable.length === 0 && orderSn === null) body = <EmptyState text="暂无可申领纸质证书的等级" />;
  else
    body = (
      <>
        <fieldset className="delivery-section" aria-describedby="delivery-choice-problem">
          <legend className="delivery-section__title">申领等级</legend>
          {/* One text node, as the service's frame draws it (decision 0045): a text split in several nodes paints a few
              pixels larger and would count as a new largest paint. */}
          <p className="delivery-section__hint">
            {`每个等级可申领证书、证章或两者都申领：证书 ¥${rates.result ? rates.result.certificateFee : '—'} / 个，证章 ¥${rates.result ? rates.result.badgesFee : '—'} / 个。`}
          </p>
          <ul className="delivery-choices">
            {orderable.map((certificate) => (
              <CertificateChoice
                key={certificate.id}
                certificate={certificate}
                choice={choices[certificate.id] ?? { certificate: false, badge: false }}
                onChange={(next) => {
                  setChoices((all) => ({ ...all, [certificate.id]: next }));
                  setChoiceProblem('');
                }}
              />
            ))}
          </ul>
          <p id="delivery-choice-problem" className="delivery-problem" role="alert">
            {choiceProblem}
          </p>
        </fieldset>
        <Form
          ref={(instance: FormInstance | null) => {
            form.current = instance;
          }}
          model={values}
          rules={rules}
          labelWidth="100"
          className="delivery-form"
          onSubmit={(event) => event.preventDefault()}
        >
          <Form.Item label="收件人" prop="contacts">
            <Input value={values.contacts} maxLength={DELIVERY_CONTACTS_MAX} placeholder="请输入收件人姓名" autoComplete="name" onChange={(v) => set('contacts', String(v))} />
          </Form.Item>
          <Form.Item label="联系电话" prop="telphone">
            <Input value={values.telphone} maxLength={11} placeholder="请输入手机号" autoComplete="tel" onChange={(v) => set('telphone', String(v))} />
          </Form.Item>
          <Form.Item label="所在地区" prop="region">
            <RegionCascade
              value={values.region}
              loadRegions={loadRegions}
              onChange={(region) => {
                current.current = { ...current.current, region };
                set('region', region);
                setTimeout(() => form.current?.validateField('region'), 0);
              }}
            />
          </Form.Item>
          <Form.Item label="详细地址" prop="mailing_detail_address">
            <Input
              value={values.mailing_detail_address}
              maxLength={DELIVERY_ADDRESS_MAX}
              placeholder="街道、门牌号等"
              autoComplete="street-address"
              onChange={(v) => set('mailing_detail_address', String(v))}
            />
          </Form.Item>
        </Form>
        <div className="delivery-fees" aria-live="polite">
          <dl className="delivery-fees__list">
            <div>
              <dt>证书费</dt>
              <dd>¥{formatYuan(fees?.certificateFen ?? 0)}</dd>
            </div>
            <div>
              <dt>证章费</dt>
              <dd>¥{formatYuan(fees?.badgeFen ?? 0)}</dd>
            </div>
            <div>
              <dt>运费</dt>
              <dd>{values.region.provinceId ? `¥${formatYuan(fees?.shippingFen ?? 0)}` : '选择省份后计算'}</dd>
            </div>
          </dl>
          <p className="delivery-fees__total">
            合计：<strong>¥{formatYuan(fees?.totalFen ?? 0)}</strong>
          </p>
          <Button type="primary" loading={busy} disabled={orderSn !== null} onClick={() => void submit()}>
            提交并支付
          </Button>
        </div>
      </>
    );

  return (
    <PageSection title="证书证章申领" extra={<Button onClick={() => navigate(gradeCertificatePath())}>返回</Button>}>
      {body}
      <PaymentDialog
        orderSn={orderSn}
        open={orderSn !== null}
        title="微信扫码支付"
        onClose={toOrders}
        onPaid={toOrders}
      />
    </PageSection>
  );
}
