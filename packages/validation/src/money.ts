/**
 * Money is stored and computed in integer fen (分, 1/100 元) end to end (decision 0017); the wire carries 元 where
 * the spec fixes it. These are the only conversions between the two.
 */

const FEN_PER_YUAN = 100;

/** 元 on the wire from integer fen: 1990 → 19.9 (the same number JSON gives for "19.90"). */
export function fenToYuan(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`金额（分）不是整数：${fen}`);
  // Dividing an integer by 100 rounds once, to the double nearest the exact decimal: 1990 / 100 === 19.9.
  return fen / FEN_PER_YUAN;
}

/** Integer fen from an amount in 元 (at most two decimals meant): 19.9 → 1990, 0.1 + 0.2 → 30. */
export function yuanToFen(yuan: number): number {
  if (!Number.isFinite(yuan)) throw new RangeError(`金额（元）无效：${yuan}`);
  return Math.round(yuan * FEN_PER_YUAN);
}

/** 元 with two decimals for display and documents: 1990 → '19.90', 5 → '0.05', -150 → '-1.50'. */
export function formatYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`金额（分）不是整数：${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / FEN_PER_YUAN)}.${String(abs % FEN_PER_YUAN).padStart(2, '0')}`;
}

/**
 * A fee as every screen and frame shows it, from the wire's 元: '¥' and two decimals (1280 → '¥1280.00', 99.5 →
 * '¥99.50'), so a class's fee reads the same on its detail, its order and the records.
 */
export function formatFee(yuan: number): string {
  return `¥${formatYuan(yuanToFen(yuan))}`;
}
