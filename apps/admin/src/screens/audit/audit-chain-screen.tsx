import { useState } from 'react';
import { api, settle } from '@badminton/api-client';
import type { CallOutput } from '@badminton/contracts';
import { Button, PageSection } from '@badminton/ui';
import { verifyAuditChainCall } from './calls';
import './audit.css';

type Verdict = CallOutput<typeof verifyAuditChainCall>;

/**
 * /personal/auditLog 审计日志 (issue 26 "Audit"; decision 0065): the national administrator asks the service to walk the
 * whole decision log again. Every decision of the back office and every workflow step is one row whose hash covers the
 * row before it; the answer is the chain intact (how many rows, the head hash) or the first row that does not verify and
 * why. Nothing is checked until 开始校验 (a walk reads every row).
 */
export default function AuditChainScreen() {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function check() {
    setBusy(true);
    setProblem('');
    const outcome = await settle(api().call(verifyAuditChainCall, {}));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    setVerdict(outcome.result);
  }

  return (
    <PageSection title="审计日志">
      <p className="audit-intro">
        每一项审核决定和状态变更都记入审计日志；每条记录的哈希包含上一条记录的哈希和本条内容，任何一条被改动、删除或插入都会被校验发现。
      </p>
      <Button type="primary" loading={busy} onClick={() => void check()}>
        {busy ? '正在校验' : '开始校验'}
      </Button>
      <div className="audit-result" role="status" aria-live="polite">
        {problem ? <p className="audit-result__problem">{problem}</p> : null}
        {verdict ? (
          verdict.intact ? (
            <dl className="audit-result__list is-intact">
              <dt>校验结果</dt>
              <dd>审计链完整</dd>
              <dt>已校验记录</dt>
              <dd>{`${verdict.rows} 条`}</dd>
              <dt>链尾哈希</dt>
              <dd className="audit-result__hash">{verdict.head_hash}</dd>
              <dt>校验时间</dt>
              <dd>{verdict.checked_at}</dd>
            </dl>
          ) : (
            <dl className="audit-result__list is-broken">
              <dt>校验结果</dt>
              <dd>审计链不完整</dd>
              <dt>首条异常记录</dt>
              <dd>{`编号 ${verdict.broken_at_id ?? ''}`}</dd>
              <dt>原因</dt>
              <dd>{verdict.problem_text}</dd>
              <dt>校验时间</dt>
              <dd>{verdict.checked_at}</dd>
            </dl>
          )
        ) : null}
      </div>
    </PageSection>
  );
}
