import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DetailSection, type DetailCallState } from './detail-section';

interface Coach {
  name: string;
}

function state(overrides: Partial<DetailCallState>): DetailCallState {
  return { loading: false, result: null, errorMsg: '', reload: () => {}, ...overrides };
}

function renderDetail(props: { valid?: boolean; state: DetailCallState; record?: Coach | null; onBack?: () => void }) {
  return render(
    <DetailSection title="考评员详情" valid={props.valid ?? true} state={props.state} record={props.record} onBack={props.onBack ?? (() => {})}>
      {(coach) => <h1>{coach.name}</h1>}
    </DetailSection>,
  );
}

describe('DetailSection', () => {
  it('shows the record under its title with 返回 above and below', async () => {
    const onBack = vi.fn();
    const coach = { name: '王教练' };
    renderDetail({ state: state({ result: { coach } }), record: coach, onBack });
    expect(screen.getByRole('region', { name: '考评员详情' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('王教练');
    const backs = screen.getAllByRole('button', { name: '返回' });
    expect(backs).toHaveLength(2);
    await userEvent.click(backs[1]!);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows 暂无相关信息 without a valid id, with a single 返回', () => {
    renderDetail({ valid: false, state: state({}) });
    expect(screen.getByText('暂无相关信息')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '返回' })).toHaveLength(1);
  });

  it('shows the loading state on the first load', () => {
    renderDetail({ state: state({ loading: true }) });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('shows a failure that may pass with 重试', async () => {
    const reload = vi.fn();
    renderDetail({ state: state({ errorMsg: '请求超时', retryable: true, reload }) });
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal of the service (no such record) without 重试', () => {
    renderDetail({ state: state({ errorMsg: '该考评员不存在', retryable: false }) });
    expect(screen.getByRole('alert')).toHaveTextContent('该考评员不存在');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('shows 暂无相关信息 for an answer without a record', () => {
    renderDetail({ state: state({ result: { items: [] } }), record: undefined });
    expect(screen.getByText('暂无相关信息')).toBeInTheDocument();
  });
});
