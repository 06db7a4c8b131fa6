import { useEffect, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_MONEY_PAGE_SIZE,
  ADMIN_REFUND_KIND_LABELS,
  ADMIN_REFUND_MESSAGES as M,
  ADMIN_REFUND_REASON_MAX,
  ADMIN_REFUND_STAGE_LABELS,
  ADMIN_REFUND_STAGES,
  type AdminRefundItem,
  type AdminRefundKind,
} from '@badminton/contracts';
import { useSearchParams } from '@badminton/router';
import { Button, confirm, Input, PagedResult, PageSection, toast } from '@badminton/ui';
import { approveAdminRefund, getAdminRefundList, refuseAdminRefund, retryAdminRefund } from './calls';
import { MoneyDialog, useMoneyDialog } from './dialog';
import { KeywordField, ProvinceSelect, SelectField, StageCounts } from './filters';
import { checkRefusal, readRefundFilters, type RefundFilters, refundActions, writeFilters, yuan } from './view';
import '../queue.css';
import './money.css';

const PATH = '/personal/review/refunds';

function describe(item: AdminRefundItem): string {
  if (item.kind === 'entry') {
    const entry = item.entries[0];
    return `${item.test_class_title} ${entry ? `${entry.name}（${entry.grade}）` : ''}`;
  }
  return `${item.test_class_title}（${item.athlete_count} 笔已支付报名）`;
}

