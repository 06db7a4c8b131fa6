import { getStationNewsList } from '@badminton/contracts';
import { expect } from 'vitest';
import type { TestApp } from './build';
import { callUrl, signedBody } from './call';

/** The `bm_page=…` pair a signed call as `userToken` sets (decision 0045): the message list, a call of every signed-in role. */
export async function pageCookieOf(t: TestApp, userToken: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: callUrl(getStationNewsList.path),
    payload: signedBody(getStationNewsList.path, { page: 1, limit: 1 }, { userToken }),
  });
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const pair = /^bm_page=[^;]+/.exec(setCookie)?.[0];
  expect(pair, 'the signed call sets the page cookie').toBeTruthy();
  return pair as string;
}
