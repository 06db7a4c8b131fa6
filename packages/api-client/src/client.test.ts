import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallRef } from '@badminton/contracts';
import { REQUEST_TIMEOUT_MS } from './constants';
import { callUrl, createApiClient, type ApiClientOptions } from './client';
import { ApiTransportError } from './errors';
import { failEnvelope, fakeFetch, jsonResponse, okEnvelope, type Responder } from './test/fake-fetch';
import { yieldToMain } from './yield-to-main';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

const NOW = 1_700_000_000_123; // ts = 1700000000
const BASE = 'http://api.test';

type Paging = { limit?: number; page?: number };
type Paged = { items: string[]; totalCount: number };

const listNews: CallRef<Paging, Paged> = { path: 'Newsapi/GetNewsList' };
const uploadSeal: CallRef<Paging, Paged> = { path: 'TestMechanism/UploadSeal', isFormSubmit: true };

function setup(responders: Responder[], overrides: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...responders);
  const onSessionExpired = vi.fn<(message: string) => void>();
  const onTransportError = vi.fn<(message: string) => void>();
  const client = createApiClient({
    baseUrl: BASE,
    getAuth: () => ({ userToken: 'tok-abc', userId: 42 }),
    onSessionExpired,
    onTransportError,
    now: () => NOW,
    fetch: fake.fetch,
    ...overrides,
  });
  return { client, requests: fake.requests, onSessionExpired, onTransportError };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request', () => {
  it('POSTs JSON to /api/services/app/{Service}/{Action} with the signed augmentation', async () => {
    const { client, requests } = setup([() => jsonResponse(okEnvelope({ items: [], totalCount: 0 }))]);
    await client.call(listNews, { limit: 20, page: 1 });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/services/app/Newsapi/GetNewsList');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await request.text())).toEqual({
      limit: 20,
      page: 1,
      userToken: 'tok-abc',
      userid: 42,
      user_id: 42,
      ts: 1700000000,
      token: md5('GetNewsListshuttlecock1700000000tok-abc'),
    });
  });

  it('signed out: no userToken / userid / user_id, token signed with ""', async () => {
    const { client, requests } = setup([() => jsonResponse(okEnvelope({}))], { getAuth: () => null });
    await client.post('CommonApi/GetBannerList', { kind: 1 });
    const body = JSON.parse(await requests[0].text());
    expect(body).toEqual({ kind: 1, ts: 1700000000, token: md5('GetBannerListshuttlecock1700000000') });
    expect(body).not.toHaveProperty('userToken');
    expect(body).not.toHaveProperty('userid');
    expect(body).not.toHaveProperty('user_id');
  });

  it('reads the credentials and the clock at each call', async () => {
    let auth: { userToken?: string; userId?: number } | null = null;
    let now = 10_000;
    const { client, requests } = setup([() => jsonResponse(okEnvelope({}))], { getAuth: () => auth, now: () => now });
    await client.post('A/First');
    auth = { userToken: 't2', userId: 9 };
    now = 20_500;
    await client.post('A/Second');
    const first = JSON.parse(await requests[0].text());
    const second = JSON.parse(await requests[1].text());
    expect(first).toEqual({ ts: 10, token: md5('Firstshuttlecock10') });
    expect(second).toEqual({ userToken: 't2', userid: 9, user_id: 9, ts: 20, token: md5('Secondshuttlecock20t2') });
  });

  it('the augmentation wins over payload fields of the same name', async () => {
    const { client, requests } = setup([() => jsonResponse(okEnvelope({}))]);
    await client.post('A/B', { ts: 1, token: 'forged', userToken: 'other', keep: 'x' });
    const body = JSON.parse(await requests[0].text());
    expect(body).toMatchObject({ ts: 1700000000, token: md5('Bshuttlecock1700000000tok-abc'), userToken: 'tok-abc', keep: 'x' });
  });

  it('same-origin base URL builds a relative path', () => {
    expect(callUrl('', 'Newsapi/GetNewsList')).toBe('/api/services/app/Newsapi/GetNewsList');
    expect(callUrl('https://x.cn/', '/CommonApi/Login')).toBe('https://x.cn/api/services/app/CommonApi/Login');
  });

  it('form-encodes when the contract sets isFormSubmit', async () => {
    const { client, requests } = setup([() => jsonResponse(okEnvelope({ items: [], totalCount: 0 }))]);
    await client.call(uploadSeal, { limit: 5, page: 2 });
    const request = requests[0];
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      limit: '5',
      page: '2',
      userToken: 'tok-abc',
      userid: '42',
      user_id: '42',
      ts: '1700000000',
      token: md5('UploadSealshuttlecock1700000000tok-abc'),
    });
  });

  it('form-encodes when the call options say so, JSON-encoding arrays and objects', async () => {
    const { client, requests } = setup([() => jsonResponse(okEnvelope({}))], { getAuth: () => null });
    await client.post('A/Save', { ids: [1, 2], meta: { a: 'b' }, note: null }, { isFormSubmit: true });
    expect(await requests[0].text()).toBe(
      `ids=%5B1%2C2%5D&meta=%7B%22a%22%3A%22b%22%7D&ts=1700000000&token=${md5('Saveshuttlecock1700000000')}`,
    );
  });

  it('call options override the contract (isFormSubmit: false → JSON)', async () => {
    const { client, requests } = setup([() => jsonResponse(okEnvelope({ items: [], totalCount: 0 }))]);
    await client.call(uploadSeal, { limit: 5, page: 2 }, { isFormSubmit: false });
    expect(requests[0].headers.get('content-type')).toBe('application/json');
  });

  it('sends multipart when a value is a file', async () => {
    const { client, requests } = setup([() => jsonResponse(okEnvelope({ file_path: '/wwwroot/seal.png' }))]);
    const file = new File(['PNGDATA'], 'seal.png', { type: 'image/png' });
    const answer = await client.post('TestMechanism/UploadSeal', { file, kind: 2 }, { isFormSubmit: true });
    expect(answer.ok).toBe(true);
    const request = requests[0];
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    const part = form.get('file') as File;
    expect(part.name).toBe('seal.png');
    expect(part.type).toBe('image/png');
    expect(await part.text()).toBe('PNGDATA');
    expect(form.get('kind')).toBe('2');
    expect(form.get('userToken')).toBe('tok-abc');
    expect(form.get('user_id')).toBe('42');
    expect(form.get('ts')).toBe('1700000000');
    expect(form.get('token')).toBe(md5('UploadSealshuttlecock1700000000tok-abc'));
  });
});

