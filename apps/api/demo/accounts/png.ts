import sharp from 'sharp';

/**
 * The demo avatars (`drawPicture`): a colour background with a lighter disc and a darker band, drawn by the
 * project (no image is copied from elsewhere) and encoded by sharp (`encodePng`), the encoder of the uploads.
 */

export type Rgb = readonly [number, number, number];

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
}

/** A `width` × `height` RGB PNG: background `base`, a disc of `accent`, and a band along the bottom. */
export function drawPicture(width: number, height: number, base: Rgb, accent: Rgb): Promise<Buffer> {
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

/** Encodes `pixels` (RGB, row by row, `width` × `height` × 3 bytes) as a PNG (sharp, decision 0020). */
export function encodePng(width: number, height: number, pixels: Uint8Array): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}
