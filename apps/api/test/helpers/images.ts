import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of `width` × `height` (a flat colour with a darker square, so it is not trivially compressible). */
export async function pngImage(width = 40, height = 40): Promise<Buffer> {
  const square = await sharp({ create: { width: Math.max(1, width >> 1), height: Math.max(1, height >> 1), channels: 3, background: { r: 40, g: 40, b: 120 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([{ input: square, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A real JPEG; with `exif`, carrying an author and a GPS position in its EXIF data. */
export async function jpegImage(width = 60, height = 40, options: { exif?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } });
  const tagged = options.exif
    ? image.withExif({
        IFD0: { Artist: 'Zhang Xiaoming', Copyright: 'secret-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 7/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '113/1 15/1 0/1' },
      })
    : image;
  return tagged.jpeg().toBuffer();
}

/** A PNG whose header claims `width` × `height` (a decompression bomb: tiny file, huge image). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8));
  // IHDR: length (4) + type (4) at offset 8; data starts at 16 (width, height); CRC over type + 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
