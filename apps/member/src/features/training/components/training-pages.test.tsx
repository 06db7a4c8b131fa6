// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, fail, installFakeApi } from '@badminton/api-client/testing';
import {
  getPayRecords,
  getTrainingClassDetail,
  getTrainingOrder,
  getTrainingRecords,
  getTrainingScores,
  type TrainingClassDetail,
  type TrainingOrderItem,
  type TrainingRecordItem,
} from '@badminton/contracts';
import { TRAINING_SIGN_UP_MESSAGES as M } from '@badminton/validation';
import { PayRecordPage } from './pay-record-page';
import { TrainingRecordPage } from './training-record-page';
import { TrainingSignUpPage, type InvoiceSectionHandle } from './training-sign-up-page';

afterEach(cleanup);

const record = (over: Partial<TrainingRecordItem>): TrainingRecordItem => ({
  id: 1,
  tc_id: 11,
  name: '2026年广东省二级考评员培训班（第九期）',
  opening_class_start_time: '2026-12-10 09:00:00',
  opening_class_end_time: '2026-12-14 18:00:00',
  grade: 2,
  gradeName: '二级考评员',
  coachName: '王振华',
  signup_type: 3,
  payment_status: '3',
  order_price: 1260,
  payment_type: '考评员培训费',
  performance_review: 1,
  order_sn: 'BM3202611230001',
  creationTime: '2026-11-23 10:00:00',
  expires_at: null,
  ...over,
});

const detail: TrainingClassDetail = {
  id: 11,
  name: '2026年广东省二级考评员培训班（第九期）',
  trainType: 3,
  grade: 2,
  gradeName: '二级考评员',
  provinceName: '广东省',
  cityName: '广州市',
  districtName: '天河区',
  detail_addr: '天河体育中心',
  // A window that holds whenever the test runs (the page disables 提交报名 outside it).
  apply_start_time: '2020-01-01 09:00:00',
  apply_end_time: '2099-12-31 18:00:00',
  opening_class_start_time: '2027-01-06 09:00:00',
  opening_class_end_time: '2027-01-10 18:00:00',
  file_path: null,
  isStop: false,
  startTime: '2027-01-10 10:00:00',
  endTime: '2027-01-10 18:00:00',
  aptitude: ['无相关资质', '三级考评员证书'],
  notice_title: '通知',
  notice_content: '<p>通知</p>',
  contents: [],
  feeList: [
    { feeType: 1, feeName: '培训费', fee: 1000 },
    { feeType: 3, feeName: '培训+考核费', fee: 1260 },
  ],
  createTime: '2026-11-15 09:00:00',
};

