import { useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { logisticsPath, PaymentDialog } from '@badminton/account';
import {
  CERTIFICATE_DELIVERY_PAGE_SIZES,
  CERTIFICATE_DELIVERY_PAGER_ABOVE,
  type OwnCertificateItem,
  type PaperOrderItem,
  type ProxyRecordItem,
  type RemoteAppProps,
} from '@badminton/contracts';
import { certificateSrcSet } from '@badminton/contracts/files';
import { Link, useNavigate, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { Button, EmptyState, ErrorState, formatDate, formatDateTime, PagedResult, PageLoading, PageSection, RankBadge, resolveFileUrl, Tabs } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import { getOwnCertificates, getPaperCertificateOrders, getProxyRecords } from '../api/certificate-calls';
import {
  CERTIFICATE_TAB_LABELS,
  certificateTags,
  deliverable,
  DELIVERY_PATH,
  evaluatorRankOf,
  orderActions,
  proxyable,
  readTab,
  tabsOf,
  type CertificateTab,
} from '../utils/certificate-view';
import { ProxyDialog } from './proxy-dialog';
import '../../../styles/order-cards.css';
import '../certificates.css';

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The width a card shows its image at (`sizes`): one column below 600 px (the page's 13 px padding each side), else
 * a grid column of about 300 px. The browser then takes the card-size rendering (decision 0041) on most phones.
 */
const CARD_IMAGE_SIZES = '(max-width: 600px) calc(100vw - 26px), 300px';

/** A certificate card; the first one's image is usually the page's largest paint, so it loads at once and first. */
function CertificateCard({ certificate, fileHost, first }: { certificate: OwnCertificateItem; fileHost: string; first: boolean }) {
  const tags = certificateTags(certificate);
  const rank = evaluatorRankOf(certificate);
  const src = resolveFileUrl(certificate.certificate_url, fileHost);
  return (
    <li className="certificate-card">
      <img
        className="certificate-card__image"
        src={src}
        srcSet={certificateSrcSet(src)}
        sizes={CARD_IMAGE_SIZES}
        alt={`${certificate.gradeName}证书`}
        width={320}
        height={226}
        loading={first ? 'eager' : 'lazy'}
        // React 18 has no fetchPriority prop (it warns, then writes the attribute): the attribute itself.
        {...{ fetchpriority: first ? 'high' : 'auto' }}
      />
      <div className="certificate-card__info">
        <h3 className="certificate-card__grade">{rank === null ? certificate.gradeName : <RankBadge rank={rank} name={certificate.gradeName} />}</h3>
        <p className="certificate-card__line">证书编号：{certificate.certificate_number}</p>
        <p className="certificate-card__line">颁发日期：{formatDate(certificate.created_date)}</p>
        {tags.length > 0 ? (
          <p className="certificate-card__tags">
            {tags.map((tag) => (
              <span key={tag} className="certificate-tag">
                {tag}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function CertificatesPane({ fileHost, athlete }: { fileHost: string; athlete: boolean }) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const { loading, result, errorMsg, retryable, reload } = useCall(getOwnCertificates, {});
  const [proxyOpen, setProxyOpen] = useState(false);
  const certificates = result?.items ?? [];
  const collectable = proxyable(certificates);
  const orderable = deliverable(certificates);

  /** 申领纸质证书: the proxy choice when a certificate qualifies, otherwise straight to the delivery form (001 §9). */
  const apply = () => {
    if (collectable.length > 0) setProxyOpen(true);
    else navigate(DELIVERY_PATH);
  };

  if (loading && !result) return <PageLoading />;
  if (errorMsg && !result) return <ErrorState text={errorMsg} onRetry={retryable === false ? undefined : reload} />;
  return (
    <>
      {athlete ? (
        <div className="certificate-toolbar">
          <p className="certificate-toolbar__hint">
            {orderable.length > 0 ? `有 ${orderable.length} 个等级可申领纸质证书或证章。` : '暂无可申领纸质证书的等级。'}
          </p>
          <Button type="primary" disabled={orderable.length === 0} onClick={apply}>
            申领纸质证书
          </Button>
        </div>
      ) : null}
      {certificates.length === 0 ? (
        <EmptyState text="暂无证书" />
      ) : (
        <ul className="certificate-cards" aria-label="我的证书">
          {certificates.map((certificate, index) => (
            <CertificateCard key={certificate.id} certificate={certificate} fileHost={fileHost} first={index === 0} />
          ))}
        </ul>
      )}
      {athlete ? (
        <ProxyDialog
          open={proxyOpen}
          certificates={collectable}
          onClose={() => setProxyOpen(false)}
          onDelivery={() => {
            setProxyOpen(false);
            navigate(DELIVERY_PATH);
          }}
          onApplied={() => {
            setProxyOpen(false);
            reload();
            setParams(new URLSearchParams({ tab: 'proxy' }));
          }}
        />
      ) : null}
    </>
  );
}

function OrderCard({ order, onPay }: { order: PaperOrderItem; onPay(order: PaperOrderItem): void }) {
  const actions = orderActions(order);
  return (
    <li className="order-card certificate-order">
      <header className="order-card__header">
        <span>订单号：{order.payment_order_sn}</span>
        <span>下单时间：{formatDateTime(order.creationTime)}</span>
      </header>
      <div className="order-card__body">
        <div>
          <ul className="certificate-order__items" aria-label={`订单 ${order.payment_order_sn} 申领内容`}>
            {order.record_list.map((item, index) => (
              <li key={`${item.certificate_grade}-${index}`}>
                {item.gradeName} · {item.certificate_type_name}
              </li>
            ))}
          </ul>
          {order.express_number ? (
            <p className="certificate-order__express">
              {order.express_company ?? '快递'} {order.express_number}
              {order.mailing_time ? `（${formatDateTime(order.mailing_time)} 寄出）` : ''}
            </p>
          ) : null}
        </div>
        <div className="order-card__side">
          <p className="order-card__price">{formatFee(order.amount)}</p>
          <p className={`order-card__status order-card__status--${order.payment_status_code} certificate-order__status`}>
            {order.payment_status}
            {actions.awaitingShipment ? '（待发货）' : ''}
          </p>
          {actions.pay ? (
            <Button type="primary" size="small" onClick={() => onPay(order)}>
              去支付
            </Button>
          ) : null}
          {actions.logistics && order.express_number ? (
            <Link className="certificate-link" to={logisticsPath(order.express_number)}>
              查看物流
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function OrdersPane({ page, onPage }: { page: number; onPage(page: number): void }) {
  const state = useCall(getPaperCertificateOrders, { page, limit: CERTIFICATE_DELIVERY_PAGE_SIZES.orders });
  const [paying, setPaying] = useState<string | null>(null);
  return (
    <>
      <PagedResult
        state={state}
        page={page}
        pageSize={CERTIFICATE_DELIVERY_PAGE_SIZES.orders}
        pagerAbove={CERTIFICATE_DELIVERY_PAGER_ABOVE.orders}
        onPageChange={onPage}
      >
        {(items) => (
          <ul className="order-cards" aria-label="纸质证书订单">
            {items.map((order) => (
              <OrderCard key={order.id} order={order} onPay={(o) => setPaying(o.payment_order_sn)} />
            ))}
          </ul>
        )}
      </PagedResult>
      <PaymentDialog
        orderSn={paying}
        open={paying !== null}
        title="微信扫码支付"
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          state.reload();
        }}
      />
    </>
  );
}

function ProxyRecord({ record }: { record: ProxyRecordItem }) {
  return (
    <li className="certificate-proxy">
      <dl className="certificate-fields">
        <div>
          <dt>代领机构</dt>
          <dd>{record.mechanism_fullName}</dd>
        </div>
        <div>
          <dt>测试班</dt>
          <dd>{record.classTitle}</dd>
        </div>
        <div>
          <dt>等级</dt>
          <dd>{record.gradeName}</dd>
        </div>
        <div>
          <dt>更新时间</dt>
          <dd>{formatDateTime(record.lastModificationTime)}</dd>
        </div>
      </dl>
    </li>
  );
}

function ProxyPane({ page, onPage }: { page: number; onPage(page: number): void }) {
  const state = useCall(getProxyRecords, { page, limit: CERTIFICATE_DELIVERY_PAGE_SIZES.proxyRecords, userType: 1 });
  return (
    <PagedResult
      state={state}
      page={page}
      pageSize={CERTIFICATE_DELIVERY_PAGE_SIZES.proxyRecords}
      pagerAbove={CERTIFICATE_DELIVERY_PAGER_ABOVE.proxyRecords}
      onPageChange={onPage}
    >
      {(items) => (
        <ul className="certificate-proxies" aria-label="机构代领记录">
          {items.map((record) => (
            <ProxyRecord key={record.id} record={record} />
          ))}
        </ul>
      )}
    </PagedResult>
  );
}

/**
 * /personal/gradeCertificate (req: 001 §2–§9): 我的证书 (images, 已领取, 赛事等级; for athletes 申领纸质证书: the
 * institution-proxy choice when a certificate qualifies, otherwise straight to the delivery form), 纸质证书订单 (10 per
 * page; 去支付 when pending, 查看物流 when paid and shipped) and 机构代领记录 (10 per page) — the athlete's. Evaluators
 * see their certificates only (一级/二级/三级考评员 with rank badges; decision 0035).
 */
export default function GradeCertificatePage({ fileHost }: RemoteAppProps) {
  const role = useSession((s) => s.role);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params, role);
  const page = readPage(params);
  const go = (next: CertificateTab, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next !== 'certificates') query.set('tab', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const tabs = tabsOf(role);
  if (tabs.length === 1) {
    // The evaluator's centre: their certificates (31–33, ranks as rank badges), no paper orders (decision 0035).
    return (
      <PageSection title="等级证书">
        <CertificatesPane fileHost={fileHost} athlete={false} />
      </PageSection>
    );
  }
  return (
    <PageSection title="等级证书">
      <Tabs activeName={tab} onTabClick={(pane) => go(pane.props.name as CertificateTab)}>
        {tabs.map((name) => (
          <Tabs.Pane key={name} label={CERTIFICATE_TAB_LABELS[name]} name={name}>
            {tab === name && name === 'certificates' ? <CertificatesPane fileHost={fileHost} athlete={role === 1} /> : null}
            {tab === name && name === 'orders' ? <OrdersPane page={page} onPage={(next) => go('orders', next)} /> : null}
            {tab === name && name === 'proxy' ? <ProxyPane page={page} onPage={(next) => go('proxy', next)} /> : null}
          </Tabs.Pane>
        ))}
      </Tabs>
    </PageSection>
  );
}
