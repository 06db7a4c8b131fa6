/**
 * E-invoice provider adapter (req: product-decisions.md#3-external-providers; decision 0033). The service asks for the
 * invoice of a paid order once (`issue`, idempotent by the request serial `requestSn`) and then asks for its result
 * (`query`) until the platform answers issued or failed: real e-invoice platforms issue asynchronously.
 *
 * Which driver runs is configuration (`E_INVOICE_DRIVER`). The `sandbox` driver is the default; the production driver
 * is `nuonuo` (诺诺开放平台, `./nuonuo.ts`, decision 0052: requestBillingNew / queryInvoiceResult, red by a red order).
 * A driver for another platform implements the same interface; the shape to map (the common one of the Chinese 电子发票
 * service platforms, e.g. 百望云 / 航信 "开具蓝字发票" and "发票查询"):
 *
 * - issue: `POST {base}/invoice/blue` with `{ fpqqlsh: requestSn, xsf_nsrsbh (seller tax no), gmf_mc: custname or the
 *   payer's name, gmf_nsrsbh: custTaxNo, gmf_dzdh: custAddr + custPhone, gmf_yhzh: custBank + custAccount, bz: invoMemo,
 *   jshj: amount in 元 with two decimals, fpzl: '026' (电子普通发票), items: [{ xmmc: '*体育服务*' + item, xmsl: 1, xmdj,
 *   sl: tax rate }] }`, signed with the platform's app key; answers `{ code: '0000' }` when accepted.
 * - query: `POST {base}/invoice/query` with `{ fpqqlsh }`; answers `{ status: 'PROCESSING' | 'SUCCESS' | 'FAILED',
 *   fpdm, fphm, kprq, jym (check code), pdf_url, ewm (QR content), msg }`. The driver stores the PDF and the QR in
 *   the service's file storage and answers the same `EInvoiceResult` as the sandbox.
 *
 * - reverse (红冲, decision 0047): after a refund the issued blue invoice is reversed by a red-letter invoice —
 *   `POST {base}/invoice/red` with `{ fpqqlsh: reversal requestSn, yfp_dm: fpdm, yfp_hm: fphm (the blue invoice),
 *   chyy: reason (冲红原因, e.g. 销货退回), jshj: −amount }`; accepted with `{ code: '0000' }`, issued asynchronously like
 *   a blue one and followed with the same `query` on the red serial (its answer carries the red invoice's fpdm, fphm,
 *   pdf_url). A blue invoice that was never issued, or is already reversed, is refused (FAILED with msg).
 *
 * The `nuonuo` driver's settings are the `NUONUO_*` variables (`config.ts`, apps/api/README.md).
 */

/** The buyer's title as the payer saved it (`invoice_titles`): 01 company (name and tax number required), 03 personal. */
export interface InvoiceTitleFields {
  custtype: '01' | '03';
  custname: string | null;
  custTaxNo: string | null;
  custAddr: string | null;
  custPhone: string | null;
  custBank: string | null;
  custAccount: string | null;
  invoMemo: string | null;
}

export interface EInvoiceRequest {
  /** The request serial (发票请求流水号): unique per invoice; asking twice with it issues once. */
  requestSn: string;
  /** The paid order's number. */
  orderSn: string;
  amountFen: number;
  /** What was bought (the order's description), printed as the line item of 商品明细. */
  item: string;
  /** The payer's name, printed for a personal title. */
  payerName: string;
  title: InvoiceTitleFields;
  /** When the service asked (the service clock). */
  at: Date;
}

export type EInvoiceResult =
  | { state: 'pending' }
  | {
      state: 'issued';
      /** 发票代码 (12 digits) and 发票号码 (8 digits). */
      fpdm: string;
      fphm: string;
      /** Public addresses of the stored PDF and QR image (`/wwwroot/…`). */
      invoiceUrl: string;
      qrCodeUrl: string;
      issuedAt: Date;
    }
  | { state: 'failed'; reason: string }
  /** The platform knows no such request (never accepted, or lost). */
  | { state: 'unknown' };

/** A red-letter reversal (红冲) of an issued invoice. */
export interface EInvoiceReversalRequest {
  /** The reversal's own request serial; asking twice with it reverses once. */
  requestSn: string;
  /** The blue invoice: its request serial, code and number. */
  originalRequestSn: string;
  fpdm: string;
  fphm: string;
  /** The amount reversed (the blue invoice's), positive fen; the red invoice prints it negative. */
  amountFen: number;
  /** 冲红原因. */
  reason: string;
  at: Date;
}

export interface EInvoiceProvider {
  readonly driver: string;
  /** Asks for the invoice; idempotent by `requestSn`. Throws when the platform cannot be reached (the job retries). */
  issue(request: EInvoiceRequest): Promise<void>;
  /** Asks for the red-letter reversal of an issued invoice; idempotent by its `requestSn`; the result is `query`'s. */
  reverse(request: EInvoiceReversalRequest): Promise<void>;
  /** The result of a request (blue or red), as of the service clock's now. */
  query(requestSn: string): Promise<EInvoiceResult>;
}
