import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedResult, type PagedCallState } from './paged-result';

const rows = (count: number) => Array.from({ length: count }, (_, i) => `第${i + 1}行`);

function state(overrides: Partial<PagedCallState<string>>): PagedCallState<string> {
  return { loading: false, result: null, errorMsg: '', reload: () => {}, ...overrides };
}

function renderList(callState: PagedCallState<string>, extra: { keepListOnError?: boolean; onPageChange?: (page: number) => void } = {}) {
  return render(
    <PagedResult state={callState} page={1} pageSize={10} onPageChange={extra.onPageChange ?? (() => {})} keepListOnError={extra.keepListOnError}>
      {(items) => (
        <ul aria-label="列表">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedResult>,
  );
}

describe('PagedResult', () => {
  it('shows the loading state on the first load', () => {
    renderList(state({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the rows on screen while the next page loads', () => {
    const { container } = renderList(state({ loading: true, result: { items: rows(3), totalCount: 3 } }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('is not busy once the page is there', () => {
    const { container } = renderList(state({ result: { items: rows(3), totalCount: 3 } }));
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('shows the error with 重试', async () => {
    const reload = vi.fn();
    renderList(state({ errorMsg: '服务器繁忙', reload }));
    expect(screen.getByRole('alert')).toHaveTextContent('服务器繁忙');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('replaces the rows with a later error unless told to keep them', () => {
    const failed = state({ errorMsg: '请求超时', result: { items: rows(2), totalCount: 2 } });
    const { unmount } = renderList(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderList(failed, { keepListOnError: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows 暂无相关信息 for an empty answer', () => {
    renderList(state({ result: { items: [], totalCount: 0 } }));
    expect(screen.getByText('暂无相关信息')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('shows the pager only when the total exceeds the page size, and pages', async () => {
    const onPageChange = vi.fn();
    const { unmount } = renderList(state({ result: { items: rows(10), totalCount: 10 } }));
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    unmount();
    renderList(state({ result: { items: rows(10), totalCount: 11 } }), { onPageChange });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('2'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
