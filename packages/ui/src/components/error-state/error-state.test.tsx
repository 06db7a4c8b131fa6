import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('shows the message and retries on 重试', async () => {
    const onRetry = vi.fn();
    render(<ErrorState text="服务器繁忙，请稍后重试" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器繁忙，请稍后重试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState text="请求超时" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
