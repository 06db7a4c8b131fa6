import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
