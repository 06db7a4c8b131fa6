// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestClassItem } from '@badminton/contracts';
import { TestClassCard } from './test-class-card';

afterEach(cleanup);

const CLASS: TestClassItem = {
  id: 7,
  test_class_title: '羽翔体育2026冬季等级测试班',
  mechanism_fullName: '广州市羽翔体育培训有限公司',
  provinceName: '广东省',
  cityName: '广州市',
  districtName: '天河区',
  detailed_address: '体育西路 191 号',
  registration_start_time: '2026-11-01 09:00:00',
  registration_end_time: '2026-11-20 18:00:00',
  test_start_time: '2026-11-28 09:00:00',
  test_end_time: '2026-11-29 17:00:00',
  grade: [{ grade: 4, grade_name: '四级', fee: 200 }],
  test_num: 40,
  file_path: null,
  contact: '张三',
  contact_number: '138****0000',
  isStop: false,
};

/** Beijing wall time → epoch ms. */
const beijing = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);

function renderCard(item: TestClassItem, now: string, onSignUp = vi.fn()) {
  render(<TestClassCard item={item} fileHost="" onSignUp={onSignUp} now={beijing(now)} />);
  return screen.getByRole('button');
}

describe('TestClassCard sign-up button', () => {
  it('offers 报名 inside the registration window and starts the sign-up with the class id', () => {
    const onSignUp = vi.fn();
    const button = renderCard(CLASS, '2026-11-10 12:00:00', onSignUp);
    expect(button.textContent).toBe('报名');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onSignUp).toHaveBeenCalledWith(7);
  });

  it('is disabled as 未开始报名 before the window opens', () => {
    const onSignUp = vi.fn();
    const button = renderCard(CLASS, '2026-11-01 08:59:59', onSignUp);
    expect(button.textContent).toBe('未开始报名');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onSignUp).not.toHaveBeenCalled();
  });

  it('is disabled as 报名已结束 after the window closed', () => {
    const button = renderCard(CLASS, '2026-11-20 18:00:01');
    expect(button.textContent).toBe('报名已结束');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays disabled as 已停止报名 for a stopped class, even inside the window', () => {
    const button = renderCard({ ...CLASS, isStop: true }, '2026-11-10 12:00:00');
    expect(button.textContent).toBe('已停止报名');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
