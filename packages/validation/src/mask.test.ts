import { describe, expect, it } from 'vitest';
import { maskMiddle, maskPersonalNumbers } from './mask';

describe('maskMiddle', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['11010519491231002X', '110***********002X'],
    ['110105491231002', '110********1002'],
    ['H1234567890', 'H12****7890'],
    ['12345678', '123*5678'], // 8: the smallest value the 3 + 4 rule applies to
    ['1234567', '1*****7'],
    ['E1234', 'E***4'],
    ['abc', 'a*c'],
    ['ab', '**'],
    ['a', '*'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [13812345678, '138****5678'],
    ['𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷', '𠮷𠮷𠮷*𠮷𠮷𠮷𠮷'],
  ])('%j → %j', (value, expected) => {
    expect(maskMiddle(value)).toBe(expected);
  });

  it('keeps the length of long values', () => {
    for (let n = 3; n <= 30; n += 1) expect(maskMiddle('9'.repeat(n))).toHaveLength(n);
  });
});

describe('maskPersonalNumbers', () => {
  it('masks every ID number and mobile standing alone, and nothing else', () => {
    expect(maskPersonalNumbers('<input value="440106201005120025" disabled> 张老师 13900000000')).toBe(
      '<input value="440***********0025" disabled> 张老师 139****0000',
    );
    expect(maskPersonalNumbers('11010519491231002X,11010519491231002x')).toBe('110***********002X,110***********002x');
    // Not inside a run of letters and digits (a version token, an order number), not longer or shorter runs.
    for (const text of ['/c.png?t=a440106201005120025b', 'PO440106201005120025', '1234567890123456789', '1390000000', '12345678901', '2026-11-20 10:00:00']) {
      expect(maskPersonalNumbers(text)).toBe(text);
    }
  });
});
