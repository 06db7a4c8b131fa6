import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import { MESSAGES } from '@badminton/contracts';
import { UPLOAD_MESSAGES } from './messages';

/**
 * A pull reader over a multipart body (busboy underneath). Nothing is read ahead beyond the parser's small
 * buffers: text fields are read first (`readFields` stops at the first file part), and a file part's bytes flow
 * only while its consumer reads them, so a request refused after its text fields never has its files read.
 */

/** Bounds of the text fields, read before the request is admitted. */
export const TEXT_FIELD_MAX_BYTES = 64 * 1024;
export const TEXT_FIELDS_MAX_TOTAL_BYTES = 512 * 1024;
export const TEXT_FIELDS_MAX_COUNT = 100;

/** A malformed or oversized multipart body; `message` is the envelope's errorMsg. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

export interface FilePart {
  field: string;
  filename: string;
  stream: BusboyFileStream;
}

export interface MultipartLimits {
  /** Most file parts the parser passes on (the call's `maxFiles` + 1, so one too many is seen and refused). */
  files: number;
  /** Hard bound of one file part (the call's largest `maxBytes` + 1, so one byte too many is seen and refused). */
  fileSize: number;
}

type Event =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; part: FilePart }
  | { type: 'end' }
  | { type: 'error'; message: string };

export type TextFields = Record<string, string | string[]>;

export class MultipartReader {
  private readonly queue: Event[] = [];
  private wake: (() => void) | null = null;
  private readonly parser: BusboyInstance;
  private textBytes = 0;
  private ended = false;
  private aborted = false;

  /** Throws a `MultipartError` when the content type has no boundary. */
  constructor(
    private readonly body: Readable,
    headers: IncomingHttpHeaders,
    limits: MultipartLimits,
  ) {
    try {
      this.parser = Busboy({
        headers: headers as IncomingHttpHeaders & { 'content-type': string },
        limits: {
          fieldNameSize: 100,
          fieldSize: TEXT_FIELD_MAX_BYTES,
          fields: TEXT_FIELDS_MAX_COUNT,
          files: limits.files,
          fileSize: limits.fileSize,
          parts: TEXT_FIELDS_MAX_COUNT + limits.files,
          headerPairs: 20,
        },
      });
    } catch {
      throw new MultipartError(MESSAGES.badRequest);
    }
    this.parser.on('field', (name: string, value: string, nameTruncated: boolean, valueTruncated: boolean) => {
      if (nameTruncated || valueTruncated) return this.fail(UPLOAD_MESSAGES.tooLarge);
      this.textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (this.textBytes > TEXT_FIELDS_MAX_TOTAL_BYTES) return this.fail(UPLOAD_MESSAGES.tooLarge);
      this.push({ type: 'field', name, value });
    });
    this.parser.on('file', (field: string, stream: BusboyFileStream, filename: string) => {
      this.push({ type: 'file', part: { field, filename: filename ?? '', stream } });
    });
    this.parser.on('fieldsLimit', () => this.fail(UPLOAD_MESSAGES.tooLarge));
    this.parser.on('partsLimit', () => this.fail(UPLOAD_MESSAGES.tooLarge));
    this.parser.on('filesLimit', () => this.fail(MESSAGES.badRequest));
    this.parser.on('error', () => this.fail(MESSAGES.badRequest));
    this.parser.on('finish', () => {
      this.ended = true;
      this.push({ type: 'end' });
    });
    body.on('error', () => this.fail(MESSAGES.badRequest));
    body.on('aborted', () => this.fail(MESSAGES.badRequest));
    body.pipe(this.parser);
  }

  /** True once the whole body was read (nothing left on the connection). */
  get finished(): boolean {
    return this.ended;
  }

  /**
   * Reads the text fields up to the first file part (or the end). `fileAhead` tells whether a file part follows;
   * none of its bytes has been consumed.
   */
  async readFields(): Promise<{ fields: TextFields; fileAhead: boolean }> {
    const fields: TextFields = {};
    for (;;) {
      const event = await this.peek();
      if (event.type === 'error') throw new MultipartError(event.message);
      if (event.type === 'end') return { fields, fileAhead: false };
      if (event.type === 'file') return { fields, fileAhead: true };
      this.queue.shift();
      const previous = Object.hasOwn(fields, event.name) ? fields[event.name] : undefined;
      const value = previous === undefined ? event.value : [...(Array.isArray(previous) ? previous : [previous]), event.value];
      Object.defineProperty(fields, event.name, { value, enumerable: true, writable: true, configurable: true });
    }
  }

  /** The next file part, or null at the end. A text field after a file is refused (text fields come first). */
  async nextFile(): Promise<FilePart | null> {
    const event = await this.peek();
    if (event.type === 'end') return null;
    this.queue.shift();
    if (event.type === 'error') throw new MultipartError(event.message);
    if (event.type === 'field') throw new MultipartError(MESSAGES.badRequest);
    return event.part;
  }

  /** Stops reading the body (the connection is then closed by the caller). */
  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.body.unpipe(this.parser);
    this.body.pause();
  }

  private async peek(): Promise<Event> {
    while (this.queue.length === 0) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.queue[0] as Event;
  }

  private push(event: Event): void {
    // After an error the rest of the body means nothing.
    if (this.queue.at(-1)?.type === 'error') return;
    this.queue.push(event);
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private fail(message: string): void {
    this.push({ type: 'error', message });
  }
}
