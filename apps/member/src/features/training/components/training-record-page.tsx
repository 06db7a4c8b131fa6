import { useState } from 'react';
import { Link, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { PaymentDialog } from '@badminton/account';
import { trainingFeeTypeLabel, type TrainingRecordItem } from '@badminton/contracts';
import { Button, formatDateTime, PagedResult, PageSection } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import { getTrainingRecords } from '../api/training-calls';
import {
  invoicePath,
  paymentStatusLabel,
  readPage,
  RECORD_PAGE_SIZE,
  reviewLabel,
  trainingRecordActions,
  trainingSignUpPath,
} from '../utils/training-view';
import { TrainingScoreDialog } from './training-score-dialog';
import '../../../styles/order-cards.css';
import '../training.css';

type Open = { kind: 'pay'; record: TrainingRecordItem } | { kind: 'score'; record: TrainingRecordItem } | null;

function RecordCard({ record, onOpen }: { record: TrainingRecordItem; onOpen(open: Open): void }) {
  const actions = trainingRecordActions(record);
  return (
    <li className="order-card training-record">
      <header className="order-card__header">
        <span>订单号：{record.order_sn || '—'}</span>
        <span>报名时间：{formatDateTime(record.creationTime)}</span>
      </header>
      <div className="order-card__body training-record__body">
        <div className="training-record__main">
          <h3 className="order-card__title">{record.name}</h3>
          <dl className="training-order__info">
            <div>
              <dt>考评员等级</dt>
              <dd>{record.gradeName}</dd>
            </div>
            <div>
              <dt>开班时间</dt>
              <dd>
                {/* One text node, as the service's frame draws it (decision 0045). */}
                {`${formatDateTime(record.opening_class_start_time)} 至 ${formatDateTime(record.opening_class_end_time)}`}
              </dd>
            </div>
            <div>
              <dt>报名人</dt>
              <dd>{record.coachName || '—'}</dd>
            </div>
            <div>
              <dt>报名类型</dt>
              <dd>{trainingFeeTypeLabel(record.signup_type)}</dd>
            </div>
            <div>
              <dt>缴费项目</dt>
              <dd>{record.payment_type}</dd>
            </div>
            <div>
              <dt>考核结果</dt>
              <dd>
                <span className={`training-review training-review--${record.performance_review}`}>{reviewLabel(record.performance_review)}</span>
              </dd>
            </div>
          </dl>
        </div>
        <div className="order-card__side">
          <p className="order-card__price">{formatFee(record.order_price)}</p>
          <p className={`order-card__status order-card__status--${record.payment_status} training-record__status`}>{paymentStatusLabel(record.payment_status)}</p>
          <div className="order-card__actions">
            {actions.pay ? (
              <Button type="primary" size="small" onClick={() => onOpen({ kind: 'pay', record })}>
                去支付
              </Button>
            ) : null}
            {actions.invoiceInfo ? (
              <Link className="training-record__link" to={trainingSignUpPath(record.tc_id)}>
                发票信息
              </Link>
            ) : null}
            {actions.score ? (
              <Button size="small" disabled={!actions.scoreEnabled} onClick={() => onOpen({ kind: 'score', record })}>
                查看成绩
              </Button>
            ) : null}
            {actions.invoice ? (
              <Link className="training-record__link" to={invoicePath(record.order_sn)}>
                查看发票
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * /personal/trainingRecord (req: evaluator.md#training-records): the evaluator's training sign-ups, 8 per page with the
 * pager above 8; 去支付 (the payment dialog) and 发票信息 while pending, 查看成绩 once paid (disabled until reviewed),
 * 查看发票 for an order paid in the portal.
 */
export function TrainingRecordPage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const state = useCall(getTrainingRecords, { page, limit: RECORD_PAGE_SIZE });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const goToPage = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <PageSection title="培训记录">
      <PagedResult state={state} page={page} pageSize={RECORD_PAGE_SIZE} onPageChange={goToPage}>
        {(items) => (
          <ul className="order-cards">
            {items.map((record) => (
              <RecordCard key={record.id} record={record} onOpen={setOpen} />
            ))}
          </ul>
        )}
      </PagedResult>
      <PaymentDialog
        orderSn={open?.kind === 'pay' ? open.record.order_sn : null}
        open={open?.kind === 'pay'}
        title="微信扫码支付"
        onClose={close}
        onPaid={() => {
          close();
          state.reload();
        }}
      />
      <TrainingScoreDialog tcId={open?.kind === 'score' ? open.record.tc_id : null} open={open?.kind === 'score'} onClose={close} />
    </PageSection>
  );
}

export default TrainingRecordPage;
