import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall, useMutation } from '@badminton/api-client/react';
import { PaymentDialog } from '@badminton/account';
import type { RemoteAppProps } from '@badminton/contracts';
import { Button, ErrorState, PageLoading, PageSection, toast } from '@badminton/ui';
import { INVOICE_TITLE_MESSAGES } from '@badminton/validation';
import { getInvoiceInfo, getSignUpInfo, saveInvoiceInfo, signUp } from '../api/test-order-calls';
import {
  initialCoachForm,
  initialInvoiceForm,
  toInvoicePayload,
  toSignUpPayload,
  type CoachFormValues,
  type InvoiceFormValues,
} from '../utils/order-forms';
import { GRADE_TEST_RECORD_PATH, readSignUpQuery, signUpPath, TEST_LIST_PATH } from '../utils/sign-up-paths';
import { ClassSummary, formatFee } from './class-summary';
import { CoachForm, type FormHandle } from './coach-form';
import { InvoiceForm } from './invoice-form';
import { PaymentNotice } from './payment-notice';
import { BAD_SIGN_UP_LINK } from './sign-up-page';
import { useRefusalWarning } from './use-refusal-warning';
import '../test-orders.css';

export const UNPAID_NOTICE = '订单已保留 30 分钟，可在等级测试记录中继续支付';

/**
 * /test/sureOrder?id&key (req: test-sign-up-and-orders.md#order-confirmation): the order, the coach form, the invoice
 * information (saved with 保存发票信息: 发票信息录入成功 / 发票信息录入失败; unsaved changes are saved before paying), the
 * payment notice and 立即支付: the sign-up call (its refusal as a warning) answers the order number, then the payment
 * dialog. Paid → /personal/gradeTestRecord. Closing the dialog unpaid also goes there: the order holds the place for
 * its 30 minutes and can be paid from the record (a second sign-up here would be refused as already signed up).
 */
export function SureOrderPage({ fileHost }: RemoteAppProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readSignUpQuery(params);
  const info = useCall(getSignUpInfo, { test_class_id: query?.testClassId ?? 0, grade: query?.grade ?? 0 }, { skip: !query });
  useRefusalWarning(info);
  const saved = useCall(getInvoiceInfo, {});
  const item = info.result?.items[0];

  const [coach, setCoach] = useState<CoachFormValues | null>(null);
  const [invoice, setInvoice] = useState<InvoiceFormValues | null>(null);
  const [savedInvoice, setSavedInvoice] = useState<string>('');
  const [orderSn, setOrderSn] = useState<string | null>(null);
  const paid = useRef(false);
  const coachForm = useRef<FormHandle>(null);
  const invoiceForm = useRef<FormHandle>(null);

  useEffect(() => {
    if (item && coach === null) setCoach(initialCoachForm(item.mechanism_fullName));
  }, [item, coach]);
  useEffect(() => {
    if (saved.result && invoice === null) {
      const initial = initialInvoiceForm(saved.result.invoiceInfo);
      setInvoice(initial);
      setSavedInvoice(saved.result.invoiceInfo ? JSON.stringify(toInvoicePayload(initial)) : '');
    }
  }, [saved.result, invoice]);

  const saveInvoice = useMutation(saveInvoiceInfo, { onError: () => toast.error(INVOICE_TITLE_MESSAGES.saveFailed) });
  const submit = useMutation(signUp, { onError: (message) => toast.warning(message) });

  async function storeInvoice(announce: boolean): Promise<boolean> {
    if (!invoice || !(await invoiceForm.current?.validate())) {
      if (announce) toast.error(INVOICE_TITLE_MESSAGES.saveFailed);
      return false;
    }
    const payload = toInvoicePayload(invoice);
    const outcome = await saveInvoice.run(payload);
    if (!outcome.ok) return false;
    setSavedInvoice(JSON.stringify(payload));
    if (announce) toast.success(INVOICE_TITLE_MESSAGES.saved);
    return true;
  }

  async function pay() {
    if (!item || !coach || !invoice) return;
    const coachValid = await coachForm.current?.validate();
    if (!coachValid) return;
    if (JSON.stringify(toInvoicePayload(invoice)) !== savedInvoice && !(await storeInvoice(false))) return;
    const outcome = await submit.run(toSignUpPayload(coach, item));
    if (outcome.ok) setOrderSn(outcome.result.errorMsg);
  }

  if (!query) return <PageSection title="确认订单"><ErrorState text={BAD_SIGN_UP_LINK} /></PageSection>;
  if (info.errorMsg) {
    return (
      <PageSection title="确认订单">
        <div className="test-order-refusal">
          <ErrorState text={info.errorMsg} onRetry={info.retryable ? info.reload : undefined} />
          <Button onClick={() => navigate(TEST_LIST_PATH)}>返回测试报名</Button>
        </div>
      </PageSection>
    );
  }
  if (!item || !coach) return <PageLoading />;

  return (
    <div className="test-order-page">
      <PageSection title="订单信息">
        <ClassSummary item={item} fileHost={fileHost} compact />
      </PageSection>
      <PageSection title="教练员信息">
        <CoachForm ref={coachForm} values={coach} onChange={setCoach} institutionName={item.mechanism_fullName} />
      </PageSection>
      <PageSection
        title="发票信息"
        extra={
          invoice ? (
            <Button size="small" loading={saveInvoice.pending} disabled={saveInvoice.pending} onClick={() => void storeInvoice(true)}>
              保存发票信息
            </Button>
          ) : null
        }
      >
        {invoice ? (
          <InvoiceForm ref={invoiceForm} values={invoice} onChange={setInvoice} />
        ) : saved.errorMsg ? (
          <ErrorState text={saved.errorMsg} onRetry={saved.reload} />
        ) : (
          <PageLoading />
        )}
      </PageSection>
      <PageSection title="支付">
        <PaymentNotice />
        <div className="test-order-pay">
          <p className="test-order-pay__total">
            应付金额 <strong>{formatFee(item.registration_fee)}</strong>
          </p>
          <div className="test-order-actions">
            <Button onClick={() => navigate(signUpPath(item.test_class_id, item.grade))}>返回</Button>
            <Button type="primary" loading={submit.pending || saveInvoice.pending} disabled={submit.pending || saveInvoice.pending || !invoice} onClick={() => void pay()}>
              立即支付
            </Button>
          </div>
        </div>
      </PageSection>
      <PaymentDialog
        orderSn={orderSn}
        open={orderSn !== null}
        title="微信扫码支付"
        onPaid={() => {
          paid.current = true;
          setOrderSn(null);
          navigate(GRADE_TEST_RECORD_PATH);
        }}
        onClose={() => {
          if (paid.current) return;
          setOrderSn(null);
          toast.info(UNPAID_NOTICE);
          navigate(GRADE_TEST_RECORD_PATH);
        }}
      />
    </div>
  );
}

export default SureOrderPage;
