import { Writable } from 'node:stream';
import { createElement, type ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** What `onError` is told when a render is abandoned for time (every other `what` is a failure). */
export const TOO_SLOW = 'server render too slow';

export interface RenderOutcome {
  html: string;
  /** Milliseconds from the start of the render to its end. */
  ms: number;
}

/**
 * Renders `Root` with React's streaming server renderer, waiting for everything (every screen's first call, every
 * lazy screen) before the markup is taken: the page is sent whole, with its answers. A render that fails, or is not
 * done within `timeoutMs`, is abandoned: null, and the page is left to the browser (issue 23 §5).
 */
export function renderWhole<P extends object>(
  Root: ComponentType<P>,
  props: P,
  timeoutMs: number,
  onError: (error: unknown, what: string) => void,
): Promise<RenderOutcome | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: RenderOutcome | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    // Bytes, decoded once at the end. React 18.3's Node stream writes its whole 2 KB view when a string does not fit in
    // what is left of it, unfilled tail included: one or two NUL bytes wherever a 3-byte character (Chinese text) met
    // the view's end (`上一\0张`). Those bytes are dropped; a page's own text never holds NUL (HTML has no use for it).
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        finish({ html: withoutNul(Buffer.concat(chunks)).toString('utf8'), ms: performance.now() - started });
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(createElement(Root, props), {
      onAllReady() {
        // A boundary that failed on the server would be rendered again by the browser: send no such page.
        if (failed) return finish(null);
        stream.pipe(sink);
      },
      onShellError(error) {
        onError(error, 'server render failed');
        finish(null);
      },
      onError(error) {
        failed = true;
        onError(error, 'server render: a screen failed');
      },
    });
    const timer = setTimeout(() => {
      onError(new Error(`not done within ${timeoutMs} ms`), TOO_SLOW);
      stream.abort();
      finish(null);
    }, timeoutMs);
  });
}

/** `bytes` without its NUL bytes (UTF-8 uses 0x00 for U+0000 only, never inside another character). */
function withoutNul(bytes: Buffer): Buffer {
  if (!bytes.includes(0)) return bytes;
  const kept = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  for (const byte of bytes) if (byte !== 0) kept[length++] = byte;
  return kept.subarray(0, length);
}
