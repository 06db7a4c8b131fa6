import { useState } from 'react';
import { Link, useNavigate } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { PaymentDialog } from '@badminton/account';
import { PaymentStatus, type TestOrderRecord } from '@badminton/contracts';
import { Button, ErrorState, formatDateTime, PageLoading } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import { getTestOrderRecords } from '../api/test-order-calls';
import { GRADE_TEST_RECORD_PATH, TEST_LIST_PATH } from '../utils/sign-up-paths';
import { paymentStatusLabel, recordActions } from '../utils/test-records';

/** How many of the newest records are searched for the order of this class and grade (the newest come first). */
const SEARCHED = 5;

/** The athlete's order of `testClassId` at `grade` among her newest records, or null. */
export function findOrder(items: readonly TestOrderRecord[], testClassId: number, grade: number): TestOrderRecord | null {
  return items.find((record) => record.test_class_id === testClassId && record.gradeKey === grade) ?? null;
}

/**
 * Where the sign-up flow can land once the order exists (issue 28.3): browser Back from the pay dialog reaches
 * /test/signUp, a reload or Forward /test/sureOrder, and both are refused (您已报名…). Instead of a dead end with only
 * 返回测试报名, the refusal shows the order itself — its number, its state, its amount and deadline, and 去支付 while it
 * is pending (the same pay dialog as the records page) — and the way to 等级测试记录. Without an order of this class
 * (a refusal of another kind) the refusal stays as it was.
 */
export function RefusalWithOrder({
  testClassId,
  grade,
  errorMsg,
  retry,
}: {
  testClassId: number;
  grade: number;
  errorMsg: string;
  retry?: () => void;
}) {
  const navigate = useNavigate();
  const records = useCall(getTestOrderRecords, { limit: SEARCHED, page: 1 });
  const [paying, setPaying] = useState(false);
  const back = <Button onClick={() => navigate(TEST_LIST_PATH)}>返回测试报名</Button>;
  if (records.loading && !records.result) return <PageLoading />;
  const order = findOrder(records.result?.items ?? [], testClassId, grade);
  if (!order) {
    return (
      <div className="test-order-refusal">
        <ErrorState text={errorMsg} onRetry={retry} />
        {back}
      </div>
    );
  }
  const actions = recordActions(order);
  const pending = order.payment_status === PaymentStatus.Pending;
  return (
    <section className="test-order-existing" aria-labelledby="test-order-existing-title">
      <h3 id="test-order-existing-title" className="test-order-existing__title">
        {pending ? '您已报名，订单待支付' : '您已报名该测试班的此等级'}
      </h3>
      <dl className="test-order-existing__info">
        <div>
          <dt>订单号</dt>
          <dd className="test-order-existing__sn">{order.order_sn}</dd>
        </div>
        <div>
          <dt>订单状态</dt>
          <dd className={`order-card__status order-card__status--${order.payment_status}`}>{paymentStatusLabel(order.payment_status)}</dd>
        </div>
        <div>
          <dt>测试班</dt>
          <dd>
            {order.test_class_title}（{order.gradeName}）
          </dd>
        </div>
        <div>
          <dt>订单金额</dt>
          <dd>{formatFee(order.order_price)}</dd>
        </div>
        {pending && order.expires_at ? (
          <div>
            <dt>支付截止</dt>
            <dd>{formatDateTime(order.expires_at)}（逾期订单自动关闭并释放名额）</dd>
          </div>
        ) : null}
      </dl>
      <div className="test-order-actions">
        {back}
        <Link className="test-order-existing__records" to={GRADE_TEST_RECORD_PATH}>
          查看等级测试记录
        </Link>
        {actions.pay ? (
          <Button type="primary" onClick={() => setPaying(true)}>
            去支付
          </Button>
        ) : null}
      </div>
      <PaymentDialog
        orderSn={paying ? order.order_sn : null}
        open={paying}
        title="微信扫码支付"
        onClose={() => setPaying(false)}
        onPaid={() => {
          setPaying(false);
          navigate(GRADE_TEST_RECORD_PATH);
        }}
      />
    </section>
  );
}