describe('answers', () => {
  it('success: ok with the result', async () => {
    const { client, onSessionExpired, onTransportError } = setup([
      () => jsonResponse(okEnvelope({ items: ['2024-01-01 00:00:00'], totalCount: 1 })),
    ]);
    const answer = await client.call(listNews, { limit: 20, page: 1 });
    expect(answer.ok).toBe(true);
    if (!answer.ok) throw new Error('expected ok');
    expect(answer.result.items[0]).toBe('2024-01-01 00:00:00');
    expect(answer.result.totalCount).toBe(1);
    expect(answer.errorMsg).toBe('');
    expect(answer.envelope.success).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onTransportError).not.toHaveBeenCalled();
  });

  it('business failure: ok false with errorMsg, no hook', async () => {
    const { client, onSessionExpired, onTransportError } = setup([() => jsonResponse(failEnvelope('验证码错误'))]);
    const answer = await client.post('CommonApi/MobileVerify', { mobile: '13812345678', code: '1234' });
    expect(answer).toMatchObject({ ok: false, errorMsg: '验证码错误', sessionExpired: false, result: { isSuccess: false } });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onTransportError).not.toHaveBeenCalled();
  });

  it('fires onSessionExpired once when errorMsg contains 请重新登录', async () => {
    const { client, onSessionExpired, onTransportError } = setup([
      () => jsonResponse(failEnvelope('登录已失效，请重新登录', true)),
    ]);
    const answer = await client.post('FrontStationNews/GetStationNewsList', { limit: 6, page: 1, status: 1 });
    expect(answer).toMatchObject({ ok: false, errorMsg: '登录已失效，请重新登录', sessionExpired: true });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(onTransportError).not.toHaveBeenCalled();
  });

  it('fires onSessionExpired for error.message too', async () => {
    const { client, onSessionExpired } = setup([
      () => jsonResponse({ success: false, result: null, error: { message: '会话不存在，请重新登录' }, unAuthorizedRequest: false }),
    ]);
    await client.post('A/B');
    expect(onSessionExpired.mock.calls).toEqual([['会话不存在，请重新登录']]);
  });

  it('reads a 500 answer instead of throwing', async () => {
    const { client, onTransportError, requests } = setup([
      () => jsonResponse({ success: false, result: null, error: { message: '服务器繁忙，请稍后重试' }, unAuthorizedRequest: false }, 500),
    ]);
    const answer = await client.post('A/B');
    expect(answer).toMatchObject({ ok: false, result: null, errorMsg: '服务器繁忙，请稍后重试' });
    expect(onTransportError).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('reads a 404 envelope', async () => {
    const { client } = setup([() => jsonResponse({ success: false, result: null, error: { message: '请求的接口不存在' }, unAuthorizedRequest: false }, 404)]);
    expect(await client.post('Nope/Nope')).toMatchObject({ ok: false, errorMsg: '请求的接口不存在' });
  });
});

