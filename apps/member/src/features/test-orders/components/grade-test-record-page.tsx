import { useState, type ComponentType } from 'react';
import { Link, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { PaymentDialog } from '@badminton/account';
import type { RemoteAppProps, TestOrderRecord } from '@badminton/contracts';
import { Button, formatDateTime, PagedResult, PageSection, resolveFileUrl } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import { getTestOrderRecords } from '../api/test-order-calls';
import { invoicePath } from '../utils/sign-up-paths';
import {
  paymentStatusLabel,
  RECORD_PAGE_SIZE,
  RECORD_PAGER_ABOVE,
  recordActions,
  recordListPayload,
  recordRowsShown,
  SCORE_JUDGMENT_LABELS,
} from '../utils/test-records';
import '../../../styles/order-cards.css';
import '../test-orders.css';

/** The score dialog of a sign-up (part A's `ScoreDialog`), passed in by the route (features never import each other). */
export type ScoreDialogComponent = ComponentType<{ applicationId: number | null; testClassId: number | null; open: boolean; onClose(): void }>;
/** The first-appeal dialog of a sign-up (part A's `AppealDialog`). */
export type AppealDialogComponent = ComponentType<{ applicationId: number | null; open: boolean; onClose(): void; onSubmitted(): void }>;

export interface GradeTestRecordPageProps extends RemoteAppProps {
  ScoreDialog: ScoreDialogComponent;
  AppealDialog: AppealDialogComponent;
}

type Open = { kind: 'pay'; record: TestOrderRecord } | { kind: 'score'; record: TestOrderRecord } | { kind: 'appeal'; record: TestOrderRecord } | null;

function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

function RecordCard({ record, fileHost, onOpen }: { record: TestOrderRecord; fileHost: string; onOpen(open: Open): void }) {
  const actions = recordActions(record);
  const status = paymentStatusLabel(record.payment_status);
  // The class keeps its picture from the list (its cover); the institution's photo only when the class has none.
  const picture = record.file_path ?? record.institutional_view;
  return (
    <li className="order-card test-record">
      <header className="order-card__header">
        <span>订单号：{record.order_sn || '—'}</span>
        <span>下单时间：{formatDateTime(record.creationTime)}</span>
      </header>
      <div className="order-card__body test-record__body">
        {picture ? (
          <img className="test-record__picture" src={resolveFileUrl(picture, fileHost)} alt="" width={120} height={90} loading="lazy" />
        ) : null}
        <div className="test-record__main">
          <h3 className="order-card__title test-record__title">{record.test_class_title}</h3>
          <dl className="test-record__info">
            <div>
              <dt>测试机构</dt>
              <dd>{record.mechanism_fullName}</dd>
            </div>
            <div>
              <dt>测试等级</dt>
              <dd>{record.gradeName}</dd>
            </div>
            <div>
              <dt>测试时间</dt>
              <dd>{formatDateTime(record.test_start_time)}</dd>
            </div>
            <div>
              <dt>联系人</dt>
              <dd>
                {record.apply.contact} {record.apply.contact_number}
              </dd>
            </div>
            {record.score_qualified_judgment !== null ? (
              <div>
                <dt>测试结果</dt>
                <dd>{SCORE_JUDGMENT_LABELS[record.score_qualified_judgment] ?? '—'}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="order-card__side">
          <p className="order-card__price">{formatFee(record.order_price)}</p>
          <p className={`order-card__status order-card__status--${record.payment_status} test-record__status`}>
            {record.isBatch ? `${status}（机构批量报名）` : status}
          </p>
          {actions.refunded ? <span className="test-record__tag">已退费</span> : null}
          <div className="order-card__actions">
            {actions.pay ? (
              <Button type="primary" size="small" onClick={() => onOpen({ kind: 'pay', record })}>
                去支付
              </Button>
            ) : null}
            {actions.score ? (
              <Button size="small" onClick={() => onOpen({ kind: 'score', record })}>
                查看成绩
              </Button>
            ) : null}
            {actions.invoice ? (
              <Link className="test-record__link" to={invoicePath(record.order_sn)}>
                查看发票
              </Link>
            ) : null}
            {actions.appeal ? (
              <Button size="small" onClick={() => onOpen({ kind: 'appeal', record })}>
                申诉
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * /personal/gradeTestRecord (req: test-sign-up-and-orders.md#grade-test-records): the athlete's sign-ups, 4 per page
 * with the pager only above 5; 去支付 on a pending order that is not a batch sign-up (the payment dialog); 查看成绩,
 * 查看发票 and 申诉 (until appealed) on a paid one; 已退费 on a refunded row.
 */
export function GradeTestRecordPage({ fileHost, ScoreDialog, AppealDialog }: GradeTestRecordPageProps) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const state = useCall(getTestOrderRecords, recordListPayload(page));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const goToPage = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <PageSection title="等级测试记录">
      <PagedResult state={state} page={page} pageSize={RECORD_PAGE_SIZE} pagerAbove={RECORD_PAGER_ABOVE} onPageChange={goToPage}>
        {(items, totalCount) => (
          <ul className="order-cards">
            {recordRowsShown(items, totalCount).map((record) => (
              <RecordCard key={record.id} record={record} fileHost={fileHost} onOpen={setOpen} />
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
      <ScoreDialog
        applicationId={open?.kind === 'score' ? open.record.id : null}
        testClassId={open?.kind === 'score' ? open.record.test_class_id : null}
        open={open?.kind === 'score'}
        onClose={close}
      />
      <AppealDialog
        applicationId={open?.kind === 'appeal' ? open.record.id : null}
        open={open?.kind === 'appeal'}
        onClose={close}
        onSubmitted={() => {
          close();
          state.reload();
        }}
      />
    </PageSection>
  );
}
