import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Radio, Select } from '../index';

describe('keyboard fixes (decision 0028)', () => {
  it('lets Tab leave a Select (element cancelled it: a keyboard trap) while Escape stays handled', () => {
    const { container } = render(
      <Select value={1} onChange={() => undefined}>
        <Select.Option value={1} label="居民身份证" />
        <Select.Option value={4} label="护照" />
      </Select>,
    );
    const input = container.querySelector<HTMLInputElement>('.el-select input')!;
    const tab = createEvent.keyDown(input, { key: 'Tab', keyCode: 9 });
    fireEvent(input, tab);
    expect(tab.defaultPrevented).toBe(false);
    const escape = createEvent.keyDown(input, { key: 'Escape', keyCode: 27 });
    fireEvent(input, escape);
    expect(escape.defaultPrevented).toBe(true);
  });

  it('moves a visible highlight with the arrow keys and chooses it with Enter (element threw on the first arrow)', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Select value={1} onChange={onChange}>
        <Select.Option value={1} label="居民身份证" />
        <Select.Option value={4} label="护照" />
        <Select.Option value={5} label="港澳居民来往内地通行证" />
      </Select>,
    );
    const input = container.querySelector<HTMLInputElement>('.el-select input')!;
    const highlighted = () => document.querySelector('.el-select-dropdown__item.hover')?.textContent;
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 }); // opens the list
    await waitFor(() => expect(screen.getByText('护照')).toBeInTheDocument());
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    await waitFor(() => expect(highlighted()).toBe('护照'));
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    await waitFor(() => expect(highlighted()).toBe('港澳居民来往内地通行证'));
    fireEvent.keyDown(input, { key: 'ArrowUp', keyCode: 38 });
    await waitFor(() => expect(highlighted()).toBe('护照'));
    // Read out as a combobox whose active option follows the highlight.
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const active = screen.getByRole('option', { name: '护照' });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', active.id));
    expect(screen.getByRole('option', { name: '居民身份证' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toBe(4));
  });

  it('gives the radios of one Radio.Group one name (one Tab stop, arrow keys move), another group another', async () => {
    render(
      <>
        <Radio.Group value={1} onChange={() => undefined}>
          <Radio value={1}>运动员</Radio>
          <Radio value={2}>考评员</Radio>
        </Radio.Group>
        <Radio.Group value={3} onChange={() => undefined}>
          <Radio value={3}>男</Radio>
          <Radio value={4}>女</Radio>
        </Radio.Group>
      </>,
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: '运动员' })).toHaveAttribute('name'));
    const name = (label: string) => screen.getByRole('radio', { name: label }).getAttribute('name');
    expect(name('考评员')).toBe(name('运动员'));
    expect(name('女')).toBe(name('男'));
    expect(name('男')).not.toBe(name('运动员'));
  });
});
