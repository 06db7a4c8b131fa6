import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoading, Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named 加载中 at the given size', () => {
    render(<Spinner size={28} />);
    const spinner = screen.getByRole('status', { name: '加载中' });
    expect(spinner).toHaveStyle({ width: '28px', height: '28px' });
  });
});

describe('PageLoading', () => {
  it('shows its text in a status region', () => {
    render(<PageLoading text="正在加载新闻..." />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载新闻...');
  });

  it('defaults to 加载中...', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });
});
