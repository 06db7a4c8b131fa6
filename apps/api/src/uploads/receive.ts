import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@badminton/contracts';
import { BusinessError } from '../lib/errors';
import { looksLikePdf, type UploadedDocument, verifyPdf } from './documents';
import { reencodeImage, type UploadedImage } from './images';
import { UPLOAD_MESSAGES } from './messages';
import type { FilePart, MultipartReader } from './multipart';
import type { UploadField, UploadRules } from './policy';
import type { Semaphore } from './semaphore';
import { acceptsSpreadsheets, verifySpreadsheet } from './spreadsheets';
import { verifyMp4 } from './videos';

/**
 * One verified upload: a re-encoded image, or a document checked by content (decision 0035), with the file name the
 * client gave (only to show; never used for a stored path).
 */
export type UploadedFile = (UploadedImage | UploadedDocument) & { name: string };

/** Files of a request by field name, verified (images re-encoded; a repeated field gives several). */
export type UploadedFiles = Readonly<Record<string, readonly UploadedFile[]>>;

export const NO_FILES: UploadedFiles = Object.freeze({});

/** The files of one multipart request, received only once the request has been admitted (dispatch calls `receive`). */
export class FileSource {
  private folder: string | null = null;
  private release: (() => void) | null = null;

  constructor(
    private readonly reader: MultipartReader,
    /** A file part follows the text fields. */
    readonly pending: boolean,
    private readonly slots: Semaphore,
    private readonly tempRoot: string = tmpdir(),
  ) {}

  /**
   * Streams the files to a temporary folder under the call's rules (field names, counts, bytes per file: refused
   * as soon as a rule is broken, before the rest is read), then decodes and re-encodes every image. Takes one of
   * the upload slots (refused with 上传繁忙 when none is free). Throws a `BusinessError` with the refusal.
   */
  async receive(policy: UploadRules): Promise<UploadedFiles> {
    if (!this.pending) return NO_FILES;
    this.release = this.slots.tryAcquire();
    if (!this.release) throw new BusinessError(UPLOAD_MESSAGES.busy);
    this.folder = await mkdtemp(path.join(this.tempRoot, 'badminton-upload-'));
    const stored: { field: string; file: string; rule: UploadField; name: string }[] = [];
    const counts = new Map<string, number>();
    let index = 0;
    for (let part = await this.reader.nextFile(); part; part = await this.reader.nextFile()) {
      const rule = Object.hasOwn(policy.fields, part.field) ? policy.fields[part.field] : undefined;
      if (!rule) throw new BusinessError(MESSAGES.badRequest);
      const overCount = stored.length >= policy.maxFiles || (counts.get(part.field) ?? 0) >= (rule.maxCount ?? 1);
      const file = path.join(this.folder, `part-${index++}`);
      const bytes = await writePart(part, file, rule, overCount ? policy.countMessage : null, () => this.reader.abort());
      if (bytes === 0) continue; // an empty file input: no file
      counts.set(part.field, (counts.get(part.field) ?? 0) + 1);
      stored.push({ field: part.field, file, rule, name: part.filename });
    }
    const files: Record<string, UploadedFile[]> = {};
    for (const { field, file, rule, name } of stored) {
      (files[field] ??= []).push({ ...(await verifyUpload(file, rule)), name });
    }
    return files;
  }

  /** Releases the slot and deletes the temporary files. */
  async dispose(): Promise<void> {
    this.release?.();
    this.release = null;
    if (this.folder) await rm(this.folder, { recursive: true, force: true });
    this.folder = null;
  }
}

/**
 * Verifies one stored file by its content: a field that accepts PDF and a file that starts like one → the document
 * checks; anything else → decoded and re-encoded as an image (which refuses whatever is not one of the field's kinds).
 */
async function verifyUpload(file: string, rule: UploadField): Promise<UploadedImage | UploadedDocument> {
  if (acceptsSpreadsheets(rule)) return verifySpreadsheet(file, rule);
  if (rule.kinds.includes('mp4')) return verifyMp4(file, rule);
  if (rule.kinds.includes('pdf')) {
    const handle = await open(file, 'r');
    const head = Buffer.alloc(8);
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    if (looksLikePdf(head)) return verifyPdf(file, rule);
  }
  return reencodeImage(file, rule);
}

/**
 * Writes one file part to `file`, counting its bytes: over `rule.maxBytes` → the size refusal; a first byte of a
 * file over the count (`countRefusal`) → that refusal. A refusal stops reading the body at once (`stopReading`:
 * nothing more is read, the caller closes the connection). Answers the bytes written (0 for an empty part, which
 * is not a file).
 */
function writePart(part: FilePart, file: string, rule: UploadField, countRefusal: string | null, stopReading: () => void): Promise<number> {
  const { stream } = part;
  return new Promise<number>((resolve, reject) => {
    const out = createWriteStream(file, { flags: 'wx' });
    let bytes = 0;
    let settled = false;
    const refuse = (message: string) => {
      if (settled) return;
      settled = true;
      stopReading();
      stream.removeListener('data', onData);
      stream.pause();
      out.destroy();
      reject(new BusinessError(message));
    };
    const onData = (chunk: Buffer) => {
      if (chunk.length === 0) return;
      if (countRefusal) return refuse(countRefusal);
      bytes += chunk.length;
      if (bytes > rule.maxBytes) return refuse(rule.sizeMessage);
      if (!out.write(chunk)) {
        stream.pause();
        out.once('drain', () => settled || stream.resume());
      }
    };
    stream.on('data', onData);
    // The parser's own bound (the call's largest file + 1 byte) was hit: it would skip the rest of the part unread
    // but still consume it, so reading stops here at once.
    stream.once('limit', () => refuse(rule.sizeMessage));
    stream.once('end', () => {
      if (settled) return;
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve(bytes);
      });
    });
    stream.once('error', () => refuse(MESSAGES.badRequest));
    out.once('error', () => refuse(MESSAGES.badRequest));
  });
}
