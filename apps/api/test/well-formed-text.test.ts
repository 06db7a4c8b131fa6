import { getNewsList, MESSAGES, openQuery } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsMalformedText } from '../src/http/call-routes';
import { build, type TestApp } from './helpers/build';
import { call, callForm, callUrl, signedBody } from './helpers/call';

/**
 * Issue 22 point 10: a lone UTF-16 surrogate (half a character; JSON can carry one as `"\ud800"`) never reaches
 * PostgreSQL, which refuses it (SQLSTATE 22021, an HTTP 500) or gets U+FFFD in its place. The text schema refuses it
 * with the envelope, and the call route refuses any body holding one, wherever it is.
 */

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const refusal = (envelope: { result?: { errorMsg?: string } | null }) => envelope.result?.errorMsg;

describe('lone surrogates are refused with the envelope', () => {
  it('in a declared text field, at HTTP 200 with the message', async () => {
    for (const name of ['\ud800', '\udc00', '张\ud800三', '张三\udbff', '\udfff张三']) {
      const response = await t.app.inject({
        method: 'POST',
        url: callUrl(openQuery.path),
        payload: signedBody(openQuery.path, { name, id_card: '110105194912310020' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, result: { isSuccess: false, errorMsg: MESSAGES.malformedText } });
    }
  });

  it('in a member no schema declares, in a member name and deep inside', async () => {
    expect(refusal(await call(t.app, getNewsList.path, { page: 1, extra: 'x\udc00' }))).toBe(MESSAGES.malformedText);
    expect(refusal(await call(t.app, getNewsList.path, { page: 1, ['k\ud800']: 1 }))).toBe(MESSAGES.malformedText);
    expect(refusal(await call(t.app, getNewsList.path, { page: 1, deep: [{ a: ['ok', '\ud800'] }] }))).toBe(MESSAGES.malformedText);
  });

  it('in a form-encoded or multipart body too', async () => {
    // A form field carries bytes: %ED%A0%80 (a surrogate in CESU-8) decodes to U+FFFD, never to a lone surrogate.
    const form = await t.app.inject({
      method: 'POST',
      url: callUrl(getNewsList.path),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `keyword=%ED%A0%80&page=1&ts=${Math.floor(Date.now() / 1000)}&token=x`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().success).toBe(true);
    const multipart = await callForm(t.app, getNewsList.path, { page: 1, keyword: '\ud800' });
    expect(multipart.success).toBe(true);
    expect(multipart.result?.errorMsg).not.toBe(MESSAGES.unexpected);
  });

  it('lets pairs through: a character outside the BMP is text', async () => {
    const envelope = await call(t.app, getNewsList.path, { page: 1, keyword: '羽毛球😀' });
    expect(envelope.result?.isSuccess).toBe(true);
    expect(holdsMalformedText({ a: ['😀', { '𠀀': '\ud83d\ude00' }] })).toBe(false);
    expect(holdsMalformedText({ a: ['😀', { b: '\ude00\ud83d' }] })).toBe(true);
    expect(holdsMalformedText(Array.from({ length: 300_000 }, () => 'x'))).toBe(false);
  });
});
