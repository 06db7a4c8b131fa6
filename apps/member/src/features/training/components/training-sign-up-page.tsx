import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ComponentType, type RefAttributes } from 'react';
import { Link, useNavigate, useSearchParams } from '@badminton/router';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { CheckoutPaymentDialog } from '@badminton/account';
import { trainingFeeTypeLabel, type RemoteAppProps, type TrainingClassDetail, type TrainingOrderItem } from '@badminton/contracts';
import { Button, Checkbox, confirm, ErrorState, formatDateTime, PageLoading, PageSection, Radio, readRecordId, toast } from '@badminton/ui';
import { ADULT_ONLY_GRADE, checkTrainingImage, formatFee, joinRegionNames, needsAptitudeImage } from '@badminton/validation';
import { getTrainingClassDetail, getTrainingOrder, trainingSignUp } from '../api/training-calls';
import {
  ALREADY_PAID_TEXT,
  chosenFee,
  IMAGE_ACCEPT,
  initialSignUpForm,
  orderStep,
  signUpClosedReason,
  SIGN_UP_CONFIRM,
  signUpProblem,
  toSignUpPayload,
  TRAINING_LIST_PATH,
  TRAINING_RECORD_PATH,
  type SignUpFormValues,
} from '../utils/training-view';
import '../training.css';

/** The invoice information section of an order page (the test-orders feature's, passed in by the route). */
export interface InvoiceSectionHandle {
  ensureSaved(): Promise<boolean>;
}
export type InvoiceSectionComponent = ComponentType<{ onBusyChange?(busy: boolean): void } & RefAttributes<InvoiceSectionHandle>>;

export interface TrainingSignUpPageProps extends RemoteAppProps {
  InvoiceSection: InvoiceSectionComponent;
}

/** 报名提示 (the acknowledgement's text). */
export const SIGN_UP_NOTICE = [
  '请如实选择报名资质，所上传的资质图片须真实有效；资质不符者培训考核成绩无效。',
  '提交报名后将生成培训订单，请在 30 分钟内完成支付，逾期订单自动关闭，可重新报名。',
  '缴费成功后请按培训通知准时参加培训与考核；因个人原因缺席的，费用不予退还。',
];

function range(start: string, end: string): string {
  return `${formatDateTime(start)} 至 ${formatDateTime(end)}`;
}