describe('transport failures', () => {
  async function expectTransport(responder: Responder, reason: string, status?: number) {
    const { client, onTransportError, onSessionExpired, requests } = setup([responder]);
    const failure = client.post('Newsapi/GetNewsList', { limit: 20, page: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiTransportError);
    const error = (await failure.catch((e: unknown) => e)) as ApiTransportError;
    expect(error.message).toBe('请求超时');
    expect(error.reason).toBe(reason);
    expect(error.status).toBe(status);
    expect(error.path).toBe('Newsapi/GetNewsList');
    expect(onTransportError.mock.calls).toEqual([['请求超时']]);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1); // retry 0
  }

  it('502 → transport error', () => expectTransport(() => jsonResponse(okEnvelope({}), 502), 'status', 502));
  it('503 → transport error', () => expectTransport(() => new Response('down', { status: 503 }), 'status', 503));
  it('network error → transport error', () =>
    expectTransport(() => {
      throw new TypeError('fetch failed');
    }, 'network'));
  it('unparseable body → transport error', () => expectTransport(() => new Response('<html>', { status: 200 }), 'body', 200));
  it('empty body → transport error', () => expectTransport(() => new Response('', { status: 200 }), 'body', 200));
  it('JSON that is not an envelope → transport error', () => expectTransport(() => jsonResponse({ items: [] }), 'body', 200));
  it('404 HTML page → transport error', () => expectTransport(() => new Response('Not Found', { status: 404 }), 'body', 404));

  it('times out after exactly 200000 ms', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(200_000);
    vi.useFakeTimers();
    const { client, requests, onTransportError } = setup([() => new Promise<Response>(() => undefined)]);
    let settled: unknown = 'pending';
    const failure = client.post('A/Slow').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void failure.then((value) => {
      settled = value;
    });
    // The client sends in a task of its own (a real message, not a fake timer): let it reach fetch first.
    while (requests.length === 0) await yieldToMain();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    expect(onTransportError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).reason).toBe('timeout');
    expect(onTransportError.mock.calls).toEqual([['请求超时']]);
  });

  it('an aborted call rejects without the transport hook', async () => {
    const controller = new AbortController();
    const { client, onTransportError } = setup([
      (request) =>
        new Promise<Response>((_, reject) => {
          // like fetch: reject at once when already aborted, else on abort
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    ]);
    const failure = client.post('A/B', {}, { signal: controller.signal });
    controller.abort();
    const error = await failure.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(onTransportError).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it('come back as the service sent them: the service checks each answer against its contract', async () => {
    const { client } = setup([() => jsonResponse(okEnvelope({ items: ['bad'], totalCount: -1 }))]);
    const answer = await client.call(listNews, { limit: 20, page: 1 });
    expect(answer).toMatchObject({ ok: true, result: { items: ['bad'], totalCount: -1 } });
  });
});
