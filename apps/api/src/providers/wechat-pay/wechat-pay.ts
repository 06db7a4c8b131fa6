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
  /** Places a Native order and answers its `code_url` (what the QR code encodes). */
  createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }>;
  /** The provider's view of an order; null when it does not know it (ORDER_NOT_EXIST). */
  queryOrder(outTradeNo: string): Promise<Transaction | null>;
  /** Closes an unpaid order so it can no longer be paid. Closing an order the provider does not know is not an error. */
  closeOrder(outTradeNo: string): Promise<void>;
  /** Refunds (part of) a paid order. */
  refund(refund: RefundRequest): Promise<RefundResult>;
  /**
   * Checks and opens a payment callback: the platform signature over the raw body (serial, timestamp, signature),
   * then the AES-256-GCM resource. Throws `WeChatPaySignatureError` / `WeChatPayDecryptError` when it is not genuine.
   */
  openNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): OpenedNotification;
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
