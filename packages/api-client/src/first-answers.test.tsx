// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallRef } from '@badminton/contracts';
import { createApiClient } from './client';
import { installApiClient } from './installed-client';
import { answerKey, createServerCalls, ServerCallsContext, setFirstAnswers, type FirstAnswer } from './first-answers';
import { useCall } from './react';

const echo: CallRef<{ word: string }, { word: string }> = { path: 'Test/Echo' };

function Echo({ word }: { word: string }) {
  const { loading, result, errorMsg } = useCall(echo, { word });
  return <p>{loading ? '加载中' : result ? `结果:${result.word}` : `错误:${errorMsg}`}</p>;
}

function install(seen: string[]) {
  installApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => null,
      onSessionExpired: () => undefined,
      onTransportError: () => undefined,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const body = (await new Request(input, init).json()) as { word: string };
        seen.push(body.word);
        const result = { isSuccess: true, word: `${body.word}!` };
        return new Response(JSON.stringify({ success: true, result, error: null, unAuthorizedRequest: false }), {
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
    }),
  );
}

/** A server render that waits for every suspended call (as renderToPipeableStream's onAllReady does). */
async function renderOnServer(element: JSX.Element, ask: (payload: unknown) => FirstAnswer | null) {
  const asked: unknown[] = [];
  const calls = createServerCalls(async (_contract, payload) => {
    asked.push(payload);
    return ask(payload);
  });
  const tree = (
    <ServerCallsContext.Provider value={calls}>
      <Suspense fallback={<p>等待</p>}>{element}</Suspense>
    </ServerCallsContext.Provider>
  );
  // renderToString shows the fallback of a suspended boundary; render again once every asked call is answered.
  for (let round = 0; round < 5; round++) {
    const html = renderToString(tree);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!html.includes('等待')) return { html, asked, answers: Object.fromEntries(calls.answers) };
  }
  throw new Error('the server render never settled');
}

afterEach(() => cleanup());

describe('first answers (decision 0053)', () => {
  it('the server render asks once, renders the answer, and the browser hydrates from it without asking again', async () => {
    const server = await renderOnServer(<Echo word="hi" />, () => ({ ok: true, result: { word: 'hi!' }, errorMsg: '', retryable: false }));
    expect(server.asked).toEqual([{ word: 'hi' }]);
    expect(server.html).toContain('结果:hi!');

    const seen: string[] = [];
    install(seen);
    setFirstAnswers(server.answers as Record<string, FirstAnswer>);
    const container = document.createElement('div');
    container.innerHTML = server.html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Suspense fallback={<p>等待</p>}><Echo word="hi" /></Suspense>, { onRecoverableError: (error: unknown) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('结果:hi!');
    expect(seen).toEqual([]);

    // The answer is used once: the same screen mounted again asks.
    render(<Echo word="hi" />);
    await waitFor(() => expect(seen).toEqual(['hi']));
    container.remove();
  });

  it('a masked answer is shown at once and asked again for the full values', async () => {
    const seen: string[] = [];
    install(seen);
    setFirstAnswers({ [answerKey(echo, { word: 'id' })]: { ok: true, result: { word: '1101**' }, errorMsg: '', retryable: false, masked: true } });
    render(<Echo word="id" />);
    expect(screen.getByText('结果:1101**')).toBeTruthy();
    expect(await screen.findByText('结果:id!')).toBeTruthy();
    expect(seen).toEqual(['id']);
  });

  it('a call the server could not answer is left loading and asked by the browser', async () => {
    const server = await renderOnServer(<Echo word="x" />, () => null);
    expect(server.html).toContain('加载中');
    const seen: string[] = [];
    install(seen);
    setFirstAnswers({});
    render(<Echo word="x" />);
    expect(await screen.findByText('结果:x!')).toBeTruthy();
    expect(seen).toEqual(['x']);
  });
});
