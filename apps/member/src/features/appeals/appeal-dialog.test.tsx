// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import { type AppealItem, createAppeal, secondAppeal } from '@badminton/contracts';
import { AppealDialog } from './appeal-dialog';
import { SecondAppealDialog } from './components/second-appeal-dialog';

afterEach(cleanup);

function textarea(): HTMLTextAreaElement {
  return screen.getByLabelText('申诉内容') as HTMLTextAreaElement;
}

describe('AppealDialog', () => {
  it('warns that no second appeal is allowed before feedback, counts to 100 and refuses more', async () => {
    const api = installFakeApi([fake(createAppeal, {})]);
    render(<AppealDialog applicationId={7} open onClose={vi.fn()} onSubmitted={vi.fn()} />);
    expect(screen.getByText('申诉结果反馈前不可再次申诉，请确认申诉内容后提交')).toBeTruthy();
    expect(screen.getByText('0/100')).toBeTruthy();
    fireEvent.change(textarea(), { target: { value: '字'.repeat(101) } });
    expect(screen.getByText('101/100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('申诉内容请控制在100字以内')).toBeTruthy();
    fireEvent.change(textarea(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('请输入申诉内容')).toBeTruthy();
    expect(api.callsTo(createAppeal)).toHaveLength(0);
  });

  it('sends the first appeal (source, status 0, trimmed text), then closes and reports it', async () => {
    const api = installFakeApi([fake(createAppeal, {})]);
    const onClose = vi.fn();
    const onSubmitted = vi.fn();
    render(<AppealDialog applicationId={7} open onClose={onClose} onSubmitted={onSubmitted} />);
    fireEvent.change(textarea(), { target: { value: ' 发球判定有误 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo(createAppeal)[0].payload).toEqual({ appeal_source_id: 7, appeal_status: 0, appeal_content: '发球判定有误' });
  });

  it('keeps the dialog open with the service’s reason when refused', async () => {
    installFakeApi([fail(createAppeal, '成绩发布已超过7天，不能再申诉')]);
    const onSubmitted = vi.fn();
    render(<AppealDialog applicationId={7} open onClose={vi.fn()} onSubmitted={onSubmitted} />);
    fireEvent.change(textarea(), { target: { value: '申诉' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(document.body.textContent).toContain('成绩发布已超过7天，不能再申诉'));
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('SecondAppealDialog', () => {
  const APPEAL: AppealItem = {
    id: 3,
    appeal_no: 'SS20261101000001',
    appeal_source_id: 9,
    test_class_title: '羽翔体育测试班',
    grade: 4,
    gradeName: '四级',
    appeal_content: '首次',
    first_content: '首次',
    second_content: null,
    appeal_status: 3,
    appeal_status_name: '已完成，成绩未修改',
    appeal_reply: '维持原成绩',
    manager_reply: null,
    creationTime: '2026-11-01 10:00:00',
  };

  it('sends id and text; a refusal shows 申诉提交失败', async () => {
    const api = installFakeApi([fail(secondAppeal, '只有成绩未修改的申诉才能再次申诉')]);
    render(<SecondAppealDialog appeal={APPEAL} onClose={vi.fn()} onSubmitted={vi.fn()} />);
    expect(screen.getByText(/机构回复：维持原成绩/)).toBeTruthy();
    fireEvent.change(textarea(), { target: { value: '申请复核' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(document.body.textContent).toContain('申诉提交失败'));
    expect(api.callsTo(secondAppeal)[0].payload).toEqual({ id: 3, appeal_content: '申请复核' });
  });
});
