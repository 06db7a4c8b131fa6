import { api, settle, type CallOutcome } from '@badminton/api-client';
import { getOrderStatus, getPayCode } from '@badminton/contracts';

export interface PayCode {
  /** Address of the QR image (PNG) the service draws from the provider's code_url. */
  payCode: string;
  /** 元 */
  amount: number;
  description: string;
}

/** PayOrder/GetPayCode: the pay code of one of the signed-in user's orders, or the service's refusal. */
export function requestPayCode(orderSn: string): Promise<CallOutcome<PayCode>> {
  return settle(api().call(getPayCode, { order_sn: orderSn }));
}

/** PayOrder/GetOrderStatus: the order's payment_status ('1' pending, '3' paid, '5' failed, '7' refunded, '9' closed). */
export function requestOrderStatus(orderSn: string): Promise<CallOutcome<{ orderStatus: string }>> {
  return settle(api().call(getOrderStatus, { order_sn: orderSn }));
}
