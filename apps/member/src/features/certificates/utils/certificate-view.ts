import { PaymentStatus, type OwnCertificateItem, type PaperOrderItem } from '@badminton/contracts';
import type { RegionValue } from '@badminton/pickers';
import {
  DELIVERY_FORM_MESSAGES as M,
  deliveryFees,
  validateContacts,
  validateDeliveryAddress,
  validateTelphone,
  yuanToFen,
  type DeliveryFeesFen,
  type PaperCertificateTypeCode,
} from '@badminton/validation';

/** The certificate screens' addresses (req: 001 §2). */
export const GRADE_CERTIFICATE_PATH = '/personal/gradeCertificate';
export const DELIVERY_PATH = '/personal/gradeCertificateDelivery';

/**
 * The tabs of /personal/gradeCertificate; `tab` in the address. Paper orders and 机构代领记录 are the athlete's (001 §6;
 * the delivery form is an athlete route): an evaluator's centre shows their certificates only (decision 0035).
 */
export const CERTIFICATE_TABS = ['certificates', 'orders', 'proxy'] as const;
export type CertificateTab = (typeof CERTIFICATE_TABS)[number];
export const CERTIFICATE_TAB_LABELS: Readonly<Record<CertificateTab, string>> = {
  certificates: '我的证书',
  orders: '纸质证书订单',
  proxy: '机构代领记录',
};

export function tabsOf(role: number | null): CertificateTab[] {
  return role === 1 ? [...CERTIFICATE_TABS] : ['certificates'];
}

export function readTab(params: URLSearchParams, role: number | null): CertificateTab {
  const value = params.get('tab') as CertificateTab | null;
  return value && tabsOf(role).includes(value) ? value : 'certificates';
}

export function gradeCertificatePath(tab: CertificateTab = 'certificates'): string {
  return tab === 'certificates' ? GRADE_CERTIFICATE_PATH : `${GRADE_CERTIFICATE_PATH}?tab=${tab}`;
}

/** The card's rank and tags (one home: @badminton/contracts, shared with the service's frame). */
export { certificateTags, evaluatorRankOf } from '@badminton/contracts';

/** Certificates the holder may still order on paper: not granted and not already claimed. */
export function deliverable(certificates: readonly OwnCertificateItem[]): OwnCertificateItem[] {
  return certificates.filter((c) => c.is_grant !== 1 && !c.claimed);
}

/** Certificates the test institution may collect (the service decides: 7 days, not granted, not an event; 001 §9). */
export function proxyable(certificates: readonly OwnCertificateItem[]): OwnCertificateItem[] {
  return certificates.filter((c) => c.proxyable);
}

/** A paper-certificate order's actions (001 §4, 002 §4): pay when pending or failed; logistics once paid and shipped. */
export function orderActions(order: PaperOrderItem): { pay: boolean; logistics: boolean; awaitingShipment: boolean } {
  const pay = order.payment_status_code === PaymentStatus.Pending || order.payment_status_code === PaymentStatus.Failed;
  const paid = order.payment_status_code === PaymentStatus.Paid;
  return { pay, logistics: paid && Boolean(order.express_number), awaitingShipment: paid && !order.express_number };
}

/** The two boxes of a certificate on the delivery form → certificate_type (0 certificate, 1 badge, 2 both), or null. */
export function typeOf(choice: { certificate: boolean; badge: boolean }): PaperCertificateTypeCode | null {
  if (choice.certificate && choice.badge) return 2;
  if (choice.certificate) return 0;
  if (choice.badge) return 1;
  return null;
}

export type Choices = Readonly<Record<number, { certificate: boolean; badge: boolean }>>;

/** The certificateList of the delivery submit: each certificate with at least one box ticked, in list order. */
export function certificateList(ids: readonly number[], choices: Choices): { paperCertificateId: number; certificate_type: PaperCertificateTypeCode }[] {
  return ids.flatMap((id) => {
    const type = typeOf(choices[id] ?? { certificate: false, badge: false });
    return type === null ? [] : [{ paperCertificateId: id, certificate_type: type }];
  });
}

/** The fees shown on the form, in fen (decision 0017), from the service's rates in 元; shipping 0 until a province. */
export function feesOf(
  types: readonly PaperCertificateTypeCode[],
  rates: { certificateFee: number; badgesFee: number } | null,
  shippingFee: number | null,
): DeliveryFeesFen | null {
  if (!rates) return null;
  return deliveryFees(types, {
    certificateFeeFen: yuanToFen(rates.certificateFee),
    badgeFeeFen: yuanToFen(rates.badgesFee),
    shippingFeeFen: shippingFee === null ? 0 : yuanToFen(shippingFee),
  });
}

export interface DeliveryFormValues {
  contacts: string;
  telphone: string;
  region: RegionValue;
  mailing_detail_address: string;
}

export const EMPTY_DELIVERY_FORM: DeliveryFormValues = { contacts: '', telphone: '', region: {}, mailing_detail_address: '' };

/** The region's first missing level: 省不能为空, 市不能为空, 区不能为空 (001 §5). */
export function validateRegion(region: RegionValue): string | null {
  if (!region.provinceId) return M.provinceRequired;
  if (!region.cityId) return M.cityRequired;
  if (!region.districtId) return M.districtRequired;
  return null;
}

/** Every message of the delivery form (001 §5), by field; empty when the form may be sent. */
export function deliveryFormErrors(values: DeliveryFormValues, list: readonly unknown[]): Partial<Record<keyof DeliveryFormValues | 'certificates', string>> {
  const errors: Partial<Record<keyof DeliveryFormValues | 'certificates', string>> = {};
  const contacts = validateContacts(values.contacts);
  if (contacts) errors.contacts = contacts;
  const telphone = validateTelphone(values.telphone);
  if (telphone) errors.telphone = telphone;
  const region = validateRegion(values.region);
  if (region) errors.region = region;
  const address = validateDeliveryAddress(values.mailing_detail_address);
  if (address) errors.mailing_detail_address = address;
  if (list.length === 0) errors.certificates = M.typeRequired;
  return errors;
}
