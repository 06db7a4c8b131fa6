import { useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { formatDateTime, PagedResult, PageSection } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import { getPayRecords } from '../api/training-calls';
import { PAY_PAGE_SIZE, paymentStatusLabel, readPage } from '../utils/training-view';
import '../training.css';

/**
 * /personal/payRecord (req: evaluator.md#payment-records): every order of the evaluator (training, paper certificates,
 * …), 8 per page with the pager above 8: order number, item, time, amount, payment time and channel, status.
 */
export function PayRecordPage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const state = useCall(getPayRecords, { page, limit: PAY_PAGE_SIZE });
  const goToPage = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <PageSection title="缴费记录">
      <PagedResult state={state} page={page} pageSize={PAY_PAGE_SIZE} onPageChange={goToPage}>
        {(items) => (
          <div className="pay-records">
            <table className="pay-records__table">
              <caption className="bm-visually-hidden">缴费记录</caption>
              <thead>
                <tr>
                  <th scope="col">订单号</th>
                  <th scope="col">缴费项目</th>
                  <th scope="col">下单时间</th>
                  <th scope="col">金额</th>
                  <th scope="col">支付时间</th>
                  <th scope="col">支付方式</th>
                  <th scope="col">状态</th>
                </tr>
              </thead>
              <tbody>
                {items.map((row) => (
                  <tr key={row.order_sn}>
                    <td data-label="订单号" className="pay-records__sn">
                      {row.order_sn}
                    </td>
                    <td data-label="缴费项目">{row.payment_type}</td>
                    <td data-label="下单时间">{formatDateTime(row.creationTime)}</td>
                    <td data-label="金额">{formatFee(row.order_price)}</td>
                    <td data-label="支付时间">{row.payment_time ? formatDateTime(row.payment_time) : '—'}</td>
                    <td data-label="支付方式">{row.payment_channel ?? '—'}</td>
                    <td data-label="状态">
                      <span className={`training-record__status training-record__status--${row.payment_status}`}>{paymentStatusLabel(row.payment_status)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedResult>
    </PageSection>
  );
}

export default PayRecordPage;
