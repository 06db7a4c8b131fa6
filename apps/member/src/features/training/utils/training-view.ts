import {
  PAY_RECORD_PAGE_SIZE,
  PaymentStatus,
  PERFORMANCE_REVIEW_LABELS,
  TRAINING_RECORD_PAGE_SIZE,
  type TrainingClassDetail,
  type TrainingOrderItem,
} from '@badminton/contracts';
import { needsAptitudeImage, registrationReason, registrationState, SIGN_UP_BUTTON_LABELS, TRAINING_ORGANISER, validateTrainingSignUp } from '@badminton/validation';

/**
 * The evaluator's training screens (req: evaluator.md; decision 0034): the sign-up form's values and payload, which
 * step the order page shows, the record actions, labels and paging. The form rules are @badminton/validation's (the
 * service applies the same ones).
 */

export const TRAINING_SIGN_UP_PATH = '/evaluationStaff/evaluationStaffSignUp';
export const TRAINING_RECORD_PATH = '/personal/trainingRecord';
export const PAY_RECORD_PATH = '/personal/payRecord';
export const TRAINING_LIST_PATH = '/evaluationStaffTraining';
export const INVOICE_DETAIL_PATH = '/personal/invoice';

export const RECORD_PAGE_SIZE = TRAINING_RECORD_PAGE_SIZE;
export const PAY_PAGE_SIZE = PAY_RECORD_PAGE_SIZE;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const SIGN_UP_CONFIRM = '确认提交报名信息吗？提交后将生成培训订单，请在 30 分钟内完成支付。';
export const ALREADY_PAID_TEXT = '您已报名该培训班并完成缴费，可在培训记录中查看。';

export function trainingSignUpPath(id: number): string {
  return `${TRAINING_SIGN_UP_PATH}?id=${id}`;
}

export function invoicePath(orderSn: string): string {
  return `${INVOICE_DETAIL_PATH}?orderSn=${encodeURIComponent(orderSn)}`;
}

/** 1-based page from the address (`page`), 1 when absent or invalid. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}


export { paymentStatusLabel } from '@badminton/contracts';

export function reviewLabel(code: number): string {
  return PERFORMANCE_REVIEW_LABELS[code] ?? '—';
}

// ---------------------------------------------------------------- the order page

/**
 * What /evaluationStaff/evaluationStaffSignUp shows, from the last item of the training order call: the sign-up form
 * (no sign-up, or its order closed or refunded), the order to pay (pending or failed), or that it is paid.
 */
export type OrderStep = { kind: 'form' } | { kind: 'order'; order: TrainingOrderItem } | { kind: 'paid'; order: TrainingOrderItem };

export function orderStep(items: readonly TrainingOrderItem[]): OrderStep {
  const order = items.at(-1);
  if (!order) return { kind: 'form' };
  if (order.payment_status === PaymentStatus.Pending || order.payment_status === PaymentStatus.Failed) return { kind: 'order', order };
  if (order.payment_status === PaymentStatus.Paid) return { kind: 'paid', order };
  return { kind: 'form' };
}

/**
 * Why the class takes no sign-up now (已停止报名 / 未开始报名 / 报名已结束 and why: `registrationReason`), or null while its window is open — the same
 * rule as the training detail's 报名 button (the service decides on its own clock).
 */
export function signUpClosedReason(detail: Pick<TrainingClassDetail, 'isStop' | 'apply_start_time' | 'apply_end_time'>, now: number): string | null {
  const window = { isStop: detail.isStop, registration_start_time: detail.apply_start_time, registration_end_time: detail.apply_end_time };
  const state = registrationState(window, now);
  return state === 'open' ? null : `${SIGN_UP_BUTTON_LABELS[state]}：${registrationReason(window, now, TRAINING_ORGANISER)}`;
}

export interface SignUpFormValues {
  aptitudeIndex: number | null;
  image: File | null;
  isAdult: boolean;
  feeType: number | null;
  isAgree: boolean;
}

/** A class with one fee type has it chosen already. */
export function initialSignUpForm(detail: Pick<TrainingClassDetail, 'feeList'>): SignUpFormValues {
  return { aptitudeIndex: null, image: null, isAdult: false, feeType: detail.feeList.length === 1 ? detail.feeList[0].feeType : null, isAgree: false };
}

/** The first problem of the form (the spec's messages), or null. */
export function signUpProblem(values: SignUpFormValues, detail: Pick<TrainingClassDetail, 'grade' | 'aptitude' | 'feeList'>): string | null {
  return validateTrainingSignUp({
    grade: detail.grade,
    aptitudeOptions: detail.aptitude,
    aptitudeIndex: values.aptitudeIndex,
    hasImage: values.image !== null,
    isAdult: values.isAdult,
    feeType: values.feeType,
    feeTypes: detail.feeList.map((fee) => fee.feeType),
    isAgree: values.isAgree,
  });
}

/** The multipart payload of `ExaminerClass/TrainingSignUp`; the image only for an option above 0. */
export function toSignUpPayload(values: SignUpFormValues, detail: Pick<TrainingClassDetail, 'id' | 'grade'>) {
  return {
    tc_id: detail.id,
    grade: detail.grade,
    aptitude_recording: values.aptitudeIndex ?? '',
    feeType: values.feeType ?? '',
    isAdult: values.isAdult ? 1 : 0,
    isAgree: values.isAgree ? 1 : 0,
    ...(values.image && needsAptitudeImage(values.aptitudeIndex) ? { aptitude_img: values.image } : {}),
  };
}

/** The fee of the chosen fee type, or null. */
export function chosenFee(values: Pick<SignUpFormValues, 'feeType'>, detail: Pick<TrainingClassDetail, 'feeList'>): number | null {
  return detail.feeList.find((fee) => fee.feeType === values.feeType)?.fee ?? null;
}

// ---------------------------------------------------------------- records

/** The card's actions (one home: @badminton/contracts, shared with the service's frame). */
export { trainingRecordActions, type TrainingRecordActions } from '@badminton/contracts';
