import { isMobile } from './mobile';
import { isBlank, toText, type FieldValue } from './text';

/**
 * Paper certificates and badges (/personal/gradeCertificate, /personal/gradeCertificateDelivery; req: 001 §4, §5, §9,
 * decision 0033): the delivery form, what a certificate type costs, the proxy-collection exclusions and the invoice
 * record time selector. The forms show these messages as the user types; the service applies the same rules as the
 * authority (`PaperCertificate/SubmitDelivery`, `PaperCertificate/ApplyProxy`).
 */

/** The delivery form's messages, verbatim from spec 001 §5 and §8. */
export const DELIVERY_FORM_MESSAGES = {
  contactsRequired: '用户名不能为空',
  telphoneRequired: '请输入联系方式',
  telphoneInvalid: '请输入正确的电话',
  provinceRequired: '省不能为空',
  cityRequired: '市不能为空',
  districtRequired: '区不能为空',
  addressRequired: '详细地址不能为空',
  typeRequired: '请选择申请等级类型',
  submitted: '提交成功',
} as const;

/** Proxy collection (机构代领): at least one grade, and the success message (001 §5, §8). */
export const PROXY_MESSAGES = {
  gradeRequired: '请至少选择一个等级',
  applied: '机构代领申请成功',
} as const;

/** Longest recipient name and detail address the service stores. */
export const DELIVERY_CONTACTS_MAX = 50;
export const DELIVERY_ADDRESS_MAX = 200;

/** What is printed for a certificate: 0 certificate, 1 badge, 2 both (001 §4). */
export const PaperCertificateType = { Certificate: 0, Badge: 1, Both: 2 } as const;
export type PaperCertificateTypeCode = (typeof PaperCertificateType)[keyof typeof PaperCertificateType];
export const PAPER_CERTIFICATE_TYPE_LABELS: Readonly<Record<PaperCertificateTypeCode, string>> = {
  0: '证书',
  1: '证章',
  2: '证书和证章',
};

export function isPaperCertificateType(value: unknown): value is PaperCertificateTypeCode {
  return value === 0 || value === 1 || value === 2;
}

export function validateContacts(value: FieldValue): string | null {
  return isBlank(value) ? DELIVERY_FORM_MESSAGES.contactsRequired : null;
}

/** Blank → 请输入联系方式; anything but a mainland mobile → 请输入正确的电话. */
export function validateTelphone(value: FieldValue): string | null {
  if (isBlank(value)) return DELIVERY_FORM_MESSAGES.telphoneRequired;
  return isMobile(toText(value).trim()) ? null : DELIVERY_FORM_MESSAGES.telphoneInvalid;
}

export function validateDeliveryAddress(value: FieldValue): string | null {
  return isBlank(value) ? DELIVERY_FORM_MESSAGES.addressRequired : null;
}

/** The fees of one parcel, in integer fen (decision 0017). */
export interface DeliveryFeesFen {
  certificateFen: number;
  badgeFen: number;
  shippingFen: number;
  totalFen: number;
}

/**
 * The delivery total (001 §9): for each certificate its certificate fee (type 0 or 2) and its badge fee (type 1 or
 * 2), plus one shipping fee for the parcel. Integers only: every rate is integer fen.
 */
export function deliveryFees(
  types: readonly PaperCertificateTypeCode[],
  rates: { certificateFeeFen: number; badgeFeeFen: number; shippingFeeFen: number },
): DeliveryFeesFen {
  for (const value of [rates.certificateFeeFen, rates.badgeFeeFen, rates.shippingFeeFen]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`费用（分）无效：${value}`);
  }
  const certificates = types.filter((type) => type === PaperCertificateType.Certificate || type === PaperCertificateType.Both).length;
  const badges = types.filter((type) => type === PaperCertificateType.Badge || type === PaperCertificateType.Both).length;
  const certificateFen = certificates * rates.certificateFeeFen;
  const badgeFen = badges * rates.badgeFeeFen;
  const shippingFen = types.length > 0 ? rates.shippingFeeFen : 0;
  return { certificateFen, badgeFen, shippingFen, totalFen: certificateFen + badgeFen + shippingFen };
}

/** Proxy collection is open for this many days after a certificate is created (001 §9). */
export const PROXY_WINDOW_DAYS = 7;

/**
 * Whether the test institution may collect a certificate for its holder (001 §9): created within the last 7 days
 * (inclusive of the instant 7 × 24 h later), not granted yet, not from an event.
 */
export function isProxyCollectable(
  certificate: { createdDate: Date; isGrant: boolean; isEvent: boolean },
  now: Date,
): boolean {
  if (certificate.isGrant || certificate.isEvent) return false;
  const age = now.getTime() - certificate.createdDate.getTime();
  return age >= 0 && age <= PROXY_WINDOW_DAYS * 86_400_000;
}

/**
 * The invoice record time selector (001 §9: 近三个月). Besides the spec's default it offers the last six months, the
 * last year and everything (decision 0033); months are calendar months back from the service clock's now.
 */
export const INVOICE_TIME_RANGES = ['3m', '6m', '12m', 'all'] as const;
export type InvoiceTimeRange = (typeof INVOICE_TIME_RANGES)[number];
export const INVOICE_TIME_RANGE_LABELS: Readonly<Record<InvoiceTimeRange, string>> = {
  '3m': '近三个月',
  '6m': '近半年',
  '12m': '近一年',
  all: '全部',
};
export const DEFAULT_INVOICE_TIME_RANGE: InvoiceTimeRange = '3m';

/** The first instant a time range includes (null: no bound): the same wall time `n` calendar months before `now`. */
export function invoiceRangeStart(range: InvoiceTimeRange, now: Date): Date | null {
  if (range === 'all') return null;
  const months = Number(range.slice(0, -1));
  const start = new Date(now.getTime());
  const day = start.getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}
