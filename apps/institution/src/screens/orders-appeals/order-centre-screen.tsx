import { useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { PaymentDialog } from '@badminton/account';
import {
  INSTITUTION_ORDERS_APPEALS_MESSAGES as M,
  type InstitutionOrderItem,
  ORDER_CENTRE_PAGE_SIZE,
} from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { Button, confirm, PagedResult, PageSection, readKeywordQuery, writeKeywordQuery } from '@badminton/ui';
import { QualificationGate } from '../test-classes/gate';
import { getInstitutionOrderList } from './calls';
import { logisticsPath, orderAction } from './view';
import '../test-classes/test-classes.css';
import './orders-appeals.css';

function OrderTable({ items, onPay }: { items: readonly InstitutionOrderItem[]; onPay(item: InstitutionOrderItem): void }) {
  return (
    <table className="class-table">
      <caption className="bm-visually-hidden">订单列表</caption>
      <thead>
        <tr>
          <th scope="col">订单号</th>
          <th scope="col">支付类型</th>
          <th scope="col">创建时间</th>
          <th scope="col">金额（元）</th>
          <th scope="col">支付时间</th>
          <th scope="col">支付状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const action = orderAction(item);
          return (
            <tr key={item.order_sn}>
              <td data-label="订单号">{item.order_sn}</td>
              <td data-label="支付类型">{item.payment_type}</td>
              <td data-label="创建时间">{item.creationTime}</td>
              <td data-label="金额（元）">{item.order_price.toFixed(2)}</td>
              <td data-label="支付时间">{item.payment_time ?? '—'}</td>
              <td data-label="支付状态">{item.payment_status}</td>
              <td data-label="操作">
                {action === 'pay' ? (
                  <Button size="small" type="primary" onClick={() => onPay(item)}>
                    支付<span className="bm-visually-hidden"> {item.order_sn}</span>
                  </Button>
                ) : action === 'logistics' && item.express_number ? (
                  <Link
                    className="el-button el-button--default el-button--small class-table__link"
                    to={logisticsPath(item.express_number)}
                    aria-label={`查看物流 ${item.order_sn}`}
                  >
                    查看物流
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function OrderList() {
  const [params, setParams] = useSearchParams();
  const { page } = readKeywordQuery(params);
  const state = useCall(getInstitutionOrderList, { page, limit: ORDER_CENTRE_PAGE_SIZE });
  const [paying, setPaying] = useState<InstitutionOrderItem | null>(null);

  async function pay(item: InstitutionOrderItem) {
    // Type 6: the institution pays the athletes' registration fee; the invoice goes to each athlete personally.
    if (item.payment_typeValue === 6 && !(await confirm(M.feePaidForAthlete, '机构代缴报名费'))) return;
    setPaying(item);
  }

  return (
    <>
      <PagedResult
        state={state}
        page={page}
        pageSize={ORDER_CENTRE_PAGE_SIZE}
        onPageChange={(next) => setParams(writeKeywordQuery({ page: next, keyword: '' }))}
      >
        {(items) => <OrderTable items={items} onPay={(item) => void pay(item)} />}
      </PagedResult>
      <PaymentDialog
        orderSn={paying?.order_sn ?? null}
        open={paying !== null}
        title={paying ? `支付${paying.payment_type}` : undefined}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          state.reload();
        }}
      />
    </>
  );
}

/**
 * /personal/orderCenter (req: institution.md#order-centre; decision 0061): behind the qualification gate; the
 * institution's orders of every payment type (1, 2, 3, 4, 6), 8 per page; 待支付 / 支付失败 → 支付 (type 6 asks first
 * that the institution pays the registration fee and the invoice goes to the athlete; then the shared WeChat Pay
 * dialog: the QR, the scan-only hint, the 10 s poll, 支付完成); 支付成功 with a parcel → 查看物流.
 */
export default function OrderCentreScreen() {
  return (
    <PageSection title="订单中心">
      <QualificationGate>
        <OrderList />
      </QualificationGate>
    </PageSection>
  );
}
