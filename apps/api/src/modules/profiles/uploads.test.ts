import { describe, expect, it } from 'vitest';
import { checkImage, sniffImage } from './uploads';

const RULES = { maxBytes: 100, typeMessage: '类型不对', sizeMessage: '太大' };

describe('sniffImage', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0], 'jpg'],
    [[0xff, 0xd8, 0xff, 0xdb], 'jpg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a], null],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], null],
    [[0x25, 0x50, 0x44, 0x46], null],
    [[], null],
  ])('%j → %s', (bytes, kind) => {
    expect(sniffImage(Uint8Array.from(bytes))).toBe(kind);
  });
});

describe('checkImage', () => {
  it('checks the content type first, then the size', () => {
    expect(checkImage(Buffer.from('GIF89a'), RULES)).toEqual({ ok: false, message: '类型不对' });
    expect(checkImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(98)]), RULES)).toEqual({ ok: false, message: '太大' });
    expect(checkImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(97)]), RULES)).toEqual({ ok: true, kind: 'jpg' });
  });
});
