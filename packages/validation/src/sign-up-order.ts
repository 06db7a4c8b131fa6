import { isMobile } from './mobile';
import { codePointLength, isBlank, toText, type FieldValue } from './text';

/**
 * The order-confirmation forms of a test sign-up (/test/sureOrder; req: test-sign-up-and-orders.md#coach-form-rules,
 * invoices.md#invoice-information): the coach form and the invoice title. The form shows these messages as the user
 * types; the service applies the same rules as the authority (`TestApplication/SignUp`, `InvoiceInfo/SaveInvoiceInfo`).
 */

/** The coach form's messages, verbatim from spec 001 §5. */
export const COACH_FORM_MESSAGES = {
  trainRequired: '请输入培训机构',
  coachRequired: '请输入教练员姓名',
  phoneRequired: '请输入教练员手机号',
  phoneInvalid: '请输入正确的手机号',
} as const;

/** The coach form's `status`: 0 trained at this institution (train = the institution's name), 1 not. */
export const CoachStatus = { TrainedHere: 0, Elsewhere: 1 } as const;
export type CoachStatusCode = (typeof CoachStatus)[keyof typeof CoachStatus];

/** The literal a coach phone may be instead of a mobile (the athlete has no coach to call). */
export const NO_COACH_PHONE = '无';

/** Longest training-institution and coach name the service stores. */
export const COACH_TEXT_MAX = 50;

export function validateTrain(value: FieldValue): string | null {
  return isBlank(value) ? COACH_FORM_MESSAGES.trainRequired : null;
}

export function validateCoach(value: FieldValue): string | null {
  return isBlank(value) ? COACH_FORM_MESSAGES.coachRequired : null;
}

/** Blank → 请输入教练员手机号; the literal 无 passes; anything else must be a mainland mobile (请输入正确的手机号). */
export function validateCoachPhone(value: FieldValue): string | null {
  if (isBlank(value)) return COACH_FORM_MESSAGES.phoneRequired;
  if (toText(value).trim() === NO_COACH_PHONE) return null;
  return isMobile(value) ? null : COACH_FORM_MESSAGES.phoneInvalid;
}

export interface CoachForm {
  status: number;
  train?: FieldValue;
  coach?: FieldValue;
  phone?: FieldValue;
}

/**
 * The first problem of a coach form, or null. With status 0 the training institution is the class's own (the form
 * shows it disabled, the service writes it), so `train` is only required with status 1.
 */
export function validateCoachForm(form: CoachForm): string | null {
  return (
    (form.status === CoachStatus.TrainedHere ? null : validateTrain(form.train)) ??
    validateCoach(form.coach) ??
    validateCoachPhone(form.phone)
  );
}

// ---------------------------------------------------------------- invoice title

/** `custtype`: 01 company (单位), 03 personal (个人). */
export const InvoiceCustType = { Company: '01', Personal: '03' } as const;
export type InvoiceCustTypeCode = (typeof InvoiceCustType)[keyof typeof InvoiceCustType];
export const INVOICE_CUST_TYPES: readonly InvoiceCustTypeCode[] = [InvoiceCustType.Company, InvoiceCustType.Personal];

/** The invoice memo's limit (spec 001 §9). */
export const INVOICE_MEMO_MAX = 200;

/** The invoice information's messages, verbatim from spec 001 §5 and §8. */
export const INVOICE_TITLE_MESSAGES = {
  custnameRequired: '请输入单位名称',
  custTaxNoRequired: '请输入纳税人识别号',
  memoTooLong: '发票备注请控制在200字以内',
  saved: '发票信息录入成功',
  saveFailed: '发票信息录入失败',
} as const;

/** The fixed invoice type and content shown next to the form (spec 001 §9). */
export const INVOICE_KIND_TEXT = '电子普通发票';
export const INVOICE_CONTENT_TEXT = '商品明细';

export function validateCustname(custtype: FieldValue, value: FieldValue): string | null {
  return toText(custtype) === InvoiceCustType.Company && isBlank(value) ? INVOICE_TITLE_MESSAGES.custnameRequired : null;
}

export function validateCustTaxNo(custtype: FieldValue, value: FieldValue): string | null {
  return toText(custtype) === InvoiceCustType.Company && isBlank(value) ? INVOICE_TITLE_MESSAGES.custTaxNoRequired : null;
}

/** At most 200 characters (counted as the user sees them: code points). */
export function validateInvoiceMemo(value: FieldValue): string | null {
  return codePointLength(toText(value)) > INVOICE_MEMO_MAX ? INVOICE_TITLE_MESSAGES.memoTooLong : null;
}

export interface InvoiceTitleForm {
  custtype: FieldValue;
  custname?: FieldValue;
  custTaxNo?: FieldValue;
  invoMemo?: FieldValue;
}

/** The first problem of an invoice title, or null. A personal title (03) needs no field. */
export function validateInvoiceTitle(form: InvoiceTitleForm): string | null {
  return (
    validateCustname(form.custtype, form.custname) ??
    validateCustTaxNo(form.custtype, form.custTaxNo) ??
    validateInvoiceMemo(form.invoMemo)
  );
}
