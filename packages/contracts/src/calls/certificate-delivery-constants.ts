/**
 * The fixed values of the certificate, delivery, logistics and invoice calls (issue 13, decision 0033): page sizes and
 * the messages the service answers. zod-free (re-exported by `./constants`), so the browser ships them too. The form
 * messages of 001 §5 live with their rules in `@badminton/validation` (`DELIVERY_FORM_MESSAGES`, `PROXY_MESSAGES`).
 */

/** Page sizes (001 §9): certificate orders 10, proxy records 10, invoice records 4. */
export const CERTIFICATE_DELIVERY_PAGE_SIZES = {
  orders: 10,
  proxyRecords: 10,
  invoices: 4,
} as const;

/** The pager appears only above these totals (001 §9: "10 for the rest"; the invoice records follow their page size). */
export const CERTIFICATE_DELIVERY_PAGER_ABOVE = {
  orders: 10,
  proxyRecords: 10,
  invoices: 4,
} as const;

/** Fixed invoice wording (001 §9): 电子普通发票 with content 商品明细. */
export const INVOICE_KIND_LABEL = '电子普通发票';
export const INVOICE_CONTENT_LABEL = '商品明细';

/** Invoice title types (custtype): 01 company, 03 personal. */
export const INVOICE_TITLE_LABELS: Readonly<Record<string, string>> = { '01': '单位', '03': '个人' };

/** The carrier of the parcels (the logistics provider; decision 0033). */
export const EXPRESS_COMPANY = '顺丰速运';

/** Messages of the certificate, delivery, logistics and invoice calls. */
export const CERTIFICATE_DELIVERY_MESSAGES = {
  certificateNotFound: '该证书不存在',
  certificateNotProxyable: '所选证书不满足机构代领条件（7天内颁发、未领取、非赛事证书）',
  certificateClaimed: '所选证书已申领纸质证书或已申请机构代领',
  certificateGranted: '所选证书已领取',
  noInstitution: '所选证书没有可代领的测试机构',
  certificateRequired: '请选择申请等级类型',
  duplicateCertificate: '同一证书只能选择一次',
  feesNotSet: '证书证章费用尚未设置，请联系管理员',
  shippingNotSet: '该地区暂不支持邮寄，请联系管理员',
  regionInvalid: '省市区选择有误，请重新选择',
  userTypeInvalid: '用户类型无效',
  parcelNotFound: '暂无物流信息',
  invoiceNotFound: '暂无发票信息',
} as const;

/** A paper-certificate order's payment_status as the order list shows it (text, 001 §4; 002 §4's order centre words). */
export const PAPER_ORDER_STATUS_TEXT: Readonly<Record<string, string>> = {
  '1': '待支付',
  '3': '支付成功',
  '5': '支付失败',
  '7': '已退款',
  '9': '已关闭',
};

/**
 * The invoice detail's rules, for the account screen and the service's frame of it (decision 0045): invoiced (1) or in
 * progress (0, 2, 3: waiting, or failed and retried by the back office; req: 001 §4); the title type's label; and the
 * `orderSn` of /personal/invoice, letters and digits only, or null (no call is made).
 */
export const INVOICE_ISSUED = 1;
export function invoiceStatusText(status: number): string {
  return status === INVOICE_ISSUED ? '已开票' : '开票中';
}
export function invoiceTitleTypeText(custtype: string): string {
  return INVOICE_TITLE_LABELS[custtype] ?? custtype;
}
export function readInvoiceOrderSn(params: URLSearchParams): string | null {
  const value = (params.get('orderSn') ?? '').trim();
  return /^[0-9A-Za-z]{1,32}$/.test(value) ? value : null;
}
