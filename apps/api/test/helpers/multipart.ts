import { Readable } from 'node:stream';

/** One part of a hand-built multipart body: a text field, or a file given as bytes or as a size generated lazily. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; content: Uint8Array }
  | { name: string; filename: string; type?: string; size: number };

export const BOUNDARY = '----badminton-test-boundary';

export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

const CHUNK = 64 * 1024;

function head(part: Part): string {
  if ('value' in part) return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
}

/**
 * A multipart body produced on demand: `pulled()` tells how many bytes the server has taken so far, so a test can
 * show that a refused request was not read (a lazily generated file is never held in memory by the test either).
 */
export function multipartStream(parts: readonly Part[]): { stream: Readable; pulled: () => number } {
  let pulled = 0;
  async function* generate(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      yield Buffer.from(head(part));
      if ('value' in part) yield Buffer.from(part.value);
      else if ('content' in part) yield Buffer.from(part.content);
      else for (let sent = 0; sent < part.size; sent += CHUNK) yield Buffer.alloc(Math.min(CHUNK, part.size - sent), 0x41);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  const source = generate();
  const stream = new Readable({
    highWaterMark: CHUNK,
    async read() {
      const { value, done } = await source.next();
      if (done) return void this.push(null);
      pulled += value.length;
      this.push(value);
    },
  });
  return { stream, pulled: () => pulled };
}

/** The same body as one buffer (small bodies). */
export function multipartBuffer(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(head(part)));
    if ('value' in part) chunks.push(Buffer.from(part.value));
    else if ('content' in part) chunks.push(Buffer.from(part.content));
    else chunks.push(Buffer.alloc(part.size, 0x41));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Text parts of a body (the signed fields first, as the api-client sends them). */
export function textParts(fields: Record<string, string | number>): Part[] {
  return Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
}
