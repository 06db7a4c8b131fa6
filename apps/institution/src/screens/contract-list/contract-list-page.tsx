import { useState } from 'react';
import { Link, useSearchParams } from '@badminton/router';
import { useCall, useMutation } from '@badminton/api-client/react';
import { PaymentDialog } from '@badminton/account';
import {
  applyCert,
  CONTRACT_LABELS as L,
  CONTRACT_PAGE_SIZE,
  type ContractItem,
  getContractList,
  payContractDeposit,
  REAL_NAME_STATUS_LABELS,
  type RemoteAppProps,
  signContract,
} from '@badminton/contracts';
import { Button, formatDateTime, PagedResult, PageSection, resolveFileUrl, toast } from '@badminton/ui';
import { formatFee } from '@badminton/validation';
import '../shared/institution.css';

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function ContractCard({
  contract,
  fileHost,
  signing,
  paying,
  onSign,
  onPay,
}: {
  contract: ContractItem;
  fileHost: string;
  signing: boolean;
  paying: boolean;
  onSign(contract: ContractItem): void;
  onPay(contract: ContractItem): void;
}) {
  const signed = contract.result_code === 3000;
  return (
    <li className="iq-contract">
      <div>
        <h3 className="iq-contract__title">{contract.doc_title}</h3>
        <dl>
          <div>
            <dt>合同编号</dt>
            <dd>{contract.contract_id}</dd>
          </div>
          <div>
            <dt>签署状态</dt>
            <dd>
              <span className={`iq-badge iq-badge--${contract.result_code}`}>{contract.result_name}</span>
            </dd>
          </div>
          <div>
            <dt>更新时间</dt>
            <dd>{formatDateTime(contract.timestamp)}</dd>
          </div>
          <div>
            <dt>保证金</dt>
            <dd>{formatFee(contract.deposit1)}</dd>
          </div>
          {contract.order_sn ? (
            <div>
              <dt>订单号</dt>
              <dd>{contract.order_sn}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="iq-contract__side">
        {contract.contract_status === 1 ? (
          contract.payment_status === 1 ? (
            <>
              <span className="iq-badge iq-badge--paid">{L.paid}</span>
              {contract.receipt_url ? (
                <a className="iq-link" href={resolveFileUrl(contract.receipt_url, fileHost)} target="_blank" rel="noreferrer">
                  {L.receipt}
                </a>
              ) : (
                <Link className="iq-link" to="/personal/invoiceList">
                  {L.receiptPending}
                </Link>
              )}
            </>
          ) : (
            <>
              <span className="iq-badge">{L.pending}</span>
              <Button type="primary" size="small" loading={paying} onClick={() => onPay(contract)}>
                {L.pay}
              </Button>
            </>
          )
        ) : null}
        <div className="iq-actions">
          {signed ? null : (
            <Button size="small" type={contract.result_code === 3001 ? undefined : 'primary'} loading={signing} onClick={() => onSign(contract)}>
              {contract.result_code === 3001 ? L.signAgain : L.sign}
            </Button>
          )}
          {contract.viewpdf_url ? (
            <a className="iq-link" href={contract.viewpdf_url} target="_blank" rel="noreferrer">
              查看合同
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * /personal/contractList (req: institution.md#contracts; decision 0058): the institution's contracts, 8 per page;
 * 签署 opens the e-sign platform's signing page in a new tab; a signed contract's deposit is paid in the pay dialog
 * (QR and the 10 s poll, the one order model); paid shows the receipt; 实名认证, 申请实名证书 (申请成功 / 申请失败，请重新实名认证)
 * and 印章上传 above the list.
 */
export function ContractListPage({ fileHost }: RemoteAppProps) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const state = useCall(getContractList, { page, limit: CONTRACT_PAGE_SIZE });
  const [orderSn, setOrderSn] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const sign = useMutation(signContract, { onError: (message) => toast.error(message) });
  const pay = useMutation(payContractDeposit, { onError: (message) => toast.error(message) });
  const cert = useMutation(applyCert, { onError: (message) => toast.error(message) });
  const goToPage = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  async function onSign(contract: ContractItem) {
    // The tab is opened at the click (a later window.open is blocked as a pop-up), then sent to the signing page.
    const tab = window.open('', '_blank');
    setBusy(`sign:${contract.contract_id}`);
    const outcome = await sign.run({ contract_id: contract.contract_id });
    setBusy(null);
    if (outcome.ok) {
      if (tab) tab.location.href = outcome.result.url;
      else window.location.assign(outcome.result.url);
      state.reload();
    } else {
      tab?.close();
    }
  }

  async function onPay(contract: ContractItem) {
    setBusy(`pay:${contract.contract_id}`);
    const outcome = await pay.run({ contract_id: contract.contract_id });
    setBusy(null);
    if (outcome.ok) {
      setOrderSn(outcome.result.order_sn);
      // The card shows the deposit's order number from now on.
      state.reload();
    }
  }

  async function onApplyCert() {
    const outcome = await cert.run({});
    if (!outcome.ok) return;
    if (outcome.result.code === 1) {
      toast.success(L.certOk);
      state.reload();
    } else {
      toast.error(outcome.result.msg || L.certFailed);
    }
  }

  const summary = state.result;
  return (
    <div className="iq-page">
      <PageSection title="合同管理">
        <div className="iq-actions">
          <Link className="iq-link" to="/personal/realNameAuthentication">
            {L.realName}
          </Link>
          <Button size="small" loading={cert.pending} onClick={() => void onApplyCert()}>
            {L.applyCert}
          </Button>
          <Link className="iq-link" to="/personal/applicationCertificate">
            {L.seal}
          </Link>
        </div>
        {summary ? (
          <p className="iq-tip">
            实名认证：{summary.realName === 0 ? '未认证' : (REAL_NAME_STATUS_LABELS[summary.realName as 1 | 2 | 3] ?? '—')}
            {summary.certSerial ? ` · 实名证书编号：${summary.certSerial}` : ''}
            {` · 印章：${summary.hasSeal ? '已上传' : '未上传'}`}
          </p>
        ) : null}
      </PageSection>
      <PageSection title="合同列表">
        <PagedResult state={state} page={page} pageSize={CONTRACT_PAGE_SIZE} onPageChange={goToPage}>
          {(items) => (
            <ul className="iq-contracts">
              {items.map((contract) => (
                <ContractCard
                  key={contract.id}
                  contract={contract}
                  fileHost={fileHost}
                  signing={busy === `sign:${contract.contract_id}`}
                  paying={busy === `pay:${contract.contract_id}`}
                  onSign={(c) => void onSign(c)}
                  onPay={(c) => void onPay(c)}
                />
              ))}
            </ul>
          )}
        </PagedResult>
      </PageSection>
      <PaymentDialog
        orderSn={orderSn}
        open={orderSn !== null}
        title="支付保证金"
        onClose={() => setOrderSn(null)}
        onPaid={() => {
          setOrderSn(null);
          state.reload();
        }}
      />
    </div>
  );
}

export default ContractListPage;
