// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, fail, installFakeApi } from '@badminton/api-client/testing';
import {
  getAppealScores,
  getInstitutionAppealList,
  getQualificationGate,
  type InstitutionAppealItem,
  modifyAppealScore,
  rejectAppeal,
} from '@badminton/contracts';
import ComplaintHandlingScreen from './complaint-handling-screen';

afterEach(cleanup);

const row = (over: Partial<InstitutionAppealItem>): InstitutionAppealItem => ({
  id: 1,
  appeal_no: 'SS1',
  test_class_title: '春季测试班',
  athlete_name: '李小羽',
  grade: 4,
  gradeName: '四级',
  appeal_content: '发球成绩有误',
  appeal_status: '0',
  appeal_status_name: '已提交，等待处理',
  edit_status: '0',
  appeal_reply: null,
  score_subject: [],
  canHandle: true,
  creationTime: '2026-11-01 10:00:00',
  ...over,
});

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/personal/complaintHandling']}>
      <Routes>
        <Route path="/personal/complaintHandling" element={<ComplaintHandlingScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const qualified = fake(getQualificationGate, { approval_status: 3, qualified: true });

describe('/personal/complaintHandling', () => {
  it('shows 请通过资质申请 and asks for no appeal to an institution that has not passed', async () => {
    const api = installFakeApi([fake(getQualificationGate, { approval_status: 1, qualified: false })]);
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('请通过资质申请');
    expect(api.calls.map((c) => c.path)).not.toContain(getInstitutionAppealList.path);
  });

  it('lists the appeals with both contents joined by a slash; only an open first appeal offers 修改成绩 and 驳回', async () => {
    const api = installFakeApi([
      qualified,
      fake(getInstitutionAppealList, {
        items: [
          row({ id: 1, appeal_no: 'SS1' }),
          row({ id: 2, appeal_no: 'SS2', appeal_content: '发球成绩有误/仍有异议', appeal_status: '4', appeal_status_name: '二次申诉已提交', edit_status: '2', appeal_reply: '成绩无误', canHandle: false }),
        ],
        totalCount: 2,
      }),
    ]);
    renderScreen();
    const table = await screen.findByRole('table', { name: '申诉列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1].textContent).toContain('发球成绩有误/仍有异议');
    expect(rows[1].textContent).toContain('成绩无误');
    expect(within(rows[0]).getByRole('button', { name: '修改成绩 SS1' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(api.calls.find((c) => c.path === getInstitutionAppealList.path)?.payload).toMatchObject({ page: 1, limit: 7 });
  });

  it('reject: the reason is required, counted, and sent trimmed', async () => {
    const api = installFakeApi([qualified, fake(getInstitutionAppealList, { items: [row({})], totalCount: 1 }), fake(rejectAppeal, {})]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: '驳回 SS1' }));
    const box = await screen.findByLabelText('驳回理由');
    const dialog = box.closest('.appeal-handle-dialog') as HTMLElement;
    fireEvent.click(await within(dialog).findByRole('button', { name: '驳回' }));
    expect(within(dialog).getByText('请填写驳回理由', { selector: '.appeal-handle__problem' })).toBeTruthy();
    fireEvent.change(box, { target: { value: ' 成绩无误 ' } });
    expect(within(dialog).getByText('4/100')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(rejectAppeal.path));
    expect(api.calls.find((c) => c.path === rejectAppeal.path)?.payload).toMatchObject({ id: 1, appeal_reply: '成绩无误' });
  });

  it('modify: loads the subject scores, sends them changed; a refusal shows the service’s words', async () => {
    const api = installFakeApi([
      qualified,
      fake(getInstitutionAppealList, { items: [row({})], totalCount: 1 }),
      fake(getAppealScores, { items: [{ test_subject_id: 11, subject: '发球', sort: 1, score: 58.5 }, { test_subject_id: 12, subject: '步法移动', sort: 2, score: 70 }] }),
      fail(modifyAppealScore, '该申诉已处理，不能再修改'),
    ]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: '修改成绩 SS1' }));
    const serve = await screen.findByLabelText('发球');
    const dialog = serve.closest('.appeal-handle-dialog') as HTMLElement;
    await waitFor(() => expect((serve as HTMLInputElement).value).toBe('58.5'));
    fireEvent.change(serve, { target: { value: '61' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(modifyAppealScore.path));
    expect(api.calls.find((c) => c.path === modifyAppealScore.path)?.payload).toMatchObject({
      id: 1,
      score_subject: [{ test_subject_id: 11, score: 61 }, { test_subject_id: 12, score: 70 }],
    });
    expect(await within(dialog).findByText('该申诉已处理，不能再修改')).toBeTruthy();
  });
});
