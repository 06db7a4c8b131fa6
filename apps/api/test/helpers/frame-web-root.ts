import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { build, type BuildOptions, type TestApp } from './build';

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
