import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QR_MAX_TEXT_LENGTH, renderQrPng } from './qr';

async function decode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('renderQrPng', () => {
  it('draws a PNG of the requested size that decodes back to the text', async () => {
    const text = 'weixin://wxpay/bizpayurl?pr=abc123XYZ';
    const png = await renderQrPng(text, { size: 300 });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(300);
    expect(meta.height).toBe(300);
    expect(await decode(png)).toBe(text);
  });

  it('carries Chinese text and long addresses', async () => {
    const text = `发票代码:050001900111,https://example.cn/invoice?id=${'x'.repeat(200)}`;
    expect(await decode(await renderQrPng(text))).toBe(text);
  });

  it('refuses empty and oversized text', async () => {
    await expect(renderQrPng('')).rejects.toThrow(RangeError);
    await expect(renderQrPng('a'.repeat(QR_MAX_TEXT_LENGTH + 1))).rejects.toThrow(RangeError);
  });
});
