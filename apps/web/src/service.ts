import { AsyncLocalStorage } from 'node:async_hooks';
import { asEnvelope, createApiClient, readEnvelope } from '@badminton/api-client';
import { answerKey, toFirstAnswer, type FirstAnswer } from '@badminton/api-client/react';
import type { CallRef } from '@badminton/contracts';
import { REQUEST_ID_HEADER } from '@badminton/contracts/request-id';
import { maskPersonalNumbers } from '@badminton/validation';

/** The member a page cookie names, as the service's render endpoint answers it. */
export interface PageMember {
  userId: number | string;
  role: number;
  name: string;
}

/** The header that carries the render key to the service's render endpoints. */
export const RENDER_KEY_HEADER = 'x-bm-render-key';

/**
 * How the web tier asks the service for a page's data (decision 0053). A page drawn for no one asks as a visitor's
 * browser would: signed public calls. A member's page asks the render endpoints, with the render key and the page
 * cookie's value: the service runs the read call as that member, with the same checks as a signed call.
 */
export function createServiceAccess(options: { apiOrigin: string; renderKey: string | null; fetch?: typeof fetch }) {
  const baseFetch = options.fetch ?? fetch;
  // The page request each call is made for: its id goes with the call, so the service logs it too (decision 0080).
  const requestIds = new AsyncLocalStorage<string>();
  const doFetch: typeof fetch = (input, init) => {
    const id = requestIds.getStore();
    if (!id) return baseFetch(input, init);
    if (input instanceof Request) {
      // ky's calls: a Request of its own.
      const request = new Request(input, init);
      request.headers.set(REQUEST_ID_HEADER, id);
      return baseFetch(request);
    }
    const headers = new Headers(init?.headers);
    headers.set(REQUEST_ID_HEADER, id);
    return baseFetch(input, { ...init, headers });
  };
  const visitor = createApiClient({
    baseUrl: options.apiOrigin,
    getAuth: () => null,
    onSessionExpired: () => undefined,
    onTransportError: () => undefined,
    fetch: doFetch,
  });

  async function post(path: string, body: unknown): Promise<unknown> {
    if (!options.renderKey) throw new Error('no render key');
    const answer = await doFetch(`${options.apiOrigin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [RENDER_KEY_HEADER]: options.renderKey },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    return answer.json();
  }

  return {
    /** Whether member pages can be drawn (the render key is configured). */
    drawsMembers: options.renderKey !== null,

    /** Runs `work` with every call it makes to the service carrying `requestId`. */
    forRequest<T>(requestId: string, work: () => Promise<T>): Promise<T> {
      return requestIds.run(requestId, work);
    },

    /** The live member a page cookie names, or null. */
    async member(cookie: string): Promise<PageMember | null> {
      const answer = (await post('/api/render/member', { cookie })) as { member?: PageMember | null };
      return answer.member ?? null;
    },

    /**
     * A call's answer for a render: as `cookie`'s member, or as a visitor. Personal numbers (ID cards, mobiles) are
     * masked before anything is drawn from it (decision 0049): the page's HTML never carries them, and a masked answer
     * is asked again by the browser, signed.
     */
    async ask(contract: CallRef, payload: unknown, cookie: string | null): Promise<FirstAnswer | null> {
      let result;
      if (cookie) {
        const envelope = asEnvelope(await post('/api/render/call', { cookie, path: contract.path, input: payload ?? {} }));
        if (!envelope) return null;
        result = readEnvelope(envelope);
      } else {
        result = await visitor.call(contract, payload as never);
      }
      const answer = toFirstAnswer(result);
      if (!answer) return null;
      const text = JSON.stringify(answer);
      const masked = maskPersonalNumbers(text);
      return masked === text ? answer : { ...(JSON.parse(masked) as FirstAnswer), masked: true };
    },

    answerKey,
  };
}

export type ServiceAccess = ReturnType<typeof createServiceAccess>;
