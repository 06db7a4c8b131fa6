/**
 * SMS provider adapter (req: product-decisions.md#3-external-providers, accounts.md#sms-verification-code). The service
 * only ever calls `send`; which driver runs is configuration (`SMS_DRIVER`). The sandbox driver is the default; a
 * gateway driver (an SMS gateway HTTP API with its account, template and signature settings) implements the same
 * interface when it is added.
 */
export interface SmsProvider {
  /** `sandbox` exposes its outbox at `GET /dev/sms-outbox`; other drivers do not. */
  readonly driver: string;
  /** Sends one text message; throws when the provider refuses it. */
  send(mobile: string, content: string): Promise<void>;
}

/** A provider whose sent messages can be read back (only the sandbox). */
export interface SmsOutbox {
  list(mobile: string): Promise<SmsOutboxEntry[]>;
}

export interface SmsOutboxEntry {
  mobile: string;
  /** The 4-digit code found in the content, or null. */
  code: string | null;
  content: string;
  /** Wire date-time, Asia/Shanghai. */
  createdAt: string;
}
