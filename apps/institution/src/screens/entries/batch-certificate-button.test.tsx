// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { applyBatchCertificates, BATCH_CERTIFICATE_MESSAGES as M, checkBatchCertificates, getEntryList, getQualificationGate } from '@badminton/contracts';
import ViewEntryScreen from './view-entry-screen';

afterEach(cleanup);

const qualified = fake(getQualificationGate, { approval_status: 3, qualified: true });
const list = (status: string) =>
  fake(getEntryList, { items: [], totalCount: 0, test_class_title: '冬季测试班', grade_submission_status: status, grade_submission_msg: null, refund_status: 0 });
const allowed = {
  totalCount: 2,
  isMoreServenDays: true,
  isAllowApply: true,
  errorMsg: '',
  shippingFee: 12,
  address: '广东省广州市天河区体育西路1号',
  items: [
    { id: 1, name_zh: '王一', certificate_grade: 4, gradeName: '四级', certificate_number: 'ZS001' },
    { id: 2, name_zh: '王二', certificate_grade: 5, gradeName: '五级', certificate_number: 'ZS002' },
  ],
};

function renderAt() {
  return render(
    <MemoryRouter initialEntries={[`/personal/testList/viewEntry?id=7&application_status=${encodeURIComponent('中羽协审核通过')}`]}>
      <Routes>
        <Route path="/personal/testList/viewEntry" element={<ViewEntryScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('批量申请证书 on view entry (decision 0063)', () => {
  it('is disabled until the scores are published', async () => {
    installFakeApi([qualified, list('审核通过')]);
    renderAt();
    await screen.findByText('成绩提交状态：审核通过');
    expect((screen.getByRole('button', { name: M.button }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the check’s refusal and applies nothing', async () => {
    const api = installFakeApi([qualified, list('已发布'), fake(checkBatchCertificates, { ...allowed, isMoreServenDays: false, isAllowApply: false, errorMsg: M.tooEarly })]);
    renderAt();
    await screen.findByText('成绩提交状态：已发布');
    fireEvent.click(screen.getByRole('button', { name: M.button }));
    expect(await screen.findByText(M.tooEarly)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.map((c) => c.path)).not.toContain(applyBatchCertificates.path);
  });

  it('confirms with the count and the address notice, applies, and becomes 去支付 to the order centre', async () => {
    const api = installFakeApi([qualified, list('已发布'), fake(checkBatchCertificates, allowed), fake(applyBatchCertificates, { order_sn: 'BM5001', amount: 12, totalCount: 2 })]);
    renderAt();
    await screen.findByText('成绩提交状态：已发布');
    fireEvent.click(screen.getByRole('button', { name: M.button }));
    const dialog = await screen.findByRole('dialog', { name: '批量申请证书证章' });
    expect(dialog.textContent).toContain('本次可申请 2 人的证书证章');
    expect(dialog.textContent).toContain(M.addressNotice);
    expect(dialog.textContent).toContain('广东省广州市天河区体育西路1号');
    fireEvent.click(screen.getByRole('button', { name: '确认申请' }));
    expect(await screen.findByText(M.applied)).toBeTruthy();
    const pay = await screen.findByRole('link', { name: M.goPay });
    expect(pay.getAttribute('href')).toBe('/personal/orderCenter');
    await waitFor(() => expect(api.calls.find((c) => c.path === applyBatchCertificates.path)?.payload).toEqual({ test_class_id: 7 }));
  });
});
