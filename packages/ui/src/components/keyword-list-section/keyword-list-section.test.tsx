import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeywordListSection } from './keyword-list-section';

const SEARCH = { label: '姓名', placeholder: '请输入考评员姓名', inputLabel: '考评员姓名' };

function renderSection(
  list: { search: (keyword: string) => void; goToPage: (page: number) => void },
  total: number,
  options: { errorMsg?: string; keepListOnError?: boolean } = {},
) {
  const items = Array.from({ length: Math.min(total, 20) }, (_, i) => `考评员${i + 1}`);
  return render(
    <KeywordListSection
      title="考评员"
      search={SEARCH}
      list={{ query: { page: 1, keyword: '王' }, ...list }}
      state={{ loading: false, result: { items, totalCount: total }, errorMsg: options.errorMsg ?? '', reload: () => {} }}
      pageSize={20}
      keepListOnError={options.keepListOnError}
    >
      {(rows) => (
        <ul aria-label="考评员列表">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </KeywordListSection>,
  );
}

describe('KeywordListSection', () => {
  it('shows the titled card with the keyword search, the rows and the pager', async () => {
    const search = vi.fn();
    const goToPage = vi.fn();
    renderSection({ search, goToPage }, 45);
    expect(screen.getByRole('region', { name: '考评员' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '考评员姓名' })).toHaveValue('王');
    expect(within(screen.getByRole('list', { name: '考评员列表' })).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByText('3'));
    expect(goToPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(search).toHaveBeenCalledWith('');
  });

  it('replaces the rows with a later error unless keepListOnError keeps them', () => {
    const noop = { search: () => {}, goToPage: () => {} };
    const { unmount } = renderSection(noop, 45, { errorMsg: '请求超时' });
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
    expect(screen.queryByRole('list', { name: '考评员列表' })).not.toBeInTheDocument();
    unmount();
    renderSection(noop, 45, { errorMsg: '请求超时', keepListOnError: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '考评员列表' })).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });
});
