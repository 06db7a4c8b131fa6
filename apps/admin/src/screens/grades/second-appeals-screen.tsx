import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_APPEAL_PAGE_SIZE, ADMIN_GRADE_MESSAGES as M, type AdminAppealDetail, type AdminAppealItem } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { Button, confirm, Input, NotFoundState, PagedResult, PageSection, Radio, readRecordId, SearchBar, SearchField, toast } from '@badminton/ui';
import { RecordPending } from '../review/parts';
import { acceptAdminAppeal, decideAdminAppeal, getAdminAppeal, getAdminAppealList } from './calls';
import { Fact, ReasonField } from './parts';
import { RecordHistory } from './record-history';
import { StatusTabs } from './status-tabs';
import {
  checkReason,
  judgmentText,
  parseScore,
  previewJudgment,
  readAppealQuery,
  SECOND_APPEALS_PATH,
  secondAppealPath,
  writeAppealQuery,
  type AppealQueueQuery,
} from './view';
import '../queue.css';
import './grades.css';

function AppealTable({ items }: { items: readonly AdminAppealItem[] }) {
  return (
    <table className="grade-table">
      <caption className="bm-visually-hidden">二次申诉列表</caption>
      <thead>
        <tr>
          <th scope="col">申诉编号</th>
          <th scope="col">运动员</th>
          <th scope="col">测试班</th>
          <th scope="col">二次申诉内容</th>
          <th scope="col">状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label="申诉编号">{item.appeal_no}</td>
            <td data-label="运动员">{item.athlete_name}</td>
            <td data-label="测试班">
              <span className="grade-table__title">{item.test_class_title}</span>
              <span className="grade-table__sub">{`${item.gradeName} · ${item.institution_name} · ${item.province_name}`}</span>
            </td>
            <td data-label="二次申诉内容">{item.second_content ?? '—'}</td>
            <td data-label="状态">{item.appeal_status_name}</td>
            <td data-label="操作">
              <Link className={`el-button el-button--small ${item.can_decide ? 'el-button--primary' : 'el-button--default'} grade-table__link`} to={secondAppealPath(item.id)} aria-label={`${item.can_decide ? '处理' : '查看'}申诉${item.appeal_no}`}>
                {item.can_decide ? '处理' : '查看'}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AppealQueue() {
  const [params, setParams] = useSearchParams();
  const query = readAppealQuery(params);
  const [keyword, setKeyword] = useState(query.keyword);
  const state = useCall(getAdminAppealList, { page: query.page, limit: ADMIN_APPEAL_PAGE_SIZE, status: query.status, keyword: query.keyword || undefined });
  const go = (next: AppealQueueQuery) => setParams(writeAppealQuery(next));
  return (
    <>
      <SearchBar
        onSearch={() => go({ ...query, keyword, page: 1 })}
        onReset={() => {
          setKeyword('');
          go({ page: 1, status: query.status, keyword: '' });
        }}
      >
        <SearchField label="关键字">
          <Input value={keyword} placeholder="申诉编号、运动员或测试班" aria-label="关键字" onChange={(value: string) => setKeyword(value)} />
        </SearchField>
      </SearchBar>
      <StatusTabs label="按申诉状态筛选" counts={state.result?.counts ?? null} current={query.status} onChange={(status) => go({ ...query, status, page: 1 })} />
      <PagedResult state={state} page={query.page} pageSize={ADMIN_APPEAL_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })} keepListOnError>
        {(items) => <AppealTable items={items} />}
      </PagedResult>
    </>
  );
}

