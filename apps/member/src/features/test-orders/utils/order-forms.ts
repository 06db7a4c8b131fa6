import type { InvoiceTitle, SignUpInfoItem } from '@badminton/contracts';
import {
  CoachStatus,
  InvoiceCustType,
  validateCoach,
  validateCoachPhone,
  validateCustname,
  validateCustTaxNo,
  validateInvoiceMemo,
  validateTrain,
  type FieldValue,
  type InvoiceCustTypeCode,
} from '@badminton/validation';

/**
 * The two forms of /test/sureOrder (req: test-sign-up-and-orders.md#coach-form-rules, invoices.md#invoice-information)
 * as plain values, and their element Form rules — every check is a rule of @badminton/validation (the service applies
 * the same ones).
 */

export interface CoachFormValues {
  status: 0 | 1;
  train: string;
  coach: string;
  phone: string;
}

/** Status 0 (trained at this institution) prefills the institution's name, shown disabled. */
export function initialCoachForm(institutionName: string): CoachFormValues {
  return { status: CoachStatus.TrainedHere, train: institutionName, coach: '', phone: '' };
}

/** Switching status: 0 → the institution's name again; 1 → cleared for the athlete to type. */
export function switchCoachStatus(values: CoachFormValues, status: 0 | 1, institutionName: string): CoachFormValues {
  return { ...values, status, train: status === CoachStatus.TrainedHere ? institutionName : '' };
}

export function toSignUpPayload(values: CoachFormValues, item: Pick<SignUpInfoItem, 'test_class_id' | 'grade'>) {
  return {
    status: values.status,
    train: values.status === CoachStatus.TrainedHere ? '' : values.train.trim(),
    coach: values.coach.trim(),
    phone: values.phone.trim(),
    test_class_id: item.test_class_id,
    grade: item.grade,
  };
}

export interface InvoiceFormValues {
  custtype: InvoiceCustTypeCode;
  custname: string;
  custTaxNo: string;
  custAddr: string;
  custPhone: string;
  custBank: string;
  custAccount: string;
  invoMemo: string;
}

export const INVOICE_TEXT_FIELDS = ['custname', 'custTaxNo', 'custAddr', 'custPhone', 'custBank', 'custAccount'] as const;

/** The saved title, or a personal title (03) when there is none. */
export function initialInvoiceForm(saved: InvoiceTitle | null): InvoiceFormValues {
  return {
    custtype: saved?.custtype === InvoiceCustType.Company ? InvoiceCustType.Company : InvoiceCustType.Personal,
    custname: saved?.custname ?? '',
    custTaxNo: saved?.custTaxNo ?? '',
    custAddr: saved?.custAddr ?? '',
    custPhone: saved?.custPhone ?? '',
    custBank: saved?.custBank ?? '',
    custAccount: saved?.custAccount ?? '',
    invoMemo: saved?.invoMemo ?? '',
  };
}

/** The save payload: a personal title sends no company field. */
export function toInvoicePayload(values: InvoiceFormValues) {
  const company = values.custtype === InvoiceCustType.Company;
  const text = (value: string) => (company ? value.trim() : '');
  return {
    custtype: values.custtype,
    custname: text(values.custname),
    custTaxNo: text(values.custTaxNo),
    custAddr: text(values.custAddr),
    custPhone: text(values.custPhone),
    custBank: text(values.custBank),
    custAccount: text(values.custAccount),
    invoMemo: values.invoMemo.trim(),
  };
}

/** The per-field checks of the two forms (`value → message | null`), for element Form rules. */
export const coachFieldChecks = (current: () => CoachFormValues) => ({
  train: (value: FieldValue) => (current().status === CoachStatus.TrainedHere ? null : validateTrain(value)),
  coach: validateCoach,
  phone: validateCoachPhone,
});

export const invoiceFieldChecks = (current: () => InvoiceFormValues) => ({
  custname: (value: FieldValue) => validateCustname(current().custtype, value),
  custTaxNo: (value: FieldValue) => validateCustTaxNo(current().custtype, value),
  invoMemo: validateInvoiceMemo,
});
