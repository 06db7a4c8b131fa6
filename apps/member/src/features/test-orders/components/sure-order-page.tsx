import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall, useMutation } from '@badminton/api-client/react';
import { CheckoutPaymentDialog } from '@badminton/account';
import type { RemoteAppProps } from '@badminton/contracts';
import { Button, ErrorState, PageLoading, PageSection, toast } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import { getSignUpInfo, signUp } from '../api/test-order-calls';
import { initialCoachForm, toSignUpPayload, type CoachFormValues } from '../utils/order-forms';
import { GRADE_TEST_RECORD_PATH, readSignUpQuery, signUpPath } from '../utils/sign-up-paths';
import { ClassSummary } from './class-summary';
import { RefusalWithOrder } from './existing-order';
import { CoachForm, type FormHandle } from './coach-form';
import { InvoiceSection, type InvoiceSectionHandle } from './invoice-section';
import { PaymentNotice } from './payment-notice';
import { BAD_SIGN_UP_LINK } from './sign-up-page';
import { useRefusalWarning } from './use-refusal-warning';
import '../test-orders.css';


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
  const item = info.result?.items[0];

  const [coach, setCoach] = useState<CoachFormValues | null>(null);
  const [invoiceBusy, setInvoiceBusy] = useState(true);
  const [orderSn, setOrderSn] = useState<string | null>(null);
  const coachForm = useRef<FormHandle>(null);
  const invoiceSection = useRef<InvoiceSectionHandle>(null);
  const onInvoiceBusy = useCallback((busy: boolean) => setInvoiceBusy(busy), []);

  useEffect(() => {
    if (item && coach === null) setCoach(initialCoachForm(item.mechanism_fullName));
  }, [item, coach]);
  const submit = useMutation(signUp, { onError: (message) => toast.warning(message) });

  async function pay() {
    if (!item || !coach) return;
    const coachValid = await coachForm.current?.validate();
    if (!coachValid) return;
    if (!(await invoiceSection.current?.ensureSaved())) return;
    const outcome = await submit.run(toSignUpPayload(coach, item));
    if (outcome.ok) setOrderSn(outcome.result.errorMsg);
  }

  if (!query) return <PageSection title="确认订单"><ErrorState text={BAD_SIGN_UP_LINK} /></PageSection>;
  // Refused once the order exists (a reload, browser Back and Forward): the order itself, with 去支付 (issue 28.3).
  if (info.errorMsg && orderSn === null) {
    return (
      <PageSection title="确认订单">
        <RefusalWithOrder
          testClassId={query.testClassId}
          grade={query.grade}
          errorMsg={info.errorMsg}
          retry={info.retryable ? info.reload : undefined}
        />
      </PageSection>
    );
  }
  if (!item || !coach) return <PageLoading />;

  return (
    <div className="test-order-page">
      <PageSection title="订单信息">
        {orderSn ? (
          <p className="test-order-sn">
            订单号：<strong>{orderSn}</strong>
            <span className="test-order-sn__state">待支付</span>
          </p>
        ) : null}
        <ClassSummary item={item} fileHost={fileHost} compact />
      </PageSection>
      <PageSection title="教练员信息">
        <CoachForm ref={coachForm} values={coach} onChange={setCoach} institutionName={item.mechanism_fullName} />
      </PageSection>
      <InvoiceSection ref={invoiceSection} onBusyChange={onInvoiceBusy} />
      <PageSection title="支付">
        <PaymentNotice />
        <div className="test-order-pay">
          <p className="test-order-pay__total">
            应付金额 <strong>{formatFee(item.registration_fee)}</strong>
          </p>
          <div className="test-order-actions">
            <Button onClick={() => navigate(signUpPath(item.test_class_id, item.grade))}>返回</Button>
            <Button type="primary" loading={submit.pending || invoiceBusy} disabled={submit.pending || invoiceBusy} onClick={() => void pay()}>
              立即支付
            </Button>
          </div>
        </div>
      </PageSection>
      <CheckoutPaymentDialog
        orderSn={orderSn}
        onDismiss={() => setOrderSn(null)}
        recordsPath={GRADE_TEST_RECORD_PATH}
        recordsTitle="等级测试记录"
      />
    </div>
  );
}

export default SureOrderPage;