function DecisionForm({ detail, onDone }: { detail: AdminAppealDetail; onDone(): void }) {
  const [decision, setDecision] = useState<'keep' | 'change'>('keep');
  const [values, setValues] = useState<Record<number, string>>({});
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    setValues(Object.fromEntries(detail.scores.map((s) => [s.test_subject_id, String(s.score)])));
  }, [detail]);
  const parsed = detail.scores.map((s) => parseScore(values[s.test_subject_id] ?? ''));
  const preview = previewJudgment(parsed);

  async function accept() {
    setBusy(true);
    const outcome = await settle(api().call(acceptAdminAppeal, { id: detail.id }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else toast.success(M.accepted);
    onDone();
  }

  async function submit() {
    const rule = checkReason(reply, { required: M.replyRequired, tooLong: M.replyTooLong });
    if (rule) {
      setProblem(rule);
      return;
    }
    if (decision === 'change' && parsed.some((score) => score === null)) {
      setProblem(M.scoreInvalid);
      return;
    }
    const summary =
      decision === 'change'
        ? `确定修改该成绩吗？修改后评定为“${judgmentText(preview)}”${preview === 1 && detail.score_judgment !== 1 && detail.scores_published_at ? '，并将发放证书' : ''}，此操作不可撤销。`
        : '确定维持原成绩吗？该成绩将不能再申诉，此操作不可撤销。';
    if (!(await confirm(summary, '处理二次申诉'))) return;
    setBusy(true);
    const outcome = await settle(
      api().call(decideAdminAppeal, {
        id: detail.id,
        decision,
        manager_reply: reply.trim(),
        score_subject: decision === 'change' ? detail.scores.map((s, i) => ({ test_subject_id: s.test_subject_id, score: parsed[i] as number })) : undefined,
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    toast.success(outcome.result.certificate_number ? `${M.decided}，已发放证书 ${outcome.result.certificate_number}` : M.decided);
    onDone();
  }

  return (
    <section className="grade-actions" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} style={{ flexBasis: '100%' }}>
        复核处理
      </h3>
      {detail.appeal_status === 4 ? (
        <p className="grade-actions__note">
          <Button size="small" loading={busy} onClick={() => void accept()}>
            受理
          </Button>{' '}
          受理后运动员可看到“二次申诉审核中”；也可直接处理。
        </p>
      ) : null}
      <fieldset className="grade-decision">
        <legend className="grade-reason__label">处理结果</legend>
        <Radio.Group aria-label="处理结果" value={decision} onChange={(value: string) => setDecision(value === 'change' ? 'change' : 'keep')}>
          <Radio value="keep">维持原成绩</Radio>
          <Radio value="change">修改成绩</Radio>
        </Radio.Group>
      </fieldset>
      {decision === 'change' ? (
        <div style={{ flexBasis: '100%' }}>
          <div className="grade-scores">
            {detail.scores.map((s) => (
              <div key={s.test_subject_id}>
                <label htmlFor={`${id}-${s.test_subject_id}`}>{s.subject}</label>
                <Input
                  id={`${id}-${s.test_subject_id}`}
                  value={values[s.test_subject_id] ?? ''}
                  onChange={(value) => {
                    setValues((current) => ({ ...current, [s.test_subject_id]: String(value) }));
                    if (problem) setProblem('');
                  }}
                />
              </div>
            ))}
          </div>
          <p className="grade-actions__note" aria-live="polite">{`复核后评定：${judgmentText(preview)}（四科均 ≥ 60 分为合格）`}</p>
        </div>
      ) : null}
      <div style={{ flexBasis: '100%' }}>
        <ReasonField id={`${id}-reply`} label="回复运动员" value={reply} placeholder={M.replyRequired} problem={problem} onChange={setReply} onProblem={setProblem} />
      </div>
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        提交处理结果
      </Button>
    </section>
  );
}

function AppealDetail({ id }: { id: number }) {
  const state = useCall(getAdminAppeal, { id });
  const detail = state.result;
  if (!detail) return <RecordPending state={state} hasId />;
  return (
    <div className="grade-detail">
      <dl className="grade-facts">
        <Fact label="申诉编号">{detail.appeal_no}</Fact>
        <Fact label="状态">{detail.appeal_status_name}</Fact>
        <Fact label="运动员">{`${detail.athlete_name}（${detail.certificates_number}）`}</Fact>
        <Fact label="测试班">{`${detail.test_class_title} · ${detail.gradeName}`}</Fact>
        <Fact label="测试机构">{`${detail.institution_name}（${detail.province_name}）`}</Fact>
        <Fact label="成绩发布">{detail.scores_published_at ?? '未发布'}</Fact>
      </dl>
      <section aria-labelledby="appeal-first-title">
        <h3 id="appeal-first-title">一次申诉与机构处理</h3>
        <dl className="grade-facts">
          <Fact label="申诉内容">{`${detail.first_content}（${detail.creationTime}）`}</Fact>
          <Fact label="机构处理">{detail.edit_status === 1 ? '已修改成绩' : detail.edit_status === 2 ? '已驳回' : '待处理'}</Fact>
          <Fact label="机构答复">{detail.appeal_reply ?? '—'}</Fact>
          <Fact label="成绩修改">{detail.score_changes.length ? detail.score_changes.map((c) => `${c.subject} ${c.from_score} → ${c.to_score}`).join('；') : '无'}</Fact>
        </dl>
      </section>
      <section aria-labelledby="appeal-second-title">
        <h3 id="appeal-second-title">二次申诉</h3>
        <p>{`${detail.second_content ?? '—'}${detail.second_at ? `（${detail.second_at}）` : ''}`}</p>
      </section>
      <section aria-labelledby="appeal-scores-title">
        <h3 id="appeal-scores-title">当前成绩</h3>
        <table className="grade-table">
          <caption className="bm-visually-hidden">当前四科成绩</caption>
          <thead>
            <tr>
              {detail.scores.map((s) => (
                <th scope="col" key={s.test_subject_id}>
                  {s.subject}
                </th>
              ))}
              <th scope="col">评定</th>
              <th scope="col">证书编号</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              {detail.scores.map((s) => (
                <td key={s.test_subject_id} data-label={s.subject}>
                  {s.score.toFixed(1)}
                </td>
              ))}
              <td data-label="评定">{judgmentText(detail.score_judgment)}</td>
              <td data-label="证书编号">{detail.certificate_number ?? '—'}</td>
            </tr>
          </tbody>
        </table>
      </section>
      {detail.manager_reply ? (
        <section aria-labelledby="appeal-reply-title">
          <h3 id="appeal-reply-title">中羽协回复</h3>
          <p>{detail.manager_reply}</p>
        </section>
      ) : null}
      {detail.can_decide ? <DecisionForm detail={detail} onDone={state.reload} /> : null}
      <RecordHistory rows={detail.history} workflow="appeal" />
    </div>
  );
}

/**
 * /personal/review/secondAppeals (issue 26, decision 0068; req: back-office.md#appeal-review, appeals.md#second-appeal):
 * the national administrator's queue of second appeals with status tabs and counts and a keyword; `?id=` opens one
 * appeal — the first appeal and the institution's handling, the scores now — with 受理 and the decision: 维持原成绩 or
 * 修改成绩 (judged again by the one pass rule), always with the reply the athlete reads in their complaint records.
 */
export default function SecondAppealsScreen() {
  const [params] = useSearchParams();
  const id = params.has('id') ? readRecordId(params) : null;
  return (
    <PageSection
      title={id === null ? '二次申诉' : '二次申诉处理'}
      extra={
        id === null ? undefined : (
          <Link className="el-button el-button--default" to={SECOND_APPEALS_PATH}>
            返回列表
          </Link>
        )
      }
    >
      {params.has('id') && id === null ? <NotFoundState /> : id === null ? <AppealQueue /> : <AppealDetail id={id} />}
    </PageSection>
  );
}
