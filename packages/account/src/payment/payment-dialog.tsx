import { PAYMENT_POLL_SECONDS, PaymentStatus } from '@badminton/contracts';
import { Dialog, Spinner, toast } from '@badminton/ui';
import { yuanToFen, formatYuan } from '@badminton/validation';
import { useEffect, useRef, useState } from 'react';
import { type PayCode, requestOrderStatus, requestPayCode } from './payment-calls';
import './payment-dialog.css';

export const PAYMENT_DIALOG_TITLE = '微信支付';
/** Shown when the order status becomes 3 (req: 001 §8). */
export const PAY_SUCCESS = '支付完成';
/** Payment is WeChat scan only (req: 001 §9). */
export const WECHAT_SCAN_ONLY = '请使用微信“扫一扫”扫描二维码完成支付（仅支持微信扫码支付）';
export const QR_ALT = '微信支付二维码';
export const ORDER_CLOSED = '订单已关闭，请重新下单';

export interface PaymentDialogProps {
  /** The order to pay (order_sn); nothing is asked while null. */
  orderSn: string | null;
  open: boolean;
  /** Dismissed unpaid: the close icon, Escape, the mask. */
  onClose(): void;
  /** The order is paid (after 支付完成): instead of `onClose`, so the owner closes the dialog and knows why. */
  onPaid(): void;
  title?: string;
}

type CodeState = { kind: 'loading' } | { kind: 'ready'; code: PayCode } | { kind: 'refused'; message: string };

/**
 * The pay dialog of every order (decision 0030): the WeChat Pay QR of `PayOrder/GetPayCode`, the scan-only hint, and
 * the order's status polled every `PAYMENT_POLL_SECONDS` (10 s) only while the dialog is open and its code is shown;
 * on '3' it says 支付完成 and calls `onPaid` (not `onClose`). A refused pay code shows the service's errorMsg as an
 * error.
 */
export function PaymentDialog({ orderSn, open, onClose, onPaid, title = PAYMENT_DIALOG_TITLE }: PaymentDialogProps) {
  const [state, setState] = useState<CodeState>({ kind: 'loading' });
  const callbacks = useRef({ onClose, onPaid });
  callbacks.current = { onClose, onPaid };

  useEffect(() => {
    if (!open || !orderSn) return;
    let live = true;
    setState({ kind: 'loading' });
    void requestPayCode(orderSn).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setState({ kind: 'ready', code: outcome.result });
      } else {
        setState({ kind: 'refused', message: outcome.errorMsg });
        if (!outcome.reported) toast.error(outcome.errorMsg);
      }
    });
    return () => {
      live = false;
    };
  }, [open, orderSn]);

  const polling = open && orderSn !== null && state.kind === 'ready';
  useEffect(() => {
    if (!polling || !orderSn) return;
    let live = true;
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      void requestOrderStatus(orderSn)
        .then((outcome) => {
          if (!live || !outcome.ok) return;
          if (outcome.result.orderStatus === PaymentStatus.Paid) {
            live = false;
            clearInterval(timer);
            toast.success(PAY_SUCCESS);
            callbacks.current.onPaid();
          } else if (outcome.result.orderStatus === PaymentStatus.Closed) {
            live = false;
            clearInterval(timer);
            setState({ kind: 'refused', message: ORDER_CLOSED });
          }
        })
        .finally(() => {
          inFlight = false;
        });
    }, PAYMENT_POLL_SECONDS * 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [polling, orderSn]);

  return (
    <Dialog customClass="bm-payment-dialog" title={title} size="tiny" visible={open} onCancel={() => onClose()} lockScroll={false}>
      <Dialog.Body>
        <div className="bm-payment" aria-live="polite">
          {orderSn ? <p className="bm-payment__sn">订单号：{orderSn}</p> : null}
          {state.kind === 'loading' && <Spinner label="正在获取支付二维码" />}
          {state.kind === 'refused' && (
            <p className="bm-payment__error" role="alert">
              {state.message}
            </p>
          )}
          {state.kind === 'ready' && (
            <>
              <p className="bm-payment__amount">
                <span className="bm-payment__label">应付金额</span>￥{formatYuan(yuanToFen(state.code.amount))}
              </p>
              <p className="bm-payment__description">{state.code.description}</p>
              <img className="bm-payment__qr" src={state.code.payCode} alt={QR_ALT} width={200} height={200} />
              <p className="bm-payment__hint">{WECHAT_SCAN_ONLY}</p>
              <p className="bm-payment__waiting">支付完成后页面将自动更新</p>
            </>
          )}
        </div>
      </Dialog.Body>
    </Dialog>
  );
}
