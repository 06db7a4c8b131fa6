import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows 暂无相关信息 by default', () => {
    render(<EmptyState />);
    expect(screen.getByText('暂无相关信息')).toBeInTheDocument();
  });

  it('shows the given text', () => {
    render(<EmptyState text="暂无消息" />);
    expect(screen.getByText('暂无消息')).toBeInTheDocument();
    expect(screen.queryByText('暂无相关信息')).not.toBeInTheDocument();
  });
});
