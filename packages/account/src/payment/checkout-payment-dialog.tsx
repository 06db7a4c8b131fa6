import { useNavigate } from '@badminton/router';
import { toast } from '@badminton/ui';
import { PaymentDialog } from './payment-dialog';

/** Told when the pay dialog of a new order closes unpaid: the order waits on the records page for its window. */
export function unpaidNotice(recordsTitle: string): string {
  return `订单已保留 30 分钟，可在${recordsTitle}中继续支付`;
}

export interface CheckoutPaymentDialogProps {
  /** The new order to pay; the dialog is open while it is set. */
  orderSn: string | null;
  /** Clears `orderSn` (the page's state). */
  onDismiss(): void;
  /** Where the payer's orders of this kind are listed (/personal/gradeTestRecord, /personal/trainingRecord). */
  recordsPath: string;
  /** That page's title, for the unpaid notice (等级测试记录, 培训记录). */
  recordsTitle: string;
}

/**
 * The pay step of an order page (req: test-sign-up-and-orders.md#qr-payment, evaluator.md#training-order-and-payment):
 * the {@link PaymentDialog} of the new order; paid → the records page; closed unpaid → the notice that the order is
 * kept for its 30 minutes, and the records page too (where it can be paid from its row).
 */
export function CheckoutPaymentDialog({ orderSn, onDismiss, recordsPath, recordsTitle }: CheckoutPaymentDialogProps) {
  const navigate = useNavigate();
  return (
    <PaymentDialog
      orderSn={orderSn}
      open={orderSn !== null}
      title="微信扫码支付"
      onPaid={() => {
        onDismiss();
        navigate(recordsPath);
      }}
      onClose={() => {
        onDismiss();
        toast.info(unpaidNotice(recordsTitle));
        navigate(recordsPath);
      }}
    />
  );
}
