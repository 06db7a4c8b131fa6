import type { ReactNode } from 'react';
import { useCall } from '@badminton/api-client/react';
import { getInvoiceDetail, INVOICE_CONTENT_LABEL, INVOICE_KIND_LABEL, type InvoiceDetail, type RemoteAppProps } from '@badminton/contracts';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { DetailSection, formatDateTime, goBack, resolveFileUrl } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import { COMPANY_FIELDS, INVOICE_ISSUED, INVOICE_LIST_PATH, invoiceStatusText, readOrderSn, titleTypeText } from './invoice-view';
import '../shared/account-forms.css';
import './invoices.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function InvoiceBody({ invoice, fileHost }: { invoice: InvoiceDetail; fileHost: string }) {
  const issued = invoice.invoice_status === INVOICE_ISSUED;
  return (
    <div className="bm-invoice-detail">
      <dl className="bm-invoice-fields">
        <Field label="发票状态">
          <span className={issued ? 'bm-invoice-status bm-invoice-status--issued' : 'bm-invoice-status'}>{invoiceStatusText(invoice.invoice_status)}</span>
        </Field>
        <Field label="订单号">{invoice.order_sn}</Field>
        <Field label="发票金额">{formatFee(invoice.amount)}</Field>
        <Field label="发票类型">{INVOICE_KIND_LABEL}</Field>
        <Field label="发票内容">{INVOICE_CONTENT_LABEL}</Field>
        <Field label="抬头类型">{titleTypeText(invoice.custtype)}</Field>
        {invoice.custtype === '01'
          ? COMPANY_FIELDS.map(({ key, label }) => (
              <Field key={key} label={label}>
                {(invoice[key] as string | null) || '无'}
              </Field>
            ))
          : invoice.custname
            ? <Field label="发票抬头">{invoice.custname}</Field>
            : null}
        {issued ? (
          <>
            <Field label="发票代码">{invoice.fpdm ?? '—'}</Field>
            <Field label="发票号码">{invoice.fphm ?? '—'}</Field>
            {invoice.issuedTime ? <Field label="开票时间">{formatDateTime(invoice.issuedTime)}</Field> : null}
          </>
        ) : null}
      </dl>
      {issued ? (
        <div className="bm-invoice-detail__issued">
          {invoice.urlQRCode ? <img className="bm-invoice-detail__qr" src={resolveFileUrl(invoice.urlQRCode, fileHost)} alt="电子发票二维码" width={160} height={160} /> : null}
          {invoice.invoice_url ? (
            <a className="bm-invoice-link" href={resolveFileUrl(invoice.invoice_url, fileHost)} target="_blank" rel="noopener noreferrer">
              查看发票<span className="bm-visually-hidden">（在新窗口打开 PDF）</span>
            </a>
          ) : null}
        </div>
      ) : (
        <p className="bm-invoice-detail__waiting">发票开具中，开具成功后可在此查看发票代码、号码和电子发票。</p>
      )}
    </div>
  );
}

/**
 * /personal/invoice?orderSn (req: 002 §2, §3; 001 §4, §9): the e-invoice of one of the signed-in user's orders, for
 * every role: status, 电子普通发票 / 商品明细, the title type and the company title's fields, and once invoiced the
 * invoice code and number, its QR code and 查看发票 (the PDF). An order without an invoice (or another user's) is empty.
 */
export function InvoiceDetailPage({ fileHost = '/wwwroot' }: Partial<RemoteAppProps>) {
  const role = useSession((s) => s.role);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderSn = readOrderSn(params);
  const state = useCall(getInvoiceDetail, { order_sn: orderSn ?? '', ...(role ? { user_type: role } : {}) }, { skip: orderSn === null });
  return (
    <DetailSection
      title="发票详情"
      valid={orderSn !== null}
      state={state}
      record={state.result?.items[0]}
      onBack={() => goBack(navigate, INVOICE_LIST_PATH)}
      className="bm-invoice-page"
    >
      {(invoice) => <InvoiceBody invoice={invoice} fileHost={fileHost} />}
    </DetailSection>
  );
}

export default InvoiceDetailPage;
