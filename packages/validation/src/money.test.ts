import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFee, formatYuan, yuanToFen } from './money';

describe('fenToYuan', () => {
  it.each([
    [1990, 19.9],
    [30, 0.3],
    [1, 0.01],
    [0, 0],
    [33000, 330],
    [99999999, 999999.99],
  ])('%j fen → %j 元', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it('answers the number JSON reads for the two-decimal text', () => {
    for (let fen = 0; fen <= 100_000; fen += 7) expect(fenToYuan(fen)).toBe(Number(formatYuan(fen)));
  });

  it('refuses fractions of a fen', () => {
    expect(() => fenToYuan(19.9)).toThrow(RangeError);
  });
});

describe('yuanToFen', () => {
  it.each([
    [19.9, 1990],
    [19.99, 1999],
    [0.1 + 0.2, 30], // 0.30000000000000004
    [1.15, 115], // 114.99999999999999 after the multiplication
    [0.07, 7], // 7.000000000000001
    [330, 33000],
    [0, 0],
  ])('%j 元 → %j fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('round-trips every two-decimal amount', () => {
    // One assertion over the whole range (100,001 `expect` calls take seconds on a loaded machine).
    const wrong: number[] = [];
    for (let fen = 0; fen <= 100_000; fen += 1) if (yuanToFen(fenToYuan(fen)) !== fen) wrong.push(fen);
    expect(wrong).toEqual([]);
  });

  it('refuses what is not a number', () => {
    expect(() => yuanToFen(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatYuan', () => {
  it.each([
    [1990, '19.90'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [-150, '-1.50'],
  ])('%j fen → %j', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });
});

describe('formatFee', () => {
  it('shows the wire 元 with ¥ and two decimals', () => {
    expect(formatFee(1280)).toBe('¥1280.00');
    expect(formatFee(99.5)).toBe('¥99.50');
    expect(formatFee(0.1 + 0.2)).toBe('¥0.30');
    expect(formatFee(0)).toBe('¥0.00');
  });
});
