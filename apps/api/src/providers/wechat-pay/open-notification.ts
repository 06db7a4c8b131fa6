import type { KeyObject } from 'node:crypto';
import {
  decryptResource,
  type NotificationEnvelope,
  type RefundResult,
  type Transaction,
  verifyPlatformSignature,
  WeChatPayDecryptError,
} from './protocol';
import type { OpenedNotification } from './wechat-pay';

/**
 * The one callback check of every driver: the platform signature over the raw body first (nothing is parsed before),
 * then the envelope's shape, then the AES-256-GCM resource under the APIv3 key.
 */
export function openNotificationWith(
  platformKeys: ReadonlyMap<string, KeyObject>,
  apiV3Key: string,
  nowSeconds: number,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): OpenedNotification {
  verifyPlatformSignature(headers, rawBody, platformKeys, nowSeconds);
  let envelope: NotificationEnvelope;
  try {
    envelope = JSON.parse(rawBody) as NotificationEnvelope;
  } catch {
    throw new WeChatPayDecryptError('body is not JSON');
  }
  const resource = envelope?.resource;
  if (typeof envelope?.id !== 'string' || typeof envelope.event_type !== 'string' || !resource || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
    throw new WeChatPayDecryptError('not a notification envelope');
  }
  let opened: unknown;
  try {
    opened = JSON.parse(decryptResource(apiV3Key, resource));
  } catch (error) {
    if (error instanceof WeChatPayDecryptError) throw error;
    throw new WeChatPayDecryptError('resource is not JSON');
  }
  if (typeof opened !== 'object' || opened === null) throw new WeChatPayDecryptError('resource is not an object');
  if (resource.original_type === 'transaction' && typeof (opened as Transaction).out_trade_no === 'string') {
    return { kind: 'transaction', envelope, transaction: opened as Transaction };
  }
  if (resource.original_type === 'refund' && typeof (opened as RefundResult).out_refund_no === 'string') {
    return { kind: 'refund', envelope, refund: opened as RefundResult };
  }
  return { kind: 'other', envelope, resource: opened as Record<string, unknown> };
}
