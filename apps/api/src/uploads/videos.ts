import { readFile } from 'node:fs/promises';
import { BusinessError } from '../lib/errors';
import type { UploadedDocument } from './documents';
import type { UploadField } from './policy';

/**
 * Uploaded videos (decision 0070): an MP4 cannot be re-encoded here the way an image is (decision 0020), so it is
 * checked by content, like a PDF (decision 0035), and kept as sent. Checked: the file is a sequence of ISO base media
 * boxes from the first byte to the last — each with a printable four-character type and a size that fits, nothing
 * left over —, the first is `ftyp` with an MP4 brand (a file merely named .mp4, HTML or a script, is refused), and
 * it holds a `moov` (the movie header) and an `mdat` (the media). The store serves it as `video/mp4` with `nosniff`.
 */

/** Major brands of MP4 files as cameras, phones and encoders write them. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'MSNV']);
const BOX_HEADER = 8;
const LARGE_BOX_HEADER = 16;

function isPrintableType(type: Buffer): boolean {
  return type.length === 4 && [...type].every((byte) => byte >= 0x20 && byte <= 0x7e);
}

/** The top-level box types of the bytes, or null when they are not a whole sequence of boxes. */
export function topLevelBoxes(content: Buffer): string[] | null {
  const types: string[] = [];
  let offset = 0;
  while (offset < content.length) {
    if (content.length - offset < BOX_HEADER) return null;
    let size = content.readUInt32BE(offset);
    const type = content.subarray(offset + 4, offset + 8);
    if (!isPrintableType(type)) return null;
    let header = BOX_HEADER;
    if (size === 1) {
      if (content.length - offset < LARGE_BOX_HEADER) return null;
      const large = content.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(large);
      header = LARGE_BOX_HEADER;
    } else if (size === 0) {
      size = content.length - offset; // the last box runs to the end of the file
    }
    if (size < header || offset + size > content.length) return null;
    types.push(type.toString('latin1'));
    offset += size;
  }
  return types;
}

/** Checks `input` (a file path or the bytes) is an MP4 the field accepts; answers it as sent. */
export async function verifyMp4(input: string | Buffer, field: Pick<UploadField, 'kinds' | 'typeMessage'>): Promise<UploadedDocument> {
  if (!field.kinds.includes('mp4')) throw new BusinessError(field.typeMessage);
  const content = typeof input === 'string' ? await readFile(input) : input;
  const boxes = topLevelBoxes(content);
  if (!boxes || boxes[0] !== 'ftyp' || !boxes.includes('moov') || !boxes.includes('mdat')) throw new BusinessError(field.typeMessage);
  const brand = content.subarray(8, 12).toString('latin1');
  if (!MP4_BRANDS.has(brand)) throw new BusinessError(field.typeMessage);
  return { kind: 'mp4', content };
}
