import type { NotificationEnvelope, RefundResult, Transaction } from './protocol';

/**
 * The WeChat Pay provider adapter (req: product-decisions.md#3-external-providers; decision 0030): Native payment
 * (扫码支付), API v3. The service calls only this interface; which driver runs is configuration
 * (`WECHAT_PAY_DRIVER`): `sandbox` (default; its own keys, its pay page 模拟微信支付) or `production` (the merchant's
 * keys and WeChat Pay's servers).
 */
export interface WeChatPay {
  /** `sandbox` or `production`. */
  readonly driver: string;
  /** The provider name stored with every notification (`payment_notifications.provider`). */
  readonly provider: 'wechat';
  /** The merchant (商户号) and app the service is paid as: a notification for another one is never credited. */
  readonly mchid: string;
  readonly appid: string;
  /** Places a Native order and answers its `code_url` (what the QR code encodes). */
  createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }>;
  /** The provider's view of an order; null when it does not know it (ORDER_NOT_EXIST). */
  queryOrder(outTradeNo: string): Promise<Transaction | null>;
  /** Closes an unpaid order so it can no longer be paid. Closing an order the provider does not know is not an error. */
  closeOrder(outTradeNo: string): Promise<void>;
  /**
   * Asks for a refund of (part of) a paid order. The answer only says the request was accepted (usually PROCESSING):
   * the result comes from `queryRefund` or a REFUND callback. Idempotent per `outRefundNo`.
   */
  refund(refund: RefundRequest): Promise<RefundResult>;
  /** The provider's view of a refund (`GET /v3/refund/domestic/refunds/{out_refund_no}`); null when it does not know it. */
  queryRefund(outRefundNo: string): Promise<RefundResult | null>;
  /**
   * The trade bill of one day (`bill_date` YYYY-MM-DD, Asia/Shanghai; bill_type ALL) as the provider's CSV text, or null
   * when it has none for that day (NO_STATEMENT_EXIST: no transaction).
   */
  tradeBill(billDate: string): Promise<string | null>;
  /**
   * Checks and opens a payment or refund callback: the platform signature over the raw body (serial, timestamp,
   * signature; an unknown serial first refreshes the platform certificates), then the AES-256-GCM resource. Throws
   * `WeChatPaySignatureError` / `WeChatPayDecryptError` when it is not genuine.
   */
  openNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<OpenedNotification>;
}

export interface NativeOrder {
  outTradeNo: string;
  description: string;
  amountFen: number;
  /** The end of the payment window (time_expire); null: the provider's default. */
  expiresAt: Date | null;
  /** The origin the payer's page was requested on (the sandbox's code_url without PUBLIC_BASE_URL; issue 28.8). */
  origin?: string;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
}

export type OpenedNotification =
  | { kind: 'transaction'; envelope: NotificationEnvelope; transaction: Transaction }
  | { kind: 'refund'; envelope: NotificationEnvelope; refund: RefundResult }
  | { kind: 'other'; envelope: NotificationEnvelope; resource: Record<string, unknown> };

/** A provider error (network, refusal) with WeChat Pay's error code when it sent one. */
export class WeChatPayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/**
 * Refusals of a refund request that are final (decision 0046): the request itself is wrong or the payer's account
 * cannot take the money back, and asking again with the same out_refund_no cannot succeed. Everything else — no
 * answer, 5xx, SYSTEM_ERROR, FREQUENCY_LIMITED, NOT_ENOUGH (the merchant's balance), SIGN_ERROR/NO_AUTH (a key being
 * rotated), an unknown code — is asked again later: a refund is never given up on a guess.
 */
export const FINAL_REFUND_REFUSALS: ReadonlySet<string> = new Set(['PARAM_ERROR', 'INVALID_REQUEST', 'USER_ACCOUNT_ABNORMAL', 'MCH_NOT_EXISTS', 'RESOURCE_NOT_EXISTS']);

export function isFinalRefundRefusal(error: unknown): error is WeChatPayError {
  return error instanceof WeChatPayError && error.status !== null && error.status >= 400 && error.status < 500 && FINAL_REFUND_REFUSALS.has(error.code ?? '');
}
