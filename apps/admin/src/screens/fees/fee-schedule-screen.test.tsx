// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import { ADMIN_FEE_MESSAGES as M, type CallOutput, feeFenOf, feeYuanText } from '@badminton/contracts';
import FeeScheduleScreen from './fee-schedule-screen';
import { getAdminFeeSchedule, setAdminCertificateFee, setAdminShippingFee } from './calls';

afterEach(cleanup);

type Schedule = CallOutput<typeof getAdminFeeSchedule>;

const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  rates: [
    { user_type: 1, user_type_label: '运动员', certificate_fee_fen: 3000, badge_fee_fen: 2000 },
    { user_type: 2, user_type_label: '考评员', certificate_fee_fen: null, badge_fee_fen: null },
    { user_type: 3, user_type_label: '测试机构', certificate_fee_fen: 3000, badge_fee_fen: 2000 },
  ],
  provinces: [
    { area_code: 110000, name: '北京市', fee_fen: 1000 },
    { area_code: 440000, name: '广东省', fee_fen: null },
  ],
  unset: { rates: 1, provinces: 1 },
  can_edit: true,
  ...over,
});

describe('the amounts as typed (the service’s words)', () => {
  it('reads 元 with at most two decimals into fen, 0 allowed, and refuses the rest in words', () => {
    expect(feeFenOf('30', '证书费')).toEqual({ fen: 3000 });
    expect(feeFenOf(' 12.5 ', '证书费')).toEqual({ fen: 1250 });
    expect(feeFenOf('0.01', '证书费')).toEqual({ fen: 1 });
    expect(feeFenOf('0', '快递费')).toEqual({ fen: 0 });
    expect(feeFenOf('10000', '快递费')).toEqual({ fen: 1_000_000 });
    expect(feeFenOf('', '证书费')).toEqual({ problem: M.required('证书费') });
    expect(feeFenOf('1.234', '证书费')).toEqual({ problem: M.notAmount('证书费') });
    expect(feeFenOf('abc', '证书费')).toEqual({ problem: M.notAmount('证书费') });
    expect(feeFenOf('-1', '证章费')).toEqual({ problem: M.negative('证章费') });
    expect(feeFenOf('10000.01', '快递费')).toEqual({ problem: '快递费不能超过10000元' });
    expect(feeYuanText(1250)).toBe('12.50');
    expect(feeYuanText(5)).toBe('0.05');
  });
});

describe('/personal/feeSchedule', () => {
  it('shows the rates and every province, 未设置 where nothing is set, and what that blocks', async () => {
    installFakeApi([fake(getAdminFeeSchedule, schedule())]);
    render(<FeeScheduleScreen />);
    const rates = await screen.findByRole('table', { name: '证书证章费（每个等级）' });
    const athlete = within(rates).getByRole('row', { name: /运动员/ });
    expect(within(athlete).getByText('30.00 元')).toBeTruthy();
    expect(within(athlete).getByText('20.00 元')).toBeTruthy();
    expect(within(within(rates).getByRole('row', { name: /考评员/ })).getAllByText('未设置')).toHaveLength(2);
    const provinces = screen.getByRole('table', { name: '各省份快递费（每个包裹）' });
    expect(within(within(provinces).getByRole('row', { name: /广东省/ })).getByText('未设置')).toBeTruthy();
    expect(screen.getByText(/1 类用户的证书证章费、1 个省份的快递费未设置/)).toBeTruthy();
  });

  it('checks the amounts, asks with before and after, then saves in fen and says 保存成功', async () => {
    const api = installFakeApi([fake(getAdminFeeSchedule, schedule()), fake(setAdminCertificateFee, {})]);
    render(<FeeScheduleScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '修改 运动员证书证章费' }));
    const dialog = await screen.findByRole('dialog');
    const certificate = within(dialog).getByLabelText('证书费（元）') as HTMLInputElement;
    expect(certificate.value).toBe('30.00');
    fireEvent.change(certificate, { target: { value: '35.555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.notAmount('证书费'));
    fireEvent.change(certificate, { target: { value: '35.5' } });
    fireEvent.change(within(dialog).getByLabelText('证章费（元）'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('证书费：30.00 元 → 35.50 元')).toBeTruthy();
    expect(within(dialog).getByText('证章费：20.00 元 → 0.00 元')).toBeTruthy();
    expect(api.callsTo(setAdminCertificateFee)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(api.callsTo(setAdminCertificateFee)[0]?.payload).toMatchObject({ user_type: 1, certificate_fee_fen: 3550, badge_fee_fen: 0 });
    await waitFor(() => expect(api.callsTo(getAdminFeeSchedule)).toHaveLength(2));
  });

  it('sets every province at once, and shows the service’s refusal in the dialog', async () => {
    const api = installFakeApi([fake(getAdminFeeSchedule, schedule()), fail(setAdminShippingFee, M.provinceInvalid)]);
    render(<FeeScheduleScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '全部省份设为…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('快递费（元）'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(M.provinceInvalid));
    expect(api.callsTo(setAdminShippingFee)[0]?.payload).toMatchObject({ area_codes: [110000, 440000], fee_fen: 1200 });
  });

  it('offers the provincial reviewer nothing to change', async () => {
    installFakeApi([fake(getAdminFeeSchedule, schedule({ can_edit: false }))]);
    render(<FeeScheduleScreen />);
    expect(await screen.findByText('仅中羽协管理员可修改收费标准。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修改|全部省份设为/ })).toBeNull();
  });
});
