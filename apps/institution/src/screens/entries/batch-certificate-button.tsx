import { useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { BATCH_CERTIFICATE_MESSAGES as M, type CallOutput, GRADE_SUBMISSION_LABELS, GradeSubmissionStatus } from '@badminton/contracts';
import { Link } from '@badminton/router';
import { Button, Dialog, toast } from '@badminton/ui';
import { applyBatchCertificates, checkBatchCertificates } from './calls';
import './batch-certificate.css';

/** Where the institution pays its orders (req: institution.md#order-centre). */
export const ORDER_CENTRE_PATH = '/personal/orderCenter';

type Check = CallOutput<typeof checkBatchCertificates>;

/**
 * 批量申请证书 on view entry (req: certificates-and-delivery.md#batch-certificate-application; decision 0063): enabled
 * once the scores are 已发布; runs the check and shows its refusal (当前的测试班暂无人员可进行批量申请 /
 * 发布成绩还没有超过7天，请稍候再进行申请) or a dialog with the count, the persons and the address notice (mailed to the
 * institution's address, only the express fee charged); confirming applies (批量申请证书证章成功) and the button
 * becomes 去支付, to the order centre where the pending order is paid.
 */
export function BatchCertificateButton({ testClassId, gradeSubmissionStatus }: { testClassId: number; gradeSubmissionStatus: string | undefined }) {
  const published = gradeSubmissionStatus === GRADE_SUBMISSION_LABELS[GradeSubmissionStatus.Published];
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<{ order_sn: string; amount: number } | null>(null);

  async function open() {
    setChecking(true);
    const outcome = await settle(api().call(checkBatchCertificates, { test_class_id: testClassId }));
    setChecking(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      return;
    }
    if (!outcome.result.isAllowApply) {
      toast.warning(outcome.result.errorMsg || M.nobody);
      return;
    }
    setCheck(outcome.result);
  }

  async function apply() {
    setApplying(true);
    const outcome = await settle(api().call(applyBatchCertificates, { test_class_id: testClassId }));
    setApplying(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      setCheck(null);
      return;
    }
    setCheck(null);
    setApplied({ order_sn: outcome.result.order_sn, amount: outcome.result.amount });
    toast.success(M.applied);
  }

  if (applied) {
    return (
      <Link className="el-button el-button--primary" to={ORDER_CENTRE_PATH} title={`订单 ${applied.order_sn}，快递费 ${applied.amount} 元，请到订单中心支付`}>
        {M.goPay}
      </Link>
    );
  }
  return (
    <>
      <Button disabled={!published} title={published ? undefined : M.notPublished} loading={checking} onClick={() => void open()}>
        {M.button}
      </Button>
      <Dialog customClass="batch-certificate-dialog" title="批量申请证书证章" visible={check !== null} onCancel={() => setCheck(null)} lockScroll={false}>
        <Dialog.Body>
          {check ? (
            <>
              <p className="batch-certificate__count">
                本次可申请 <strong>{check.totalCount}</strong> 人的证书证章（证书和证章）。
              </p>
              <p className="batch-certificate__notice">{M.addressNotice}</p>
              <dl className="batch-certificate__facts">
                <dt>邮寄地址</dt>
                <dd>{check.address}</dd>
                <dt>快递费</dt>
                <dd>{check.shippingFee} 元</dd>
              </dl>
              <div className="batch-certificate__list" role="region" aria-label="可申请的证书" tabIndex={0}>
              <table className="batch-certificate__table">
                <caption className="bm-visually-hidden">可申请的证书</caption>
                <thead>
                  <tr>
                    <th scope="col">姓名</th>
                    <th scope="col">等级</th>
                    <th scope="col">证书编号</th>
                  </tr>
                </thead>
                <tbody>
                  {check.items.map((item) => (
                    <tr key={item.id}>
                      <td>{item.name_zh}</td>
                      <td>{item.gradeName}</td>
                      <td>{item.certificate_number}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              </div>
            </>
          ) : null}
        </Dialog.Body>
        <Dialog.Footer className="dialog-footer">
          <Button onClick={() => setCheck(null)}>取消</Button>
          <Button type="primary" loading={applying} onClick={() => void apply()}>
            确认申请
          </Button>
        </Dialog.Footer>
      </Dialog>
    </>
  );
}
