import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../../element/element';
import { SearchBar, SearchField } from './search-bar';

describe('SearchBar', () => {
  it('calls onSearch for 搜索 and onReset for 清空', async () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    render(
      <SearchBar onSearch={onSearch} onReset={onReset}>
        <SearchField label="关键词">
          <Input placeholder="请输入关键词" />
        </SearchField>
      </SearchBar>,
    );
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByText('关键词')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onReset).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches when Enter is pressed in a field', async () => {
    const onSearch = vi.fn();
    render(
      <SearchBar onSearch={onSearch} onReset={() => {}}>
        <input aria-label="关键词" />
      </SearchBar>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: '关键词' }), '羽毛球{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
