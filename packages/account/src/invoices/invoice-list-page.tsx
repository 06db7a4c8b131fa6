import { useCall } from '@badminton/api-client/react';
import { CERTIFICATE_DELIVERY_PAGE_SIZES, CERTIFICATE_DELIVERY_PAGER_ABOVE, getInvoiceList, type InvoiceListItem } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { formatDateTime, PagedResult, PageSection, Select } from '@badminton/ui';
import { formatFee, INVOICE_TIME_RANGE_LABELS, INVOICE_TIME_RANGES, type InvoiceTimeRange } from '@badminton/validation';
import { invoiceDetailPath, invoiceStatusText, INVOICE_ISSUED, readPage, readTimeRange, titleTypeText } from './invoice-view';
import './invoices.css';

const PAGE_SIZE = CERTIFICATE_DELIVERY_PAGE_SIZES.invoices;

function InvoiceCard({ invoice }: { invoice: InvoiceListItem }) {
  const issued = invoice.invoice_status === INVOICE_ISSUED;
  return (
    <li className="bm-invoice-card">
      <header className="bm-invoice-card__header">
        <span>订单号：{invoice.order_sn}</span>
        <span>申请时间：{formatDateTime(invoice.creationTime)}</span>
      </header>
      <div className="bm-invoice-card__body">
        <dl className="bm-invoice-fields">
          <div>
            <dt>订单类型</dt>
            <dd>{invoice.orderType}</dd>
          </div>
          <div>
            <dt>发票抬头</dt>
            <dd>
              {titleTypeText(invoice.custtype)}
              {invoice.custname ? `（${invoice.custname}）` : ''}
            </dd>
          </div>
          <div>
            <dt>发票金额</dt>
            <dd>{formatFee(invoice.amount)}</dd>
          </div>
        </dl>
        <div className="bm-invoice-card__side">
          <span className={issued ? 'bm-invoice-status bm-invoice-status--issued' : 'bm-invoice-status'}>{invoiceStatusText(invoice.invoice_status)}</span>
          <Link className="bm-invoice-link" to={invoiceDetailPath(invoice.order_sn)} aria-label={`查看发票：订单号 ${invoice.order_sn}`}>
            查看发票
          </Link>
        </div>
      </div>
    </li>
  );
}

/**
 * /personal/invoiceList (req: 001 §7, §9; 002 §2): the signed-in user's invoice records, 4 per page, for every role;
 * the time selector defaults to 近三个月 (the service's clock decides the bounds), the range and page live in the address.
 */
export function InvoiceListPage() {
  const role = useSession((s) => s.role);
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const range = readTimeRange(params);
  const state = useCall(getInvoiceList, { page, limit: PAGE_SIZE, timeRange: range, ...(role ? { user_type: role } : {}) });
  const go = (next: { page?: number; range?: InvoiceTimeRange }) => {
    const query = new URLSearchParams();
    const nextRange = next.range ?? range;
    const nextPage = next.page ?? 1;
    if (nextRange !== '3m') query.set('range', nextRange);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  return (
    <PageSection
      title="发票记录"
      extra={
        <Select className="bm-invoice-range" value={range} aria-label="时间范围" onChange={(value: string) => go({ range: value as InvoiceTimeRange })}>
          {INVOICE_TIME_RANGES.map((value) => (
            <Select.Option key={value} value={value} label={INVOICE_TIME_RANGE_LABELS[value]} />
          ))}
        </Select>
      }
    >
      <PagedResult
        state={state}
        page={page}
        pageSize={PAGE_SIZE}
        pagerAbove={CERTIFICATE_DELIVERY_PAGER_ABOVE.invoices}
        onPageChange={(next) => go({ page: next })}
      >
        {(items) => (
          <ul className="bm-invoice-list" aria-label="发票记录">
            {items.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} />
            ))}
          </ul>
        )}
      </PagedResult>
    </PageSection>
  );
}

export default InvoiceListPage;
