import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeywordSearchBar } from './keyword-search-bar';

function renderBar(keyword: string, onSearch: (keyword: string) => void) {
  render(<KeywordSearchBar keyword={keyword} onSearch={onSearch} label="姓名" placeholder="请输入考评员姓名" inputLabel="考评员姓名" />);
  return screen.getByRole('textbox', { name: '考评员姓名' });
}

describe('KeywordSearchBar', () => {
  it('starts from the current keyword and searches with the typed one', async () => {
    const onSearch = vi.fn();
    const input = renderBar('王', onSearch);
    expect(input).toHaveValue('王');
    expect(screen.getByText('姓名')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '李{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('李');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('李');
  });

  it('清空 empties the field and searches with no keyword', async () => {
    const onSearch = vi.fn();
    const input = renderBar('王', onSearch);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
