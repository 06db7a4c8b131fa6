import { deflateSync } from 'node:zlib';

/**
 * A tiny PNG writer (`encodePng`) and the demo avatars (`drawPicture`): a colour background with a
 * lighter disc and a darker band, drawn by the project (no image is copied from elsewhere).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export type Rgb = readonly [number, number, number];

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
}

/** A `width` × `height` RGB PNG: background `base`, a disc of `accent`, and a band along the bottom. */
export function drawPicture(width: number, height: number, base: Rgb, accent: Rgb): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  const cx = width / 2;
  const cy = height * 0.42;
  const radius = Math.min(width, height) * 0.24;
  const light = mix(base, [255, 255, 255], 0.25);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
      const inBand = y > height * 0.72 && Math.abs(x - cx) < width * 0.34;
      pixels.set(inDisc ? accent : inBand ? light : mix(base, [0, 0, 0], (y / height) * 0.15), (y * width + x) * 3);
    }
  }
  return encodePng(width, height, pixels);
}

/** Encodes `pixels` (RGB, row by row, `width` × `height` × 3 bytes) as a PNG. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    row.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), 1);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
