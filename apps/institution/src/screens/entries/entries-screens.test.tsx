// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { type EntryItem, getEntryList, getQualificationGate, INSTITUTION_ENTRY_MESSAGES as M } from '@badminton/contracts';
import SchedulingScreen, { fileProblem } from './scheduling-screen';
import ViewEntryScreen from './view-entry-screen';

afterEach(cleanup);

const row = (over: Partial<EntryItem>): EntryItem => ({
  application_id: 1,
  name: '王小明',
  xing_bie: '男',
  certificates_type: 1,
  certificates_number: '110101201001010011',
  grade: '四级',
  grade_value: 4,
  test_class_title: '冬季测试班',
  refund_status: 0,
  application_method: 2,
  arrange_group: null,
  arrange_time: null,
  leave_status: 0,
  payment_status: '待支付',
  subject_1: null,
  subject_2: null,
  subject_3: null,
  subject_4: null,
  certificate_grade: null,
  certificate_numbering: null,
  ...over,
});

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/personal/testList/viewEntry" element={<ViewEntryScreen />} />
        <Route path="/personal/testList/viewEntry/testScheduling" element={<SchedulingScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const qualified = fake(getQualificationGate, { approval_status: 3, qualified: true });

describe('/personal/testList/viewEntry', () => {
  it('refuses a class without final approval and does not ask for its entries', async () => {
    const api = installFakeApi([qualified]);
    renderAt(`/personal/testList/viewEntry?id=7&application_status=${encodeURIComponent('申请中')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(M.notApproved);
    expect(api.calls.map((c) => c.path)).not.toContain(getEntryList.path);
  });

  it('shows the rejection reason, closes batch sign-up, highlights refunding rows and offers the row actions by the rule', async () => {
    installFakeApi([
      qualified,
      fake(getEntryList, {
        items: [row({ application_id: 1, name: '甲', refund_status: 0 }), row({ application_id: 2, name: '乙', refund_status: 1 }), row({ application_id: 3, name: '丙', refund_status: 2 })],
        totalCount: 3,
        test_class_title: '冬季测试班',
        grade_submission_status: '已驳回',
        grade_submission_msg: '第二组成绩缺项',
        refund_status: 0,
      }),
    ]);
    renderAt(`/personal/testList/viewEntry?id=7&application_status=${encodeURIComponent('中羽协审核通过')}`);
    const table = await screen.findByRole('table', { name: '报名信息' });
    expect(screen.getByText('驳回理由：第二组成绩缺项')).toBeTruthy();
    expect((screen.getByRole('button', { name: '批量报名' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '成绩录入' }) as HTMLButtonElement).disabled).toBe(true);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.className)).toEqual(['', 'entry-table__refunding', '']);
    expect(rows.map((r) => within(r).queryByRole('button')?.textContent ?? null)).toEqual(['退费', '取消退费', null]);
  });

  it('offers no row refund while the class itself is refunding', async () => {
    installFakeApi([
      qualified,
      fake(getEntryList, { items: [row({})], totalCount: 1, test_class_title: 'x', grade_submission_status: '未提交', grade_submission_msg: null, refund_status: 1 }),
    ]);
    renderAt(`/personal/testList/viewEntry?id=7&application_status=${encodeURIComponent('中羽协审核通过')}`);
    const table = await screen.findByRole('table', { name: '报名信息' });
    expect(within(table).queryByRole('button')).toBeNull();
    expect((screen.getByRole('button', { name: '批量报名' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('/personal/testList/viewEntry/testScheduling', () => {
  it('titles the page by its kind (any other value: leave records)', async () => {
    installFakeApi([qualified]);
    renderAt('/personal/testList/viewEntry/testScheduling?id=9&test_class_id=7');
    expect(await screen.findByRole('heading', { name: '请假记录' })).toBeTruthy();
  });

  it('checks the file before sending', () => {
    const named = (name: string, size = 10) => new File([new Uint8Array(size)], name);
    expect(fileProblem([])).toBe(M.noFile);
    expect(fileProblem([named('a.xlsx'), named('b.xlsx')])).toBe(M.fileCount);
    expect(fileProblem([named('a.csv')])).toBe(M.fileType);
    expect(fileProblem([named('a.xlsx', 1024 * 1024)])).toBe(M.fileSize);
    expect(fileProblem([named('a.XLS')])).toBeNull();
  });
});