const FakeInvoice = forwardRef<InvoiceSectionHandle>(function FakeInvoice(_props, ref) {
  useImperativeHandle(ref, () => ({ ensureSaved: async () => true }));
  return <section>发票信息（测试）</section>;
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/personal/trainingRecord" element={<TrainingRecordPage />} />
        <Route path="/personal/payRecord" element={<PayRecordPage />} />
        <Route path="/evaluationStaff/evaluationStaffSignUp" element={<TrainingSignUpPage fileHost="/files" InvoiceSection={FakeInvoice} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/personal/trainingRecord', () => {
  it('shows the records with their status and review; 查看成绩 is disabled while the review is pending and opens the scores', async () => {
    const api = installFakeApi([
      fake(getTrainingRecords, {
        items: [
          record({ id: 1, tc_id: 11, name: '甲培训班', performance_review: 1 }),
          record({ id: 2, tc_id: 12, name: '乙培训班', performance_review: 0 }),
          record({ id: 3, tc_id: 13, name: '丙培训班', payment_status: '1', performance_review: 0, order_sn: 'BM3202611230003' }),
        ],
        totalCount: 3,
      }),
      fake(getTrainingScores, { items: [{ tc_id: 11, name: '甲培训班', performance_review: 1, scores: [{ content: '理论考试', score: 92 }, { content: '临场执裁', score: 88.5 }] }] }),
    ]);
    renderAt('/personal/trainingRecord');
    expect(await screen.findByText('甲培训班')).toBeTruthy();
    expect(api.callsTo(getTrainingRecords)[0].payload).toEqual({ page: 1, limit: 8 });
    expect(screen.getByText('待支付')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去支付' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '发票信息' }).getAttribute('href')).toBe('/evaluationStaff/evaluationStaffSignUp?id=13');
    const card = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement);
    expect((card('乙培训班').getByRole('button', { name: '查看成绩' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card('丙培训班').queryByRole('button', { name: '查看成绩' })).toBeNull();
    // Before the click: no scores asked for and none on screen, so what follows is the click's doing.
    expect(api.callsTo(getTrainingScores)).toHaveLength(0);
    expect(screen.queryByText('88.5')).toBeNull();
    expect(screen.queryByText('92.0')).toBeNull();
    fireEvent.click(card('甲培训班').getByRole('button', { name: '查看成绩' }));
    expect(await screen.findByText('88.5')).toBeTruthy();
    expect(screen.getByText('92.0')).toBeTruthy();
    expect(api.callsTo(getTrainingScores)[0].payload).toEqual({ tc_id: 11 });
    // 8 per page, no pager for 3.
    expect(document.querySelector('.el-pagination')).toBeNull();
  });
});

describe('/personal/payRecord', () => {
  it('lists every order with its item, amount, payment time, channel and status', async () => {
    installFakeApi([
      fake(getPayRecords, {
        items: [
          { order_sn: 'BM3202611230001', payment_type: '考评员培训费', creationTime: '2026-11-23 10:00:00', order_price: 1260, payment_time: '2026-11-23 10:04:00', payment_channel: '微信支付', payment_status: '3' },
          { order_sn: 'BM2202611230002', payment_type: '证书证章费', creationTime: '2026-11-22 10:00:00', order_price: 25, payment_time: null, payment_channel: null, payment_status: '9' },
        ],
        totalCount: 2,
      }),
    ]);
    renderAt('/personal/payRecord');
    expect(await screen.findByText('BM3202611230001')).toBeTruthy();
    expect(screen.getByText('¥1260.00')).toBeTruthy();
    expect(screen.getByText('微信支付')).toBeTruthy();
    expect(screen.getByText('已关闭')).toBeTruthy();
  });
});

describe('/evaluationStaff/evaluationStaffSignUp', () => {
  it('warns with the spec’s messages before signing up', async () => {
    installFakeApi([fake(getTrainingClassDetail, { items: [detail] }), fake(getTrainingOrder, { items: [] })]);
    renderAt('/evaluationStaff/evaluationStaffSignUp?id=11');
    const submit = await screen.findByRole('button', { name: '提交报名' });
    // Before 提交报名: the live region is there and says nothing yet.
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByText(M.aptitudeRequired)).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.aptitudeRequired));
    fireEvent.click(screen.getByText('三级考评员证书'));
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.aptitudeImageRequired));
    const input = screen.getByLabelText('上传资质图片') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.imageType));
    const big = new File([new Uint8Array(4 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.imageSize));
  });

  it('shows the pending order with the invoice information and 立即支付', async () => {
    const order: TrainingOrderItem = {
      ...detail,
      trainClassName: detail.name,
      aptitude: '三级考评员证书',
      aptitude_recording: 1,
      aptitude_img: null,
      feeType: 3,
      feeName: '培训+考核费',
      order_sn: 'BM3202611230009',
      order_price: 1260,
      payment_status: '1',
      expires_at: '2026-11-23 10:30:00',
      createTime: '2026-11-23 10:00:00',
    };
    installFakeApi([fake(getTrainingClassDetail, { items: [detail] }), fake(getTrainingOrder, { items: [order] })]);
    renderAt('/evaluationStaff/evaluationStaffSignUp?id=11');
    expect(await screen.findByText('BM3202611230009')).toBeTruthy();
    expect(screen.getByText('发票信息（测试）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即支付' })).toBeTruthy();
  });

  it('says why a class outside its window takes no sign-up and disables 提交报名', async () => {
    installFakeApi([fake(getTrainingClassDetail, { items: [{ ...detail, isStop: true }] }), fake(getTrainingOrder, { items: [] })]);
    renderAt('/evaluationStaff/evaluationStaffSignUp?id=11');
    expect(await screen.findByText('已停止报名：主办方已停止本班报名')).toBeTruthy();
    expect((screen.getByRole('button', { name: '提交报名' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the service’s refusal of the class', async () => {
    // A refusal the screen cannot say on its own: its own fallback for a missing id is 该培训班不存在, so a fake
    // answer of that text would pass even if the screen ignored the service.
    const refusal = '该培训班已撤销（服务原话）';
    installFakeApi([fail(getTrainingClassDetail, refusal), fake(getTrainingOrder, { items: [] })]);
    renderAt('/evaluationStaff/evaluationStaffSignUp?id=99');
    const back = await screen.findByRole('button', { name: '返回培训列表' });
    expect(within(back.closest('.training-refusal') as HTMLElement).getByText(refusal)).toBeTruthy();
    expect(screen.queryByText('该培训班不存在')).toBeNull();
  });
});
