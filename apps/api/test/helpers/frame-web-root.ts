import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
