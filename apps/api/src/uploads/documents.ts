import { readFile } from 'node:fs/promises';
import { BusinessError } from '../lib/errors';
import type { DocumentKind, UploadField } from './policy';

/**
 * Uploaded documents (decision 0035): a PDF cannot be re-encoded the way an image is (decision 0020), so it is
 * checked by content instead and kept as sent. Checked: the `%PDF-1.x` / `%PDF-2.0` signature at the first byte (a
 * file merely named .pdf, or HTML with a PDF name, is refused), the cross-reference pointer (`startxref`) and the
 * end-of-file marker in the last KiB (a truncated or spliced file is refused), and no active content among the names
 * of its objects — JavaScript, launch actions, embedded files, rich media —, hex-escaped names (`/J#61vaScript`)
 * included. Names inside compressed object streams are not inflated and read; that is why such a file is never shown
 * inline: the service hands it out only as a download (`content-disposition: attachment`, `nosniff`, a sandboxing
 * content policy) to the users allowed to read it.
 */

/** A verified upload that is a document: the bytes as sent. */
export interface UploadedDocument {
  kind: DocumentKind;
  content: Buffer;
}

const SIGNATURE = /^%PDF-(1\.[0-7]|2\.0)[\r\n%\s]/;
const TAIL_BYTES = 1024;
/** Object names that make a PDF do something when opened, or carry other files. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);

/** True when the bytes start like a PDF (the pipeline's choice between the image and the document checks). */
export function looksLikePdf(head: Buffer): boolean {
  return head.subarray(0, 5).toString('latin1') === '%PDF-';
}

function decodeName(name: string): string {
  return name.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The names of a PDF's objects (`/Type`, `/JavaScript`…), hex escapes decoded. */
function* namesOf(text: string): Generator<string> {
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) yield decodeName(match[1]);
}

/**
 * Checks `input` (a file path or the bytes) is a PDF the field accepts; answers it as sent. Throws a `BusinessError`
 * with the field's type message otherwise.
 */
export async function verifyPdf(input: string | Buffer, field: Pick<UploadField, 'kinds' | 'typeMessage'>): Promise<UploadedDocument> {
  if (!field.kinds.includes('pdf')) throw new BusinessError(field.typeMessage);
  const content = typeof input === 'string' ? await readFile(input) : input;
  const text = content.toString('latin1');
  if (!SIGNATURE.test(text.slice(0, 16))) throw new BusinessError(field.typeMessage);
  const tail = text.slice(-TAIL_BYTES);
  if (!tail.includes('%%EOF') || !tail.includes('startxref')) throw new BusinessError(field.typeMessage);
  for (const name of namesOf(text)) {
    if (ACTIVE_NAMES.has(name)) throw new BusinessError(field.typeMessage);
  }
  return { kind: 'pdf', content };
}
