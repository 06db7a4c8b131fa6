import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { BusinessError } from '../lib/errors';
import type { UploadedDocument } from './documents';
import type { UploadField } from './policy';

/**
 * Uploaded spreadsheets (decision 0060): an xlsx is a zip of XML parts, so it is checked by content before any
 * workbook library sees it. Refused: anything that is not a zip (a file merely named .xlsx), the old binary xls
 * (OLE2; with its own message), a zip that is not a workbook (no `xl/workbook.xml`), more entries than allowed, more
 * inflated bytes than allowed — counted on the declared sizes first and on the bytes actually inflated (yauzl checks
 * each entry against its declared size, so a zip bomb that lies about its sizes stops at the cap) —, a first sheet
 * with more rows than allowed or with any formula (`<f>` element). Kept as sent; the service reads it with exceljs.
 */

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

interface Entry {
  name: string;
  text: string | null;
}

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => (error || !zip ? reject(error) : resolve(zip)));
  });
}

/** Inflates every entry under the bounds; keeps the text of the parts that are read afterwards (sheets, workbook). */
async function inflate(content: Buffer, field: UploadField): Promise<Entry[]> {
  const rules = field.sheet;
  if (!rules) throw new BusinessError(field.typeMessage);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(content);
  } catch {
    throw new BusinessError(field.typeMessage);
  }
  if (zip.entryCount > rules.maxEntries) {
    zip.close();
    throw new BusinessError(rules.messages.tooLarge);
  }
  const entries: Entry[] = [];
  let declared = 0;
  let inflated = 0;
  return new Promise<Entry[]>((resolve, reject) => {
    let done = false;
    const fail = (error: unknown) => {
      if (done) return;
      done = true;
      zip.close();
      reject(error instanceof BusinessError ? error : new BusinessError(field.typeMessage));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (done) return;
      done = true;
      resolve(entries);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (declared > rules.maxUncompressedBytes) return fail(new BusinessError(rules.messages.tooLarge));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(error);
        const keep = /^xl\/(workbook\.xml|worksheets\/sheet\d+\.xml)$/.test(entry.fileName);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > rules.maxUncompressedBytes) {
            stream.destroy();
            return fail(new BusinessError(rules.messages.tooLarge));
          }
          if (keep) chunks.push(chunk);
        });
        stream.on('error', fail);
        stream.on('end', () => {
          entries.push({ name: entry.fileName, text: keep ? Buffer.concat(chunks).toString('utf8') : null });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}

/**
 * Checks `input` (a file path or the bytes) is an xlsx workbook within the field's bounds; answers it as sent.
 * Throws a `BusinessError` with the refusal otherwise.
 */
export async function verifySpreadsheet(input: string | Buffer, field: UploadField): Promise<UploadedDocument> {
  if (!field.kinds.includes('xlsx') || !field.sheet) throw new BusinessError(field.typeMessage);
  const content = typeof input === 'string' ? await readFile(input) : input;
  if (content.subarray(0, OLE2_SIGNATURE.length).equals(OLE2_SIGNATURE)) throw new BusinessError(field.sheet.messages.oldFormat);
  if (!content.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) throw new BusinessError(field.typeMessage);
  const entries = await inflate(content, field);
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw new BusinessError(field.typeMessage);
  for (const entry of entries) {
    if (!entry.text || !entry.name.startsWith('xl/worksheets/')) continue;
    if (/<(\w+:)?f[\s>/]/.test(entry.text)) throw new BusinessError(field.sheet.messages.formula);
    const rows = entry.text.match(/<(\w+:)?row[\s>]/g)?.length ?? 0;
    if (rows > field.sheet.maxRows + 1) throw new BusinessError(field.sheet.messages.tooManyRows);
  }
  return { kind: 'xlsx', content };
}

/** True when the field takes spreadsheets (the pipeline's choice of checks). */
export function acceptsSpreadsheets(field: UploadField): boolean {
  return field.kinds.includes('xlsx');
}
