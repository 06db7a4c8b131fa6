// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallRef } from '@badminton/contracts';
import { createApiClient } from './client';
import { installApiClient } from './installed-client';
import { useCall } from './react';

const echo: CallRef<{ word: string }, { word: string }> = { path: 'Test/Echo' };

function envelope(result: Record<string, unknown>) {
  return new Response(JSON.stringify({ success: true, result, error: null, unAuthorizedRequest: false }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function install(fetchImpl: (request: Request) => Promise<Response>) {
  installApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => null,
      onSessionExpired: () => undefined,
      onTransportError: () => undefined,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => fetchImpl(new Request(input, init))) as typeof fetch,
    }),
  );
}

function Echo({ word, skip }: { word: string; skip?: boolean }) {
  const { loading, result, errorMsg, retryable, reload } = useCall(echo, { word }, { skip });
  return (
    <div>
      <p>{loading ? '加载中' : 'idle'}</p>
      <p>{retryable ? '可重试' : '不必重试'}</p>
      <p>{result ? `结果:${result.word}` : '无结果'}</p>
      <p>{errorMsg ? `错误:${errorMsg}` : '无错误'}</p>
      <button type="button" onClick={reload}>
        重试
      </button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useCall', () => {
  it('loads the result and reloads on payload change', async () => {
    const seen: string[] = [];
    install(async (request) => {
      const body = (await request.json()) as { word: string };
      seen.push(body.word);
      return envelope({ isSuccess: true, word: body.word.toUpperCase() });
    });
    const view = render(<Echo word="a" />);
    expect(await screen.findByText('结果:A')).toBeTruthy();
    view.rerender(<Echo word="b" />);
    expect(await screen.findByText('结果:B')).toBeTruthy();
    expect(seen).toEqual(['a', 'b']);
  });

  it('is loading from the very render that brings a new payload, never showing the old result as current', async () => {
    install(async (request) => {
      const body = (await request.json()) as { word: string };
      return envelope({ isSuccess: true, word: body.word.toUpperCase() });
    });
    const renders: Array<{ word: string; loading: boolean; result: string | null }> = [];
    function Logged({ word }: { word: string }) {
      const { loading, result } = useCall(echo, { word });
      renders.push({ word, loading, result: result?.word ?? null });
      return <p>{result ? `结果:${result.word}` : '无结果'}</p>;
    }
    const view = render(<Logged word="a" />);
    expect(await screen.findByText('结果:A')).toBeTruthy();
    view.rerender(<Logged word="b" />);
    expect(await screen.findByText('结果:B')).toBeTruthy();
    // Every render of "b" that still holds A says it is loading.
    const stale = renders.filter((r) => r.word === 'b' && r.result === 'A');
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.every((r) => r.loading)).toBe(true);
  });

  it('shows the business error message and retries on reload', async () => {
    let calls = 0;
    install(async () => {
      calls += 1;
      return calls === 1 ? envelope({ isSuccess: false, errorMsg: '该新闻不存在或已下线' }) : envelope({ isSuccess: true, word: 'ok' });
    });
    render(<Echo word="x" />);
    expect(await screen.findByText('错误:该新闻不存在或已下线')).toBeTruthy();
    // The service answered a refusal: trying again would get the same answer.
    expect(screen.getByText('不必重试')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByText('结果:ok')).toBeTruthy();
    expect(screen.getByText('无错误')).toBeTruthy();
  });

  it('marks a server fault and a transport failure as retryable', async () => {
    install(async () =>
      new Response(JSON.stringify({ success: false, result: null, error: { message: '服务器内部错误' }, unAuthorizedRequest: false }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const view = render(<Echo word="x" />);
    expect(await screen.findByText('错误:服务器内部错误')).toBeTruthy();
    expect(screen.getByText('可重试')).toBeTruthy();
    view.unmount();
    install(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<Echo word="y" />);
    expect(await screen.findByText('错误:请求超时')).toBeTruthy();
    expect(screen.getByText('可重试')).toBeTruthy();
  });

  it('does not call while skipped', async () => {
    const fetchSpy = vi.fn(async () => envelope({ isSuccess: true, word: 'x' }));
    install(fetchSpy);
    render(<Echo word="x" skip />);
    await waitFor(() => expect(screen.getByText('无结果')).toBeTruthy());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after a newer request', async () => {
    const resolvers: Array<(r: Response) => void> = [];
    install(async (request) => {
      const body = (await request.json()) as { word: string };
      return new Promise<Response>((resolve) => resolvers.push(() => resolve(envelope({ isSuccess: true, word: body.word }))));
    });
    const view = render(<Echo word="old" />);
    await waitFor(() => expect(resolvers).toHaveLength(1));
    view.rerender(<Echo word="new" />);
    await waitFor(() => expect(resolvers).toHaveLength(2));
    await act(async () => resolvers[1](new Response()));
    expect(await screen.findByText('结果:new')).toBeTruthy();
    await act(async () => resolvers[0](new Response()));
    expect(screen.getByText('结果:new')).toBeTruthy();
  });
});
