import { useEffect, useId, useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_ACCOUNT_MESSAGES as M,
  ADMIN_ACCOUNT_REASON_MAX,
  type AdminAccountDetail,
  type AdminAccountHistoryRow,
  type AdminHistoryRow,
} from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { Button, confirm, Dialog, Input, PageSection, readRecordId, toast } from '@badminton/ui';
import { Field, HistoryTable, RecordPending, send } from '../review/parts';
import { textLength } from '../review/query';
import { getAdminAccount, lockAdminAccount, startAdminPasswordReset, unlockAdminAccount } from './calls';
import { ACCOUNTS_PATH } from './paths';
import '../queue.css';
import '../review/review.css';

/** The account's audit rows in the review queues' history table (`../review/parts`). */
function historyRows(rows: readonly AdminAccountHistoryRow[]): AdminHistoryRow[] {
  return rows.map((row) => ({
    status: '',
    status_name: '',
    action: row.action,
    comment: row.reason ?? '',
    actor: row.actor,
    time: row.time,
    effective_start_date: null,
    effective_end_date: null,
  }));
}

type Decision = 'lock' | 'unlock';

/** The reason of a lock or an unlock (required, at most 200 characters); the service's refusal shows in the dialog. */
function ReasonDialog({ decision, subject, onClose, onDone, id }: { decision: Decision | null; subject: string; id: number; onClose(): void; onDone(d: Decision): void }) {
  const htmlId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setReason('');
    setProblem('');
  }, [decision]);
  const length = textLength(reason);
  const locking = decision === 'lock';
  async function submit() {
    if (!decision) return;
    if (length === 0) return setProblem(M.reasonRequired);
    if (length > ADMIN_ACCOUNT_REASON_MAX) return setProblem(M.reasonTooLong);
    setBusy(true);
    const payload = { id, reason: reason.trim() };
    const outcome = await send(locking ? api().call(lockAdminAccount, payload) : api().call(unlockAdminAccount, payload));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    onDone(decision);
  }
  return (
    <Dialog customClass="review-dialog" title={locking ? '确认锁定账号' : '确认解锁账号'} visible={decision !== null} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <p className="review-dialog__subject">{locking ? `锁定“${subject}”后，该账号不能登录，已登录的会话立即失效。` : `解锁“${subject}”后，该账号可重新登录。`}</p>
        <label className="review-dialog__label" htmlFor={`${htmlId}-reason`}>
          {locking ? '锁定原因（必填）' : '解锁原因（必填）'}
        </label>
        <Input
          id={`${htmlId}-reason`}
          type="textarea"
          value={reason}
          autosize={{ minRows: 3, maxRows: 6 }}
          aria-describedby={`${htmlId}-count ${htmlId}-problem`}
          onChange={(value) => {
            setReason(String(value));
            if (problem) setProblem('');
          }}
        />
        <div className="review-dialog__meta">
          <span id={`${htmlId}-problem`} className="review-problem" role="alert">
            {problem}
          </span>
          <span id={`${htmlId}-count`} className={length > ADMIN_ACCOUNT_REASON_MAX ? 'review-count is-over' : 'review-count'}>
            {`${length}/${ADMIN_ACCOUNT_REASON_MAX}`}
          </span>
        </div>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type={locking ? 'danger' : 'primary'} loading={busy} onClick={() => void submit()}>
          {locking ? '确定锁定' : '确定解锁'}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

function Account({ detail }: { detail: AdminAccountDetail }) {
  const { person: p, institution: i } = detail;
  return (
    <>
      <section className="review-section" aria-labelledby="a-account">
        <h2 id="a-account">账号信息</h2>
        <dl className="review-fields">
          <Field label="账号类型">{detail.role_label}</Field>
          <Field label="手机号">{detail.mobile}</Field>
          <Field label="登录名">{detail.login_name}</Field>
          <Field label="联系手机">{detail.contact_mobile}</Field>
          <Field label="手机号验证">{detail.is_verify ? '已验证' : '未验证'}</Field>
          <Field label="所在省份">{detail.province_name}</Field>
          {detail.review_province_name ? <Field label="审核省份">{detail.review_province_name}</Field> : null}
          <Field label="注册时间">{detail.created_at}</Field>
          <Field label="账号状态">{detail.locked ? `已锁定（${detail.locked_at ?? ''}）` : '正常'}</Field>
          {detail.locked ? <Field label="锁定原因">{detail.lock_reason}</Field> : null}
        </dl>
      </section>
      {p ? (
        <section className="review-section" aria-labelledby="a-person">
          <h2 id="a-person">个人信息</h2>
          <dl className="review-fields">
            <Field label="姓名">{p.name}</Field>
            <Field label="英文名">{p.english_name}</Field>
            <Field label="性别">{p.sex}</Field>
            <Field label="证件">{`${p.certificates_type} ${p.certificates_number}`}</Field>
            <Field label="出生日期">{p.birthday}</Field>
            <Field label="所在地区">{p.region}</Field>
            <Field label="通讯地址">{p.mailing_address}</Field>
            <Field label="籍贯">{p.native_place}</Field>
            <Field label="邮箱">{p.email}</Field>
          </dl>
        </section>
      ) : null}
      {i ? (
        <section className="review-section" aria-labelledby="a-institution">
          <h2 id="a-institution">机构信息</h2>
          <dl className="review-fields">
            <Field label="机构名称">{i.full_name}</Field>
            <Field label="机构简称">{i.nickname}</Field>
            <Field label="统一社会信用代码">{i.business_license}</Field>
            <Field label="注册地址">{`${i.region} ${i.detailed_address}`}</Field>
            <Field label="办公地址">{i.office_address}</Field>
            <Field label="法人姓名">{i.legal_person}</Field>
            <Field label="法人证件号码">{i.legal_person_id_number}</Field>
            <Field label="负责人">{i.principal ? `${i.principal} ${i.principal_tel ?? ''}` : ''}</Field>
            <Field label="管理电话">{i.management_tel}</Field>
          </dl>
        </section>
      ) : null}
      {!p && !i ? <p className="review-muted">该账号尚未填写基本信息。</p> : null}
    </>
  );
}

/**
 * /personal/account?id (issue 26 item 9; decision 0071; req: back-office.md#personal-data-in-the-back-office): one
 * account with its personal data in full — the only screen that shows it, and each opening is written to the audit log
 * (the history below lists every view) — with 锁定 / 解锁 after a dialog asking the reason, and 发送重置密码短信 after
 * a confirmation (the user then sets a new password with 忘记密码). Only the actions the caller may take are offered;
 * the service checks again.
 */
export default function AccountDetailScreen() {
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const state = useCall(getAdminAccount, { id: id ?? 0 }, { skip: id === null });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [sending, setSending] = useState(false);
  const detail = state.result?.items[0];
  const subject = detail ? detail.person?.name || detail.institution?.full_name || detail.mobile || `账号 ${detail.id}` : '';

  async function sendReset(account: AdminAccountDetail) {
    if (!(await confirm(`确定向该账号绑定的手机号 ${account.mobile ?? ''} 发送重置密码短信吗？用户收到验证码后，在登录页“忘记密码”中设置新密码。`, '发送重置密码短信'))) return;
    setSending(true);
    const outcome = await send(api().call(startAdminPasswordReset, { id: account.id }));
    setSending(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      return;
    }
    toast.success(M.resetSent(outcome.result.mobile));
    state.reload();
  }

  const body = detail ? (
    <>
      <div className="review-head">
        <p className="review-head__status">
          {subject}：<strong>{detail.locked ? '已锁定' : '正常'}</strong>
        </p>
        <div className="review-actions">
          {detail.can.lock ? (
            <Button type="danger" plain onClick={() => setDecision('lock')}>
              锁定
            </Button>
          ) : null}
          {detail.can.unlock ? (
            <Button type="primary" onClick={() => setDecision('unlock')}>
              解锁
            </Button>
          ) : null}
          {detail.can.reset ? (
            <Button loading={sending} onClick={() => void sendReset(detail)}>
              发送重置密码短信
            </Button>
          ) : null}
        </div>
      </div>
      <Account detail={detail} />
      <section className="review-section" aria-labelledby="a-history">
        <h2 id="a-history">操作记录</h2>
        <HistoryTable rows={historyRows(detail.history)} caption="操作记录" />
      </section>
      <ReasonDialog
        decision={decision}
        subject={subject}
        id={detail.id}
        onClose={() => setDecision(null)}
        onDone={(done) => {
          setDecision(null);
          toast.success(done === 'lock' ? M.locked : M.unlocked);
          state.reload();
        }}
      />
    </>
  ) : (
    <RecordPending state={state} hasId={id !== null} />
  );

  return (
    <PageSection title="账号详情">
      <p className="review-back">
        <Link to={ACCOUNTS_PATH}>返回账号列表</Link>
      </p>
      {/* The page's notice, drawn with the page: the record's personal data is never in the page's HTML (decision
          0049), so the browser asks for it after hydration, and the notice need not wait for it. */}
      {id !== null ? <p className="review-muted">个人信息仅供审核使用，每次查看均记入操作记录。</p> : null}
      {body}
    </PageSection>
  );
}
