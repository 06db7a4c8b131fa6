// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import { type AdminEventApplyDetail, type AdminEventApplyItem, getAdminEvent, getAdminEventList, passAdminEvent, rejectAdminEvent } from '@badminton/contracts';
import { sessionStore } from '@badminton/session';
import { renderAt, signInAs } from '../test-support';
import EventApplicationDetailScreen from './event-detail-screen';
import EventApplicationListScreen from './event-list-screen';

afterEach(() => {
  cleanup();
  sessionStore.getState().signOut();
});

const LIST = '/personal/review/eventApplications';
const DETAIL = '/personal/review/eventApplication';

const item = (over: Partial<AdminEventApplyItem> = {}): AdminEventApplyItem => ({
  id: 3,
  athlete_name: '李羽涵',
  province_name: '广东省',
  event_name: '2026年全国羽毛球业余联赛总决赛',
  event_type: '全国性赛事',
  apply_grade: 4,
  gradeName: '四级',
  apply_way: 1,
  apply_time: '2026-11-28 10:00:00',
  apply_status: 0,
  apply_status_name: '待审核',
  can_decide: true,
  ...over,
});

const counts = { '0': 3, '1': 5, '2': 1 };

describe('/personal/review/eventApplications', () => {
  it('shows the counts per status as the status filter, the applications, and 审核 only where the caller decides', async () => {
    signInAs(5);
    const api = installFakeApi([
      fake(getAdminEventList, {
        items: [item({ id: 3 }), item({ id: 4, athlete_name: '王晨', apply_way: 2, apply_status: 1, apply_status_name: '审核通过', can_decide: false })],
        totalCount: 2,
        counts,
      }),
    ]);
    renderAt(`${LIST}?status=0&keyword=${encodeURIComponent('联赛')}`, <EventApplicationListScreen />, LIST);
    const table = await screen.findByRole('table', { name: '赛事等级申请列表' });
    const tabs = screen.getByRole('navigation', { name: '按审核状态筛选' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['全部9', '待审核3', '审核通过5', '审核不通过1']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);
    // A tab keeps the keyword and goes back to page 1.
    expect(links[2].getAttribute('href')).toBe(`${LIST}?status=1&keyword=${encodeURIComponent('联赛')}`);
    expect(links[0].getAttribute('href')).toBe(`${LIST}?keyword=${encodeURIComponent('联赛')}`);
    expect(api.callsTo(getAdminEventList)[0].payload).toEqual({ page: 1, limit: 10, keyword: '联赛', apply_status: 0 });
    expect((screen.getByRole('textbox', { name: '赛事名称或运动员姓名' }) as HTMLInputElement).value).toBe('联赛');
    const review = within(table).getByRole('link', { name: '审核李羽涵的2026年全国羽毛球业余联赛总决赛申请' });
    expect(review.getAttribute('href')).toBe(`${DETAIL}?id=3`);
    expect(within(table).getByRole('link', { name: '查看王晨的2026年全国羽毛球业余联赛总决赛申请' }).getAttribute('href')).toBe(`${DETAIL}?id=4`);
    expect(within(table).getByText('手动申请（证明材料）')).toBeTruthy();
  });

  it('searches by event or athlete name, keeping the status', async () => {
    signInAs(4);
    const api = installFakeApi([fake(getAdminEventList, { items: [item({ can_decide: false })], totalCount: 1, counts })]);
    renderAt(`${LIST}?status=2`, <EventApplicationListScreen />, LIST);
    await screen.findByRole('table', { name: '赛事等级申请列表' });
    await userEvent.type(screen.getByRole('textbox', { name: '赛事名称或运动员姓名' }), '李羽涵');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.callsTo(getAdminEventList).at(-1)?.payload).toEqual({ page: 1, limit: 10, keyword: '李羽涵', apply_status: 2 }));
  });

  it('pages ten at a time', async () => {
    signInAs(5);
    const api = installFakeApi([fake(getAdminEventList, { items: Array.from({ length: 10 }, (_, n) => item({ id: n + 1 })), totalCount: 23, counts })]);
    renderAt(`${LIST}?page=2`, <EventApplicationListScreen />, LIST);
    await screen.findByRole('table', { name: '赛事等级申请列表' });
    expect(api.callsTo(getAdminEventList)[0].payload).toEqual({ page: 2, limit: 10 });
    await userEvent.click(screen.getByRole('button', { name: /第 ?3 ?页|^3$/ }));
    await waitFor(() => expect(api.callsTo(getAdminEventList).at(-1)?.payload).toEqual({ page: 3, limit: 10 }));
  });
});

const detail = (over: Partial<AdminEventApplyDetail> = {}): AdminEventApplyDetail => ({
  ...item(),
  athlete: { name: '李羽涵', certificates_number: '440106199803150028', mobile: '13800000001', city_name: '广州市' },
  event: { organizer: '中国羽毛球协会', start_date: '2026-10-20', end_date: '2026-10-25', max_grade: 5 },
  placing: '女子双打 第九名',
  proof_path: null,
  approval_comments: null,
  reviewed_at: null,
  history: [{ status: '0', status_name: '待审核', action: '提交赛事等级申请', comment: '', actor: '运动员', time: '2026-11-28 10:00:00' }],
  actions: { can_pass: true, can_reject: true },
  ...over,
});

const decided = detail({
  apply_status: 1,
  apply_status_name: '审核通过',
  can_decide: false,
  approval_comments: '成绩核实无误',
  reviewed_at: '2026-12-01 09:00:00',
  actions: { can_pass: false, can_reject: false },
});

