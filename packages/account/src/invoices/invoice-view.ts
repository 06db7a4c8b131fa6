import { INVOICE_COMPANY_FIELDS } from '@badminton/contracts';
import { DEFAULT_INVOICE_TIME_RANGE, INVOICE_TIME_RANGES, type InvoiceTimeRange } from '@badminton/validation';

/** The invoice screens' addresses (req: 002 §2): records, and the detail of one order's invoice. */
export const INVOICE_LIST_PATH = '/personal/invoiceList';
export const INVOICE_DETAIL_PATH = '/personal/invoice';

export function invoiceDetailPath(orderSn: string): string {
  return `${INVOICE_DETAIL_PATH}?orderSn=${encodeURIComponent(orderSn)}`;
}

/** The detail's status, title type and address rules (one home: @badminton/contracts, shared with the service's frame). */
export { INVOICE_ISSUED, invoiceStatusText, invoiceTitleTypeText as titleTypeText, readInvoiceOrderSn as readOrderSn } from '@badminton/contracts';

/** The company title's fields as the detail shows them (one home: @badminton/contracts). */
export const COMPANY_FIELDS = INVOICE_COMPANY_FIELDS;

/** `range` of /personal/invoiceList: one of the selector's ranges, 近三个月 otherwise. */
export function readTimeRange(params: URLSearchParams): InvoiceTimeRange {
  const value = params.get('range');
  return (INVOICE_TIME_RANGES as readonly string[]).includes(value ?? '') ? (value as InvoiceTimeRange) : DEFAULT_INVOICE_TIME_RANGE;
}

/** 1-based `page` of a list address; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}
