import { useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_ACCOUNT_KIND_LABELS, ADMIN_ACCOUNT_KINDS, ADMIN_ACCOUNT_PAGE_SIZE, type AdminAccountItem, type AdminAccountKind } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { Input, PagedResult, PageSection, SearchBar, SearchField } from '@badminton/ui';
import { StatusTabs } from '../review/parts';
import { searchAdminAccounts } from './calls';
import { ACCOUNT_PATH, ACCOUNTS_PATH } from './paths';
import '../queue.css';
import '../review/review.css';

/** The list's filters, kept in the address (a reviewer back from a detail finds the list as they left it). */
interface AccountQuery {
  page: number;
  kind: AdminAccountKind | '';
  keyword: string;
  /** '1' locked only, '0' unlocked only, '' all. */
  locked: '' | '0' | '1';
}

const EMPTY: AccountQuery = { page: 1, kind: '', keyword: '', locked: '' };

export function readAccountQuery(params: URLSearchParams): AccountQuery {
  const kind = params.get('kind') ?? '';
  const locked = params.get('locked') ?? '';
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 && page < 100000 ? page : 1,
    kind: (ADMIN_ACCOUNT_KINDS as readonly string[]).includes(kind) ? (kind as AdminAccountKind) : '',
    keyword: (params.get('keyword') ?? '').slice(0, 50),
    locked: locked === '0' || locked === '1' ? locked : '',
  };
}

export function writeAccountQuery(query: AccountQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.locked) params.set('locked', query.locked);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

function hrefOf(query: AccountQuery): string {
  const search = writeAccountQuery(query).toString();
  return search ? `${ACCOUNTS_PATH}?${search}` : ACCOUNTS_PATH;
}

function AccountTable({ items }: { items: readonly AdminAccountItem[] }) {
  return (
    <table className="review-table" aria-label="账号列表">
      <caption className="bm-visually-hidden">账号列表</caption>
      <thead>
        <tr>
          <th scope="col">姓名 / 机构名称</th>
          <th scope="col">账号类型</th>
          <th scope="col">手机号</th>
          <th scope="col">证件号码</th>
          <th scope="col">所在省份</th>
          <th scope="col">注册时间</th>
          <th scope="col">状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const name = item.name || `账号 ${item.id}`;
          return (
            <tr key={item.id}>
              <td data-label="姓名 / 机构名称">
                <span className="review-title">{item.name || '未填写基本信息'}</span>
              </td>
              <td data-label="账号类型">{item.role_label}</td>
              <td data-label="手机号">{item.mobile || '—'}</td>
              <td data-label="证件号码">{item.certificates_number || '—'}</td>
              <td data-label="所在省份">{item.province_name || '—'}</td>
              <td data-label="注册时间">{item.created_at}</td>
              <td data-label="状态">
                <span className={item.locked ? 'review-status review-status--rejected' : 'review-status review-status--done'}>{item.locked ? '已锁定' : '正常'}</span>
              </td>
              <td data-label="操作">
                <Link className="el-button el-button--small el-button--default review-link" to={`${ACCOUNT_PATH}?id=${item.id}`} aria-label={`查看${name}`}>
                  查看
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * /personal/accounts (issue 26 item 9; decision 0071; req: back-office.md#personal-data-in-the-back-office): find a
 * person or an institution — a provincial reviewer's province only — by account kind (the tabs carry each kind's
 * count), a keyword (name, institution name, mobile or ID number) and the lock state, 10 per page. ID numbers and
 * mobiles are masked here; 查看 opens the account with them in full (and that view is audited).
 */
export default function AccountListScreen() {
  const [params, setParams] = useSearchParams();
  const query = readAccountQuery(params);
  const [draft, setDraft] = useState<AccountQuery>(query);
  const state = useCall(searchAdminAccounts, {
    page: query.page,
    limit: ADMIN_ACCOUNT_PAGE_SIZE,
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.keyword.trim() ? { keyword: query.keyword.trim() } : {}),
    ...(query.locked ? { locked: query.locked } : {}),
  });
  const counts = state.result?.counts;
  const tabs = [
    { code: '', label: '全部', count: counts ? counts.athlete + counts.evaluator + counts.institution + counts.staff : 0 },
    ...ADMIN_ACCOUNT_KINDS.map((kind) => ({ code: kind, label: ADMIN_ACCOUNT_KIND_LABELS[kind], count: counts?.[kind] ?? 0 })),
  ];
  const go = (next: AccountQuery) => setParams(writeAccountQuery(next));

  return (
    <PageSection title="账号管理">
      <StatusTabs label="按账号类型筛选" tabs={tabs} current={query.kind} hrefOf={(code) => hrefOf({ ...query, kind: code as AdminAccountKind | '', page: 1 })} />
      <SearchBar
        className="review-search"
        onSearch={() => go({ ...draft, kind: query.kind, page: 1 })}
        onReset={() => {
          setDraft(EMPTY);
          go({ ...EMPTY, kind: query.kind });
        }}
      >
        <SearchField label="关键字">
          <Input
            value={draft.keyword}
            placeholder="姓名、机构名称、手机号或证件号码"
            aria-label="关键字"
            maxLength={50}
            onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))}
          />
        </SearchField>
        <SearchField label="账号状态">
          <select
            className="review-select"
            aria-label="账号状态"
            value={draft.locked}
            onChange={(event) => setDraft((d) => ({ ...d, locked: event.target.value as AccountQuery['locked'] }))}
          >
            <option value="">全部</option>
            <option value="0">正常</option>
            <option value="1">已锁定</option>
          </select>
        </SearchField>
      </SearchBar>
      {counts ? <p className="review-muted" role="status">{`其中已锁定 ${counts.locked} 个`}</p> : null}
      <PagedResult state={state} page={query.page} pageSize={ADMIN_ACCOUNT_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })}>
        {(items) => <AccountTable items={items} />}
      </PagedResult>
    </PageSection>
  );
}