describe('/personal/review/eventApplication', () => {
  it('shows the athlete with the full ID number, the event, the placing and the history', async () => {
    signInAs(5);
    installFakeApi([fake(getAdminEvent, detail())]);
    renderAt(`${DETAIL}?id=3`, <EventApplicationDetailScreen fileHost="https://files.example.com" />, DETAIL);
    expect(await screen.findByText('待审核', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '运动员信息' })).toBeTruthy();
    expect(screen.getByText('440106199803150028')).toBeTruthy();
    expect(screen.getByText('广东省广州市')).toBeTruthy();
    expect(screen.getByText('2026-10-20 至 2026-10-25')).toBeTruthy();
    expect(screen.getByText('五级')).toBeTruthy();
    expect(screen.getByText('女子双打 第九名')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '证明材料' })).toBeNull();
    const history = screen.getByRole('table', { name: '审核记录' });
    expect(within(history).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '返回赛事等级审核列表' }).getAttribute('href')).toBe(LIST);
  });

  it('shows a manual application’s proof image', async () => {
    signInAs(5);
    installFakeApi([fake(getAdminEvent, detail({ apply_way: 2, placing: null, proof_path: '/wwwroot/upload/event/3/proof.png?e=1&t=abc' }))]);
    renderAt(`${DETAIL}?id=3`, <EventApplicationDetailScreen fileHost="https://files.example.com" />, DETAIL);
    const image = await screen.findByRole('img', { name: '证明材料' });
    expect(image.getAttribute('src')).toBe('https://files.example.com/upload/event/3/proof.png?e=1&t=abc');
    expect(screen.queryByText('赛事成绩')).toBeNull();
  });

  it('passes with an optional comment after the confirmation, showing the service’s refusal in the dialog first', async () => {
    signInAs(5);
    let count = 0;
    const api = installFakeApi([
      fake(getAdminEvent, () => (count++ === 0 ? detail() : decided)),
      fake(passAdminEvent, (_payload, n) => (n === 1 ? { kind: 'failure', errorMsg: '该申请已审核通过，不能重复审核', sessionExpired: false } : { apply_status: 1 })),
    ]);
    renderAt(`${DETAIL}?id=3`, <EventApplicationDetailScreen fileHost="" />, DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '审核通过' }));
    const dialog = await screen.findByRole('dialog', { name: '确认审核通过' });
    expect(within(dialog).getByText('0/200')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定通过' }));
    expect(await within(dialog).findByText('该申请已审核通过，不能重复审核')).toBeTruthy();
    expect(api.callsTo(passAdminEvent)[0].payload).toEqual({ id: 3, approval_comments: '' });
    fireEvent.change(within(dialog).getByLabelText('审核意见（选填）'), { target: { value: ' 成绩核实无误 ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定通过' }));
    expect(await screen.findByText('审核通过', { selector: 'strong' })).toBeTruthy();
    expect(api.callsTo(passAdminEvent).at(-1)?.payload).toEqual({ id: 3, approval_comments: '成绩核实无误' });
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(screen.getByText('成绩核实无误')).toBeTruthy();
  });

  it('rejects only with a reason of at most 200 characters', async () => {
    signInAs(5);
    let count = 0;
    const api = installFakeApi([
      fake(getAdminEvent, () => (count++ === 0 ? detail() : detail({ apply_status: 2, apply_status_name: '审核不通过', actions: { can_pass: false, can_reject: false } }))),
      fake(rejectAdminEvent, { apply_status: 2 }),
    ]);
    renderAt(`${DETAIL}?id=3`, <EventApplicationDetailScreen fileHost="" />, DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '确认驳回' });
    expect(within(dialog).getByText(/驳回理由将告知运动员/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写驳回理由');
    fireEvent.change(within(dialog).getByLabelText('驳回理由（必填）'), { target: { value: '羽'.repeat(201) } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('审核意见不能超过200个字');
    expect(api.callsTo(rejectAdminEvent)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('驳回理由（必填）'), { target: { value: '名次不足以认定四级' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText('审核不通过', { selector: 'strong' })).toBeTruthy();
    expect(api.callsTo(rejectAdminEvent)[0].payload).toEqual({ id: 3, reason: '名次不足以认定四级' });
  });

  it('offers nothing the answer does not allow', async () => {
    signInAs(5);
    installFakeApi([fake(getAdminEvent, decided)]);
    renderAt(`${DETAIL}?id=3`, <EventApplicationDetailScreen fileHost="" />, DETAIL);
    expect(await screen.findByText('审核通过', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
    expect(screen.getByText('无需审核')).toBeTruthy();
  });

  it('is read-only for the provincial reviewer', async () => {
    signInAs(4);
    installFakeApi([fake(getAdminEvent, detail({ can_decide: false, actions: { can_pass: false, can_reject: false } }))]);
    renderAt(`${DETAIL}?id=3`, <EventApplicationDetailScreen fileHost="" />, DETAIL);
    expect(await screen.findByText('440106199803150028')).toBeTruthy();
    expect(screen.getByText('赛事等级申请由中羽协管理员审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('shows the service’s refusal of a record outside the caller’s province', async () => {
    signInAs(4);
    installFakeApi([fail(getAdminEvent, '当前账号无权进行此操作')]);
    renderAt(`${DETAIL}?id=3`, <EventApplicationDetailScreen fileHost="" />, DETAIL);
    expect(await screen.findByText('当前账号无权进行此操作')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '运动员信息' })).toBeNull();
  });
});
