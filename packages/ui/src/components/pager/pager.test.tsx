import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('renders nothing when the total equals the page size', () => {
    const { container } = render(<Pager total={20} pageSize={20} page={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<Pager total={0} pageSize={20} page={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows two pages at page size + 1', () => {
    render(<Pager total={21} pageSize={20} page={1} onChange={() => {}} />);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager).toBeInTheDocument();
    expect(screen.getByText('1')).toHaveClass('active');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.queryByText('3')).not.toBeInTheDocument();
  });

  it('calls onChange(2) when page 2 is clicked', async () => {
    const onChange = vi.fn();
    render(<Pager total={21} pageSize={20} page={1} onChange={onChange} />);
    await userEvent.click(screen.getByText('2'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('names the arrows 上一页 / 下一页 and marks the current page and the disabled arrow', () => {
    render(<Pager total={45} pageSize={20} page={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns the page from the keyboard (page numbers are focusable buttons)', async () => {
    const onChange = vi.fn();
    render(<Pager total={45} pageSize={20} page={1} onChange={onChange} />);
    const pageTwo = screen.getByRole('button', { name: '2' });
    pageTwo.focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
