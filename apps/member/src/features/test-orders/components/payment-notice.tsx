/** 缴费须知 (spec 001 §9): shown with the payment on /test/sureOrder. */
export const PAYMENT_NOTICE = [
  '缴费成功后，测试机构将为您安排测试资源，请按测试通知准时参加测试。',
  '因个人原因缺考的，报名费不予退还。',
  '同一等级下次补考无需再次缴费。',
  '报名名额按测试通知保留；提交报名后请在 30 分钟内完成支付，逾期订单自动关闭，名额释放。',
];

export function PaymentNotice() {
  return (
    <div className="test-order-notice">
      <h3 className="test-order-notice__title">缴费须知</h3>
      <ol>
        {PAYMENT_NOTICE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  );
}
