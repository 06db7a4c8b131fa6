import { INVOICE_COMPANY_FIELDS, INVOICE_TITLE_LABELS } from '@badminton/contracts';
import { DEFAULT_INVOICE_TIME_RANGE, INVOICE_TIME_RANGES, type InvoiceTimeRange } from '@badminton/validation';

/** The invoice screens' addresses (req: 002 §2): records, and the detail of one order's invoice. */
export const INVOICE_LIST_PATH = '/personal/invoiceList';
export const INVOICE_DETAIL_PATH = '/personal/invoice';

export function invoiceDetailPath(orderSn: string): string {
  return `${INVOICE_DETAIL_PATH}?orderSn=${encodeURIComponent(orderSn)}`;
}

/** Invoiced (1) or in progress (0, 2, 3: waiting, or failed and retried by the back office; req: 001 §4). */
export const INVOICE_ISSUED = 1;
export function invoiceStatusText(status: number): string {
  return status === INVOICE_ISSUED ? '已开票' : '开票中';
}

export function titleTypeText(custtype: string): string {
  return INVOICE_TITLE_LABELS[custtype] ?? custtype;
}

/** The company title's fields as the detail shows them (one home: @badminton/contracts). */
export const COMPANY_FIELDS = INVOICE_COMPANY_FIELDS;

/** `orderSn` of /personal/invoice: letters and digits only, or null (no call is made). */
export function readOrderSn(params: URLSearchParams): string | null {
  const value = (params.get('orderSn') ?? '').trim();
  return /^[0-9A-Za-z]{1,32}$/.test(value) ? value : null;
}

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
