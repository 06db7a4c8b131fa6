import { useCall } from '@badminton/api-client/react';
import { getLogistics } from '@badminton/contracts';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { Button, EmptyState, ErrorState, goBack, PageLoading, PageSection } from '@badminton/ui';
import { logisticsFallback, newestFirst, readWaybill } from './logistics-view';
import './logistics.css';

/**
 * /personal/gradeCertificateDelivery/logistics?id (req: 002 §2, §3): the carrier, the waybill and the route nodes
 * (remark, accept time, accept address) newest first, for every role's own parcels; 返回; an empty state when the
 * carrier answers nothing (head ERR), the parcel has no node yet, or the waybill is not the user's.
 */
export function LogisticsPage() {
  const role = useSession((s) => s.role);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const waybill = readWaybill(params);
  const { loading, result, errorMsg, retryable, reload } = useCall(getLogistics, { ordernumber: waybill ?? '' }, { skip: waybill === null });
  const parcel = result?.items[0];
  const routes = parcel ? newestFirst(parcel.routes) : [];
  const back = () => goBack(navigate, logisticsFallback(role));

  let body;
  if (waybill === null) body = <EmptyState text="暂无物流信息" />;
  else if (loading && !result) body = <PageLoading />;
  else if (errorMsg) body = <ErrorState text={errorMsg} onRetry={retryable === false ? undefined : reload} />;
  else if (!parcel || routes.length === 0) body = <EmptyState text="暂无物流信息" />;
  else
    body = (
      <>
        <dl className="bm-logistics__parcel">
          <div>
            <dt>承运快递</dt>
            <dd>{parcel.express_company}</dd>
          </div>
          <div>
            <dt>运单号</dt>
            <dd>{parcel._mailno}</dd>
          </div>
        </dl>
        <ol className="bm-logistics__timeline" aria-label="物流轨迹（最新在前）">
          {routes.map((route, index) => (
            <li key={`${route._accept_time}-${index}`} className={index === 0 ? 'bm-logistics__node is-latest' : 'bm-logistics__node'}>
              <p className="bm-logistics__remark">{route._remark}</p>
              <p className="bm-logistics__meta">
                <time>{route._accept_time}</time>
                {route._accept_address ? <span>{route._accept_address}</span> : null}
              </p>
            </li>
          ))}
        </ol>
      </>
    );

  return (
    <PageSection title="物流信息" extra={<Button onClick={back}>返回</Button>}>
      {body}
    </PageSection>
  );
}

export default LogisticsPage;