function Summary({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="training-order__info">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function classRows(detail: Pick<TrainingClassDetail, 'gradeName' | 'provinceName' | 'cityName' | 'districtName' | 'detail_addr' | 'opening_class_start_time' | 'opening_class_end_time'>): [string, string][] {
  return [
    ['考评员等级', detail.gradeName],
    ['培训地点', `${joinRegionNames(detail.provinceName, detail.cityName, detail.districtName)} ${detail.detail_addr}`],
    ['开班时间', range(detail.opening_class_start_time, detail.opening_class_end_time)],
  ];
}

/** The sign-up form: aptitude (and its image above option 0) or 18+ for grade 3, the fee type, 报名提示, 提交报名. */
function SignUpForm({ detail, onSignedUp }: { detail: TrainingClassDetail; onSignedUp(): void }) {
  const [values, setValues] = useState<SignUpFormValues>(() => initialSignUpForm(detail));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (change: Partial<SignUpFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setProblem('');
  };
  const adultOnly = detail.grade === ADULT_ONLY_GRADE;
  const fee = chosenFee(values, detail);
  const closed = signUpClosedReason(detail, Date.now());

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const refused = checkTrainingImage(file);
    if (refused) {
      setProblem(refused);
      toast.warning(refused);
      return;
    }
    set({ image: file });
  }

  async function submit() {
    const refused = signUpProblem(values, detail);
    if (refused) {
      setProblem(refused);
      toast.warning(refused);
      return;
    }
    if (!(await confirm(SIGN_UP_CONFIRM, '确认报名'))) return;
    setBusy(true);
    const outcome = await settle(api().call(trainingSignUp, toSignUpPayload(values, detail) as never));
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.reported) return;
      // A sign-up error from the server is shown as a warning (req: evaluator.md#training-sign-up).
      setProblem(outcome.errorMsg);
      toast.warning(outcome.errorMsg);
      return;
    }
    toast.success('报名成功，请确认订单并支付');
    onSignedUp();
  }

  return (
    <form className="training-form" onSubmit={(event) => event.preventDefault()} aria-label="培训报名">
      {adultOnly ? null : (
        <fieldset className="training-form__field">
          <legend className="training-form__label">
            <span aria-hidden="true">* </span>报名资质
          </legend>
          <Radio.Group
            aria-label="报名资质"
            value={values.aptitudeIndex ?? undefined}
            onChange={(value: number) => set({ aptitudeIndex: Number(value), image: null })}
          >
            {detail.aptitude.map((option, index) => (
              <Radio key={option} value={index}>
                {option}
              </Radio>
            ))}
          </Radio.Group>
          {needsAptitudeImage(values.aptitudeIndex) ? (
            <div className="training-form__upload">
              <input ref={fileInput} className="bm-visually-hidden" type="file" accept={IMAGE_ACCEPT} aria-label="上传资质图片" onChange={pick} />
              <button type="button" className="bm-upload-button" onClick={() => fileInput.current?.click()}>
                {values.image ? '更换资质图片' : '上传资质图片'}
              </button>
              <span className="training-form__file">{values.image ? values.image.name : '未选择图片'}</span>
              <span className="bm-form-tip">请上传所选资质的证书照片，支持 JPG/PNG 格式，大小不超过 4MB</span>
            </div>
          ) : null}
        </fieldset>
      )}
      <fieldset className="training-form__field">
        <legend className="training-form__label">
          <span aria-hidden="true">* </span>缴费类型
        </legend>
        <Radio.Group aria-label="缴费类型" value={values.feeType ?? undefined} onChange={(value: number) => set({ feeType: Number(value) })}>
          {detail.feeList.map((item) => (
            <Radio key={item.feeType} value={item.feeType}>
              {item.feeName || trainingFeeTypeLabel(item.feeType)} {formatFee(item.fee)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <div className="training-form__notice">
        <h3 className="training-form__notice-title">报名提示</h3>
        <ol>
          {SIGN_UP_NOTICE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
      <div className="training-form__checks">
        {adultOnly ? (
          <Checkbox checked={values.isAdult} onChange={(checked: boolean) => set({ isAdult: checked })}>
            我已年满18周岁
          </Checkbox>
        ) : null}
        <Checkbox checked={values.isAgree} onChange={(checked: boolean) => set({ isAgree: checked })}>
          我已阅读并同意以上报名提示
        </Checkbox>
      </div>
      <p className="training-form__problem" role="alert">
        {problem}
      </p>
      <div className="training-order__pay">
        <p className="training-order__total">
          应付金额 <strong>{fee === null ? '—' : formatFee(fee)}</strong>
        </p>
        {closed ? <span className="training-form__closed">{closed}</span> : null}
        <Button type="primary" loading={busy} disabled={closed !== null} onClick={() => void submit()}>
          提交报名
        </Button>
      </div>
    </form>
  );
}

/** The training order: its details, the invoice information, 立即支付 → the QR dialog. */
function OrderToPay({ order, InvoiceSection, onPay }: { order: TrainingOrderItem; InvoiceSection: InvoiceSectionComponent; onPay(): void }) {
  const invoice = useRef<InvoiceSectionHandle>(null);
  const [invoiceBusy, setInvoiceBusy] = useState(true);
  const onBusyChange = useCallback((busy: boolean) => setInvoiceBusy(busy), []);
  async function pay() {
    if (!(await invoice.current?.ensureSaved())) return;
    onPay();
  }
  const rows: [string, string][] = [
    ['订单号', order.order_sn],
    ['培训班', order.name],
    ['缴费类型', order.feeName || trainingFeeTypeLabel(order.feeType)],
    ...(order.aptitude ? ([['报名资质', order.aptitude]] as [string, string][]) : []),
    ['下单时间', formatDateTime(order.createTime)],
    ...(order.expires_at ? ([['支付截止', formatDateTime(order.expires_at)]] as [string, string][]) : []),
  ];
  return (
    <>
      <PageSection title="培训订单">
        <Summary rows={rows} />
      </PageSection>
      <InvoiceSection ref={invoice} onBusyChange={onBusyChange} />
      <PageSection title="支付">
        <div className="training-order__pay">
          <p className="training-order__total">
            应付金额 <strong>{formatFee(order.order_price)}</strong>
          </p>
          <Button type="primary" loading={invoiceBusy} disabled={invoiceBusy} onClick={() => void pay()}>
            立即支付
          </Button>
        </div>
      </PageSection>
    </>
  );
}

/**
 * /evaluationStaff/evaluationStaffSignUp?id (req: evaluator.md#training-sign-up, #training-order-and-payment): the
 * training class and the sign-up form (提交报名 → the confirmation → `ExaminerClass/TrainingSignUp`); then the training
 * order (the last item of `ExaminerClass/GetTrainingOrder`) with the invoice information and 立即支付 →
 * `CheckoutPaymentDialog` (a refused pay code shows the service's errorMsg as an error). Paid → 支付完成 →
 * /personal/trainingRecord; closed unpaid → the notice and /personal/trainingRecord too, where the order stays payable
 * for its 30 minutes. Evaluators only (the route manifest).
 */
export function TrainingSignUpPage({ InvoiceSection }: TrainingSignUpPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const detail = useCall(getTrainingClassDetail, { id: id ?? 0 }, { skip: id === null });
  const orders = useCall(getTrainingOrder, { id: id ?? 0 }, { skip: id === null });
  const [orderSn, setOrderSn] = useState<string | null>(null);
  const item = detail.result?.items[0];
  const step = orders.result ? orderStep(orders.result.items) : null;

  useEffect(() => {
    if (detail.errorMsg && !detail.retryable) toast.warning(detail.errorMsg);
  }, [detail.errorMsg, detail.retryable]);

  if (id === null) return <PageSection title="培训订单确认"><ErrorState text="该培训班不存在" /></PageSection>;
  const failed = detail.errorMsg || orders.errorMsg;
  if (failed && !(item && step)) {
    return (
      <PageSection title="培训订单确认">
        <div className="training-refusal">
          <ErrorState text={failed} onRetry={() => (detail.errorMsg ? detail.reload() : orders.reload())} />
          <Button onClick={() => navigate(TRAINING_LIST_PATH)}>返回培训列表</Button>
        </div>
      </PageSection>
    );
  }
  if (!item || !step) return <PageLoading />;

  return (
    <div className="training-order-page">
      <PageSection title="培训信息">
        <h2 className="training-order__title">{item.name}</h2>
        <Summary
          rows={[
            ...classRows(item),
            ['报名时间', range(item.apply_start_time, item.apply_end_time)],
            ['考核时间', range(item.startTime, item.endTime)],
          ]}
        />
      </PageSection>
      {step.kind === 'form' ? (
        <PageSection title="报名信息">
          <SignUpForm detail={item} onSignedUp={orders.reload} />
        </PageSection>
      ) : step.kind === 'order' ? (
        <OrderToPay order={step.order} InvoiceSection={InvoiceSection} onPay={() => setOrderSn(step.order.order_sn)} />
      ) : (
        <PageSection title="培训订单">
          <p className="training-order__done">{ALREADY_PAID_TEXT}</p>
          <Link className="training-order__link" to={TRAINING_RECORD_PATH}>
            查看培训记录
          </Link>
        </PageSection>
      )}
      <CheckoutPaymentDialog
        orderSn={orderSn}
        onDismiss={() => setOrderSn(null)}
        recordsPath={TRAINING_RECORD_PATH}
        recordsTitle="培训记录"
      />
    </div>
  );
}

export default TrainingSignUpPage;
