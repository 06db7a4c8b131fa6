import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { build, type BuildOptions, type TestApp } from './build';
import type { CallContract, RoleCode } from '@badminton/contracts';
import type { z } from 'zod';
import type { PersonalFrameContext, PersonalFrameWriter } from '../../src/web/frames/markup';
import { callOk, signedBody } from './call';

/** A call every signed-in role may make. */
const MEMBER_CALL = 'FrontStationNews/GetStationNewsList';

/** The shell's index.html reduced to what the first-paint frames write into (decisions 0012, 0036, 0037). */
export const FRAMED_INDEX =
  '<!doctype html><html><head><!--bm:first-screen-head--><!--bm:route-hints--></head><body><div id="bm-first-paint" aria-hidden="true">' +
  '<!--bm:first-screen--></div><div id="root"></div></body></html>';

/** A web root whose shell build is FRAMED_INDEX, for a service whose HTML answers a test reads; `remove` deletes it. */
export async function frameWebRoot(): Promise<{ webRoot: string; remove: () => Promise<void> }> {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'badminton-frames-'));
  await mkdir(path.join(webRoot, 'shell/dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'shell/dist/index.html'), FRAMED_INDEX);
  return { webRoot, remove: () => rm(webRoot, { recursive: true, force: true }) };
}

/**
 * A test file's service over a frame web root: built before its tests, closed (and the web root removed) after them.
 * `t` and `webRoot` are read once the tests run; `html(url)` answers the page's HTML, asserting a 200.
 */
export function framedService(options: Omit<BuildOptions, 'webRoot'> = {}) {
  let t: TestApp | undefined;
  let root: { webRoot: string; remove: () => Promise<void> } | undefined;
  beforeAll(async () => {
    root = await frameWebRoot();
    t = await build({ ...options, webRoot: root.webRoot });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await root?.remove();
  });
  const service = {
    get t(): TestApp {
      if (!t) throw new Error('framedService: the service is built in beforeAll');
      return t;
    },
    get webRoot(): string {
      if (!root) throw new Error('framedService: the web root is made in beforeAll');
      return root.webRoot;
    },
    html: async (url: string): Promise<string> => {
      const response = await service.t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      return response.body;
    },
  };
  return service;
}

/**
 * The page's HTML as `userToken`'s member gets it (decision 0045): first a signed call as them (the message list, a call of every signed-in role), whose answer sets the page cookie, then the page with that cookie.
 * Asserts the cookie was set and the page answered 200.
 */
export async function memberHtml(service: { t: TestApp }, userToken: string, url: string): Promise<string> {
  const cookie = await pageCookieOf(service.t, userToken);
  const response = await service.t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The `bm_page=…` pair a signed call as `userToken` sets. */
export async function pageCookieOf(t: TestApp, userToken: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/services/app/${MEMBER_CALL}`,
    payload: signedBody(MEMBER_CALL, { page: 1, limit: 1 }, { userToken }),
  });
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const pair = /^bm_page=[^;]+/.exec(setCookie)?.[0];
  expect(pair, 'the signed call sets the page cookie').toBeTruthy();
  return pair as string;
}

/** A member a personal-centre frame writer is drawn for in a test: a signed-in user, their token and role. */
export interface FrameMember {
  userId: number;
  userToken: string;
  role: RoleCode;
}

/**
 * Draws a personal-centre frame writer (decision 0045) for `member`, its calls sent through the service's call route
 * signed as the member (so they pass the same checks a screen's do), with `search` as the page's query.
 */
export function drawAs(
  t: TestApp,
  writer: PersonalFrameWriter,
  member: FrameMember,
  { search = '', fileHost = 'https://files.example.test' }: { search?: string; fileHost?: string } = {},
): Promise<string | null> {
  const context = {
    deps: { fileHost },
    pathname: '/personal/x',
    search: new URLSearchParams(search),
    member: { userId: member.userId, role: member.role },
    call: async <C extends CallContract>(contract: C, input: z.input<C['input']>) => {
      const result = await callOk(t.app, contract.path, input as Record<string, unknown>, member);
      return contract.output.parse(result) as z.output<C['output']>;
    },
  } as unknown as PersonalFrameContext;
  return writer(context);
}

/** A page's first-paint frame: its HTML between the frame's opening tag and the app's root. */
export function frameOf(body: string): string {
  const start = body.indexOf('<div id="bm-first-paint"');
  return body.slice(start, body.indexOf('<div id="root">'));
}

/** The frame rules (decision 0037): no ids, headings, landmarks, or focusable elements. */
export function expectFrameRules(frame: string): void {
  expect(frame).not.toMatch(/<(h[1-6]|main|nav|header|footer|section|form)[\s>]/);
  expect(frame).not.toMatch(/\sid="/);
  for (const control of frame.match(/<(button|input|a [^>]*href=)[^>]*>/g) ?? []) expect(control).toContain('tabindex="-1"');
}
