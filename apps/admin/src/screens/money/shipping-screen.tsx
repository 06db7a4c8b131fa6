import { useEffect, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_MONEY_PAGE_SIZE,
  ADMIN_SHIPPING_KIND_LABELS,
  ADMIN_SHIPPING_MESSAGES as M,
  ADMIN_SHIPPING_STAGE_LABELS,
  ADMIN_SHIPPING_STAGES,
  type AdminShippingItem,
  EXPRESS_COMPANIES,
} from '@badminton/contracts';
import { useSearchParams } from '@badminton/router';
import { Button, confirm, PagedResult, PageSection, toast } from '@badminton/ui';
import { getAdminShippingList, markAdminShippingPrinted, shipAdminShipping } from './calls';
import { MoneyDialog, useMoneyDialog } from './dialog';
import { KeywordField, ProvinceSelect, SelectField, StageCounts } from './filters';
import { checkWaybill, readShippingFilters, type ShippingFilters, writeFilters, yuan } from './view';
import '../queue.css';
import './money.css';

const PATH = '/personal/review/certificateShipping';

function ShippingTable({ items, busy, onPrint, onShip }: {
  items: readonly AdminShippingItem[];
  busy: number | null;
  onPrint(item: AdminShippingItem): void;
  onShip(item: AdminShippingItem): void;
}) {
  return (
    <table className="money-table">
      <caption className="bm-visually-hidden">证书证章订单列表</caption>
      <thead>
        <tr>
          <th scope="col">订单</th>
          <th scope="col">证书证章</th>
          <th scope="col">收件人与地址</th>
          <th scope="col">状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.delivery_id}>
            <td data-label="订单">
              <div>
                <span className="money-table__main">{item.order_sn}</span>
                <span className="money-table__sub">{`${item.kind_label} · ${item.payer_name} · ${yuan(item.amount)} 元`}</span>
                <span className="money-table__sub">{`支付时间 ${item.paid_at ?? '—'}`}</span>
              </div>
            </td>
            <td data-label="证书证章">
              <ul className="money-entries">
                {item.items.map((entry) => (
                  <li key={entry.certificate_number}>{`${entry.name} ${entry.grade} ${entry.type_label}（${entry.certificate_number}）`}</li>
                ))}
              </ul>
            </td>
            <td data-label="收件人">
              <div>
                <span className="money-table__main">{`${item.contacts} ${item.telphone}`}</span>
                <span className="money-table__sub">{item.address}</span>
              </div>
            </td>
            <td data-label="状态">
              <span className={`money-stage money-stage--${item.stage}`}>{item.stage_label}</span>
              {item.printed_at ? <span className="money-table__sub">{`打印于 ${item.printed_at}`}</span> : null}
              {item.express_number ? <span className="money-table__sub">{`${item.express_company ?? ''} ${item.express_number}（${item.mailing_time ?? ''}）`}</span> : null}
            </td>
            <td data-label="操作">
              {item.stage === 'print' ? (
                <Button size="small" type="primary" loading={busy === item.delivery_id} onClick={() => onPrint(item)}>
                  标记已打印<span className="bm-visually-hidden"> {item.order_sn}</span>
                </Button>
              ) : item.stage === 'ship' ? (
                <Button size="small" type="primary" onClick={() => onShip(item)}>
                  登记发货<span className="bm-visually-hidden"> {item.order_sn}</span>
                </Button>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The ship dialog: the carrier (those the logistics adapter follows) and the waybill, then 确认发货. */
function ShipDialog({ item, onClose, onDone }: { item: AdminShippingItem | null; onClose(): void; onDone(): void }) {
  const [company, setCompany] = useState(EXPRESS_COMPANIES[0] ?? '');
  const [waybill, setWaybill] = useState('');
  const { id, problem, setProblem, busy, submit } = useMoneyDialog(item);
  useEffect(() => {
    setCompany(EXPRESS_COMPANIES[0] ?? '');
    setWaybill('');
  }, [item]);
  function ship() {
    if (!item) return;
    if (!company) {
      setProblem(M.companyRequired);
      return;
    }
    const checked = checkWaybill(waybill);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    void submit(api().call(shipAdminShipping, { delivery_id: item.delivery_id, express_company: company, express_number: checked.value }), M.shipped, onDone);
  }
  return (
    <MoneyDialog
      title="登记发货"
      open={item !== null}
      context={item ? `订单 ${item.order_sn}：寄往 ${item.contacts} ${item.telphone}，${item.address}` : null}
      id={id}
      problem={problem}
      busy={busy}
      submitLabel="确认发货"
      onClose={onClose}
      onSubmit={ship}
    >
      <div className="money-dialog__field">
        <label className="money-dialog__label" htmlFor={`${id}-company`}>
          快递公司
        </label>
        <select id={`${id}-company`} value={company} onChange={(event) => setCompany(event.target.value)}>
          {EXPRESS_COMPANIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label className="money-dialog__label" htmlFor={`${id}-waybill`}>
          运单号
        </label>
        <input
          id={`${id}-waybill`}
          value={waybill}
          maxLength={20}
          inputMode="text"
          autoComplete="off"
          placeholder="如 SF1234567890123"
          aria-describedby={`${id}-problem`}
          onChange={(event) => {
            setWaybill(event.target.value);
            if (problem) setProblem('');
          }}
        />
      </div>
    </MoneyDialog>
  );
}

function ShippingList() {
  const [params, setParams] = useSearchParams();
  const filters = readShippingFilters(params);
  const state = useCall(getAdminShippingList, {
    stage: filters.stage || undefined,
    kind: filters.kind ?? undefined,
    keyword: filters.keyword || undefined,
    province_id: filters.province ?? undefined,
    page: filters.page,
    limit: ADMIN_MONEY_PAGE_SIZE,
  });
  const [shipping, setShipping] = useState<AdminShippingItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const query = (next: Partial<ShippingFilters>) => writeFilters({ ...filters, ...next, page: next.page ?? 1 });
  const go = (next: Partial<ShippingFilters>) => setParams(query(next));

  async function print(item: AdminShippingItem) {
    if (!(await confirm(`确定订单 ${item.order_sn} 的 ${item.items.length} 项证书证章已打印吗？`, '标记已打印'))) return;
    setBusy(item.delivery_id);
    const outcome = await settle(api().call(markAdminShippingPrinted, { delivery_id: item.delivery_id }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else toast.success(M.printed);
    state.reload();
  }

  return (
    <>
      <div className="money-filters">
        <SelectField label="订单类型" value={filters.kind === null ? '' : String(filters.kind)} onChange={(kind) => go({ kind: kind === '2' ? 2 : kind === '5' ? 5 : null })}>
          <option value="">全部类型</option>
          <option value="2">{ADMIN_SHIPPING_KIND_LABELS[2]}</option>
          <option value="5">{ADMIN_SHIPPING_KIND_LABELS[5]}</option>
        </SelectField>
        <ProvinceSelect value={filters.province} onChange={(province) => go({ province })} />
        <KeywordField label="订单号、收件人或运单号" placeholder="输入关键字" value={filters.keyword} onSearch={(keyword) => go({ keyword })} />
      </div>
      <StageCounts
        label="按状态筛选"
        stages={ADMIN_SHIPPING_STAGES}
        labels={ADMIN_SHIPPING_STAGE_LABELS}
        counts={state.result?.counts}
        current={filters.stage}
        hrefOf={(stage) => `${PATH}?${query({ stage }).toString()}`.replace(/\?$/, '')}
      />
      <PagedResult state={state} page={filters.page} pageSize={ADMIN_MONEY_PAGE_SIZE} onPageChange={(page) => go({ page })}>
        {(items) => <ShippingTable items={items} busy={busy} onPrint={(item) => void print(item)} onShip={setShipping} />}
      </PagedResult>
      <ShipDialog
        item={shipping}
        onClose={() => setShipping(null)}
        onDone={() => {
          setShipping(null);
          state.reload();
        }}
      />
    </>
  );
}

/**
 * /personal/review/certificateShipping (decision 0069), the national administrator's: the paid paper-certificate
 * orders — the athletes' own and the institutions' batches — 待打印 → 标记已打印 → 待发货 → 登记发货 (carrier and waybill)
 * → 已发货, by status (with counts), type, province and keyword. The owners' 查看物流 follows the waybill from then on.
 */
export default function ShippingScreen() {
  return (
    <PageSection title="证书证章邮寄">
      <ShippingList />
    </PageSection>
  );
}