function EntryList({ item }: { item: AdminRefundItem }) {
  if (item.entries.length === 0) return <span className="money-table__sub">无已支付的报名</span>;
  return (
    <ul className="money-entries">
      {item.entries.map((entry) => (
        <li key={entry.application_id}>
          <span>{`${entry.name} ${entry.certificates_number} ${entry.grade}`}</span>
          <span className="money-table__sub">
            {`订单 ${entry.order_sn ?? '—'} · ${yuan(entry.amount)} 元 · ${entry.payment_status} · ${entry.refund_status_label}`}
            {entry.refund_sn ? ` · 退款单号 ${entry.refund_sn}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RefundTable({ items, busy, onApprove, onRefuse, onRetry }: {
  items: readonly AdminRefundItem[];
  busy: string | null;
  onApprove(item: AdminRefundItem): void;
  onRefuse(item: AdminRefundItem): void;
  onRetry(item: AdminRefundItem): void;
}) {
  return (
    <table className="money-table">
      <caption className="bm-visually-hidden">退费申请列表</caption>
      <thead>
        <tr>
          <th scope="col">类型</th>
          <th scope="col">测试班 / 机构</th>
          <th scope="col">运动员与订单</th>
          <th scope="col">退款金额（元）</th>
          <th scope="col">申请时间</th>
          <th scope="col">状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const key = `${item.kind}-${item.id}`;
          const name = describe(item);
          return (
            <tr key={key}>
              <td data-label="类型">{ADMIN_REFUND_KIND_LABELS[item.kind]}</td>
              <td data-label="测试班">
                <div>
                  <span className="money-table__main">{item.test_class_title}</span>
                  <span className="money-table__sub">{`${item.institution_name} · ${item.province_name}`}</span>
                </div>
              </td>
              <td data-label="运动员">
                <EntryList item={item} />
              </td>
              <td data-label="金额（元）">{yuan(item.amount)}</td>
              <td data-label="申请时间">{item.requested_at ?? '—'}</td>
              <td data-label="状态">
                <span className={`money-stage money-stage--${item.stage}`}>{item.stage_label}</span>
                {item.approved_at ? <span className="money-table__sub">{`批准于 ${item.approved_at}`}</span> : null}
                {item.note ? <span className="money-table__sub">{item.note}</span> : null}
              </td>
              <td data-label="操作">
                <div className="money-table__actions">
                  {refundActions(item).map((action) =>
                    action === 'approve' ? (
                      <Button key={action} size="small" type="primary" loading={busy === key} onClick={() => onApprove(item)}>
                        批准退费<span className="bm-visually-hidden"> {name}</span>
                      </Button>
                    ) : action === 'refuse' ? (
                      <Button key={action} size="small" disabled={busy === key} onClick={() => onRefuse(item)}>
                        驳回<span className="bm-visually-hidden"> {name}</span>
                      </Button>
                    ) : (
                      <Button key={action} size="small" type="primary" loading={busy === key} onClick={() => onRetry(item)}>
                        重新退款<span className="bm-visually-hidden"> {name}</span>
                      </Button>
                    ),
                  )}
                  {refundActions(item).length === 0 ? '—' : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The refusal dialog: the reason (1–200 characters), then 驳回 (→ 退费失败). */
function RefuseDialog({ item, onClose, onDone }: { item: AdminRefundItem | null; onClose(): void; onDone(): void }) {
  const [text, setText] = useState('');
  const { id, problem, setProblem, busy, submit } = useMoneyDialog(item);
  useEffect(() => {
    setText('');
  }, [item]);
  function refuse() {
    if (!item) return;
    const rule = checkRefusal(text);
    if (rule) {
      setProblem(rule);
      return;
    }
    void submit(api().call(refuseAdminRefund, { kind: item.kind, id: item.id, reason: text.trim() }), M.refused, onDone);
  }
  return (
    <MoneyDialog
      title="驳回退费申请"
      open={item !== null}
      context={item ? `${ADMIN_REFUND_KIND_LABELS[item.kind]}：${describe(item)}，${item.institution_name}` : null}
      id={id}
      problem={problem}
      busy={busy}
      submitLabel="驳回"
      onClose={onClose}
      onSubmit={refuse}
    >
      <label className="money-dialog__label" htmlFor={`${id}-reason`}>
        驳回理由
      </label>
      <Input
        id={`${id}-reason`}
        type="textarea"
        value={text}
        autosize={{ minRows: 3, maxRows: 6 }}
        placeholder={`${M.reasonRequired}（不超过${ADMIN_REFUND_REASON_MAX}个字）`}
        aria-describedby={`${id}-problem`}
        onChange={(value) => {
          setText(String(value));
          if (problem) setProblem('');
        }}
      />
    </MoneyDialog>
  );
}

function RefundList() {
  const [params, setParams] = useSearchParams();
  const filters = readRefundFilters(params);
  const state = useCall(getAdminRefundList, {
    stage: filters.stage || undefined,
    kind: filters.kind || undefined,
    keyword: filters.keyword || undefined,
    province_id: filters.province ?? undefined,
    page: filters.page,
    limit: ADMIN_MONEY_PAGE_SIZE,
  });
  const [refusing, setRefusing] = useState<AdminRefundItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const query = (next: Partial<RefundFilters>) => writeFilters({ ...filters, ...next, page: next.page ?? 1 });
  const go = (next: Partial<RefundFilters>) => setParams(query(next));

  async function act(item: AdminRefundItem, action: 'approve' | 'retry') {
    const count = item.kind === 'class' ? `该测试班 ${item.athlete_count} 笔已支付报名` : '该报名订单';
    const question =
      action === 'approve'
        ? `确定批准“${describe(item)}”的退费吗？${count}共 ${yuan(item.amount)} 元将原路退回，提交后不能撤回。`
        : `确定为“${describe(item)}”重新退款吗？`;
    if (!(await confirm(question, action === 'approve' ? '批准退费' : '重新退款'))) return;
    const key = `${item.kind}-${item.id}`;
    setBusy(key);
    const outcome = await settle(api().call(action === 'approve' ? approveAdminRefund : retryAdminRefund, { kind: item.kind, id: item.id }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      state.reload();
      return;
    }
    toast.success(action === 'approve' ? M.approved : M.retried);
    state.reload();
  }

  return (
    <>
      <div className="money-filters">
        <SelectField label="退费类型" value={filters.kind} onChange={(kind) => go({ kind: kind as AdminRefundKind | '' })}>
          <option value="">全部类型</option>
          <option value="class">{ADMIN_REFUND_KIND_LABELS.class}</option>
          <option value="entry">{ADMIN_REFUND_KIND_LABELS.entry}</option>
        </SelectField>
        <ProvinceSelect value={filters.province} onChange={(province) => go({ province })} />
        <KeywordField label="机构名称" placeholder="输入机构名称" value={filters.keyword} onSearch={(keyword) => go({ keyword })} />
      </div>
      <StageCounts
        label="按审核状态筛选"
        stages={ADMIN_REFUND_STAGES}
        labels={ADMIN_REFUND_STAGE_LABELS}
        counts={state.result?.counts}
        current={filters.stage}
        hrefOf={(stage) => `${PATH}?${query({ stage }).toString()}`.replace(/\?$/, '')}
      />
      <PagedResult state={state} page={filters.page} pageSize={ADMIN_MONEY_PAGE_SIZE} onPageChange={(page) => go({ page })}>
        {(items) => (
          <RefundTable
            items={items}
            busy={busy}
            onApprove={(item) => void act(item, 'approve')}
            onRefuse={setRefusing}
            onRetry={(item) => void act(item, 'retry')}
          />
        )}
      </PagedResult>
      <RefuseDialog
        item={refusing}
        onClose={() => setRefusing(null)}
        onDone={() => {
          setRefusing(null);
          state.reload();
        }}
      />
    </>
  );
}

/**
 * /personal/review/refunds (req: back-office.md#refund-approval, states.md#refund-status; decision 0069), the national
 * administrator's: the institutions' class and row refund requests with their athletes, orders and amounts (元), by
 * status (with counts), type, province and institution name. 待审核 → 批准退费 (confirmed: each paid order is refunded
 * through the payment provider; the status turns 已退费 on the provider's success) or 驳回 (with a reason → 退费失败);
 * 退费失败 → 重新退款.
 */
export default function RefundsScreen() {
  return (
    <PageSection title="退费审核">
      <RefundList />
    </PageSection>
  );
}
