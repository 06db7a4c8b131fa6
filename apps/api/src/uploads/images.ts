import sharp from 'sharp';
import { BusinessError } from '../lib/errors';
import { UPLOAD_MESSAGES } from './messages';
import type { ImageKind, UploadField } from './policy';

/**
 * Every uploaded image is decoded and encoded again (decision 0020): what is stored is pixels written by libvips,
 * never the bytes the client sent, so a file that merely starts like an image (a JPEG header before HTML, a PNG
 * signature before PHP) is refused, anything appended to or hidden in a real image is dropped, and all metadata
 * (EXIF with GPS, comments, text chunks) is stripped. The orientation of the EXIF data is applied first, so the
 * picture looks the same without it.
 */

/** Largest decoded image: 40 megapixels, at most 10,000 pixels a side (a decompression bomb is refused unread). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;

const JPEG_QUALITY = 88;

// Uploads are decoded once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** A verified upload: the re-encoded image. */
export interface UploadedImage {
  kind: ImageKind;
  /** The re-encoded file (no metadata). */
  content: Buffer;
  width: number;
  height: number;
}

function kindOf(format: string | undefined): ImageKind | null {
  if (format === 'jpeg') return 'jpg';
  if (format === 'png') return 'png';
  return null;
}

const DECODE = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true } as const;

/**
 * Decodes `input` (a file path or the bytes), checks it is one of the field's kinds and within the pixel caps,
 * and answers it re-encoded in its own format. Throws a `BusinessError` with the field's type message (or the
 * dimensions message) otherwise.
 */
export async function reencodeImage(input: string | Buffer, field: Pick<UploadField, 'kinds' | 'typeMessage'>): Promise<UploadedImage> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(input, DECODE).metadata());
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new BusinessError(UPLOAD_MESSAGES.dimensions);
    throw new BusinessError(field.typeMessage);
  }
  const kind = kindOf(format);
  if (!kind || !field.kinds.includes(kind)) throw new BusinessError(field.typeMessage);
  if (width < 1 || height < 1) throw new BusinessError(field.typeMessage);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new BusinessError(UPLOAD_MESSAGES.dimensions);
  }
  try {
    const image = sharp(input, DECODE).autoOrient();
    const encoded = kind === 'jpg' ? image.jpeg({ quality: JPEG_QUALITY }) : image.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { kind, content: data, width: info.width, height: info.height };
  } catch {
    throw new BusinessError(field.typeMessage);
  }
}
