// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRef } from '@badminton/contracts';
import { ALREADY_PENDING, useMutation, usePolling } from './react';
import { fail, failure, fake, installFakeApi, offline, OFFLINE } from './testing';

const save: CallRef<{ name: string }, { id: number }> = { path: 'Test/Save' };
const orderStatus: CallRef<{ orderNo: string }, { status: 'unpaid' | 'paid' | 'closed' }> = { path: 'Test/OrderStatus' };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMutation', () => {
  it('is pending until the answer, then gives the typed result', async () => {
    let release!: () => void;
    installFakeApi([fake(save, () => new Promise<{ id: number }>((resolve) => (release = () => resolve({ id: 7 }))))]);
    const { result } = renderHook(() => useMutation(save));
    expect(result.current.pending).toBe(false);
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.run({ name: 'a' });
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      await Promise.resolve();
      release();
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: true, result: { isSuccess: true, id: 7 } });
    expect(result.current.pending).toBe(false);
    expect(result.current.errorMsg).toBe('');
  });

  it('sends nothing for a second submit while the first is pending', async () => {
    let release!: () => void;
    const api = installFakeApi([fake(save, () => new Promise<{ id: number }>((resolve) => (release = () => resolve({ id: 1 }))))]);
    const { result } = renderHook(() => useMutation(save));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.run({ name: 'a' });
      second = result.current.run({ name: 'b' });
    });
    await expect(second).resolves.toBe(ALREADY_PENDING);
    await act(async () => {
      await Promise.resolve();
      release();
      await first;
    });
    expect(api.callsTo(save).map((c) => c.payload)).toEqual([{ name: 'a' }]);
    // Once settled, the next submit goes out.
    await act(async () => {
      const next = result.current.run({ name: 'c' });
      await Promise.resolve();
      release();
      await next;
    });
    expect(api.callsTo(save).map((c) => c.payload.name)).toEqual(['a', 'c']);
  });

  it('surfaces a refusal once: onError and errorMsg', async () => {
    installFakeApi([fail(save, '名称已被使用')]);
    const onError = vi.fn();
    const { result } = renderHook(() => useMutation(save, { onError }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run({ name: 'a' });
    });
    expect(outcome).toEqual({ ok: false, errorMsg: '名称已被使用', reported: false });
    expect(onError.mock.calls).toEqual([['名称已被使用']]);
    expect(result.current.errorMsg).toBe('名称已被使用');
    act(() => result.current.reset());
    expect(result.current.errorMsg).toBe('');
  });

  it('stays quiet when the shell already reported it (transport failure, session expiry)', async () => {
    const onTransportError = vi.fn();
    const onSessionExpired = vi.fn();
    installFakeApi([offline(save)], { onTransportError, onSessionExpired });
    const onError = vi.fn();
    const { result } = renderHook(() => useMutation(save, { onError }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run({ name: 'a' });
    });
    expect(outcome).toEqual({ ok: false, errorMsg: '请求超时', reported: true });
    expect(onTransportError.mock.calls).toEqual([['请求超时']]);

    installFakeApi([fail(save, '登录已失效，请重新登录')], { onTransportError, onSessionExpired });
    await act(async () => {
      outcome = await result.current.run({ name: 'a' });
    });
    expect(outcome).toMatchObject({ ok: false, reported: true });
    expect(onSessionExpired.mock.calls).toEqual([['登录已失效，请重新登录']]);
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.errorMsg).toBe('');
  });

  it('says the one failure text for a refusal without a message', async () => {
    installFakeApi([fake(save, () => failure(''))]);
    const { result } = renderHook(() => useMutation(save));
    await act(async () => {
      await result.current.run({ name: 'a' });
    });
    expect(result.current.errorMsg).toBe('请求超时');
  });

  it('stays pending through onSuccess, and takes a custom sender', async () => {
    installFakeApi([fake(save, ({ name }) => ({ id: name.length }))]);
    const steps: string[] = [];
    let finish!: () => void;
    const { result } = renderHook(() =>
      useMutation((payload: { name: string }) => {
        steps.push(`send ${payload.name}`);
        return import('./installed-client').then(({ api }) => api().call(save, payload));
      }, {
        onSuccess: (answer) =>
          new Promise<void>((resolve) => {
            steps.push(`saved ${answer.id}`);
            finish = resolve;
          }),
      }),
    );
    let outcome!: Promise<unknown>;
    await act(async () => {
      outcome = result.current.run({ name: 'abc' });
      await vi.waitFor(() => expect(steps).toEqual(['send abc', 'saved 3']));
    });
    expect(result.current.pending).toBe(true);
    await expect(result.current.run({ name: 'x' })).resolves.toBe(ALREADY_PENDING);
    await act(async () => {
      finish();
      await outcome;
    });
    expect(result.current.pending).toBe(false);
  });
});

function PaymentDialog({ open, orderNo }: { open: boolean; orderNo: string }) {
  const poll = usePolling(orderStatus, { orderNo }, { intervalMs: 10_000, enabled: open, until: (r) => r.status !== 'unpaid' });
  return (
    <p>
      {poll.result?.status ?? '无结果'}
      {poll.done ? ' 已结束' : ''}
      {poll.errorMsg ? ` 错误:${poll.errorMsg}` : ''}
    </p>
  );
}

describe('usePolling', () => {
  beforeEach(() => vi.useFakeTimers());

  it('calls every interval while enabled and stops the moment it is disabled', async () => {
    const api = installFakeApi([fake(orderStatus, { status: 'unpaid' })]);
    const view = render(<PaymentDialog open orderNo="A1" />);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls).toHaveLength(1);
    expect(screen.getByText('unpaid')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.calls).toHaveLength(3);
    view.rerender(<PaymentDialog open={false} orderNo="A1" />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.calls).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops on unmount, and ignores the answer in flight', async () => {
    let release!: () => void;
    const api = installFakeApi([fake(orderStatus, () => new Promise((resolve) => (release = () => resolve({ status: 'paid' as const }))))]);
    const view = render(<PaymentDialog open orderNo="A1" />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls).toHaveLength(1);
    view.unmount();
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at a terminal answer', async () => {
    const statuses = ['unpaid', 'unpaid', 'paid'] as const;
    const api = installFakeApi([fake(orderStatus, (_, n) => ({ status: statuses[n - 1] }))]);
    render(<PaymentDialog open orderNo="A1" />);
    await act(() => vi.advanceTimersByTimeAsync(100_000));
    expect(api.calls).toHaveLength(3);
    expect(screen.getByText('paid 已结束')).toBeTruthy();
  });

  it('never overlaps: the next request waits for the answer', async () => {
    const releases: Array<() => void> = [];
    const api = installFakeApi([
      fake(orderStatus, () => new Promise((resolve) => releases.push(() => resolve({ status: 'unpaid' as const })))),
    ]);
    render(<PaymentDialog open orderNo="A1" />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(api.calls).toHaveLength(1);
    await act(async () => releases[0]());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls).toHaveLength(2);
  });

  it('keeps polling through a failure, and stops when the session is gone', async () => {
    const answers = [OFFLINE, failure('订单不存在'), { status: 'unpaid' as const }, failure('登录已失效，请重新登录')];
    const api = installFakeApi([fake(orderStatus, (_, n) => answers[n - 1])]);
    render(<PaymentDialog open orderNo="A1" />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(/错误:请求超时/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(/错误:订单不存在/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('unpaid')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(/已结束/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.calls).toHaveLength(4);
  });
});
