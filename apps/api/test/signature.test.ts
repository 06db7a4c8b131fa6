import { getBannerList, getNewsList, MESSAGES } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { callUrl, postCall, signedBody } from './helpers/call';

let t: TestApp;
beforeAll(async () => {
  t = await build({ demo: null });
});
afterAll(() => t.close());

const refused = (errorMsg: string) => ({
  success: true,
  result: { isSuccess: false, errorMsg },
  error: null,
  unAuthorizedRequest: false,
});
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('request signature', () => {
  it('accepts a request signed like the browser', async () => {
    const { status, envelope } = await postCall(t.app, getBannerList.path, signedBody(getBannerList.path));
    expect(status).toBe(200);
    expect(envelope).toEqual({ success: true, result: { isSuccess: true, items: [] }, error: null, unAuthorizedRequest: false });
  });

  it('refuses an unsigned request', async () => {
    expect((await postCall(t.app, getBannerList.path, {})).envelope).toEqual(refused(MESSAGES.badSignature));
    const noBody = await t.app.inject({ method: 'POST', url: callUrl(getBannerList.path) });
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json()).toEqual(refused(MESSAGES.badSignature));
  });

  it('refuses a wrong token', async () => {
    const body = { ...signedBody(getBannerList.path), token: 'f'.repeat(32) };
    expect((await postCall(t.app, getBannerList.path, body)).envelope).toEqual(refused(MESSAGES.badSignature));
  });

  it('refuses a body whose signed fields changed after signing', async () => {
    const body = signedBody(getBannerList.path);
    expect((await postCall(t.app, getBannerList.path, { ...body, ts: body.ts - 1 })).envelope).toEqual(refused(MESSAGES.badSignature));
    expect((await postCall(t.app, getBannerList.path, { ...body, userToken: 'stolen' })).envelope).toEqual(
      refused(MESSAGES.badSignature),
    );
  });

  it('refuses a signature made for another action', async () => {
    const body = signedBody(getNewsList.path);
    expect((await postCall(t.app, getBannerList.path, body)).envelope).toEqual(refused(MESSAGES.badSignature));
  });

  it('refuses a stale or future ts (301 s off) and accepts 299 s', async () => {
    for (const offset of [-301, 301]) {
      const body = signedBody(getBannerList.path, {}, { ts: nowSeconds() + offset });
      expect((await postCall(t.app, getBannerList.path, body)).envelope).toEqual(refused(MESSAGES.staleRequest));
    }
    const body = signedBody(getBannerList.path, {}, { ts: nowSeconds() - 299 });
    expect((await postCall(t.app, getBannerList.path, body)).envelope.result?.isSuccess).toBe(true);
  });

  it('accepts form-encoded and multipart bodies', async () => {
    const body = signedBody(getNewsList.path, { limit: 2, keyword: '' });
    const form = new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]));
    const encoded = await t.app.inject({
      method: 'POST',
      url: callUrl(getNewsList.path),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(encoded.json()).toEqual({ success: true, result: { isSuccess: true, items: [], totalCount: 0 }, error: null, unAuthorizedRequest: false });

    const boundary = '----badminton';
    const multipartBody = Object.entries(body)
      .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join('')
      .concat(`--${boundary}--\r\n`);
    const multipart = await t.app.inject({
      method: 'POST',
      url: callUrl(getNewsList.path),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody,
    });
    expect(multipart.json().result).toEqual({ isSuccess: true, items: [], totalCount: 0 });
  });

  it('answers malformed JSON and unknown calls with an envelope', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: callUrl(getBannerList.path),
      headers: { 'content-type': 'application/json' },
      payload: '{"ts":',
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toEqual(refused(MESSAGES.badRequest));

    const unknown = await postCall(t.app, 'CommonApi/NoSuchAction', signedBody('CommonApi/NoSuchAction'));
    expect(unknown.envelope).toEqual(refused(MESSAGES.notFound));
    expect((await postCall(t.app, 'NoSuchService/GetBannerList', signedBody(getBannerList.path))).envelope).toEqual(
      refused(MESSAGES.notFound),
    );
  });
});
