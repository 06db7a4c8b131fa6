import { describe, expect, it } from 'vitest';
import { invoiceDetailPath, invoiceStatusText, readOrderSn, readPage, readTimeRange, titleTypeText } from './invoice-view';

describe('invoice view rules', () => {
  it('reads 1 as invoiced and 0, 2, 3 as in progress (001 §4)', () => {
    expect(invoiceStatusText(1)).toBe('已开票');
    for (const status of [0, 2, 3]) expect(invoiceStatusText(status)).toBe('开票中');
  });
  it('names the title types 01 and 03', () => {
    expect(titleTypeText('01')).toBe('单位');
    expect(titleTypeText('03')).toBe('个人');
  });
  it('reads the address: orderSn letters and digits only, the range, the page', () => {
    expect(readOrderSn(new URLSearchParams('orderSn=T20261123ABC'))).toBe('T20261123ABC');
    expect(readOrderSn(new URLSearchParams('orderSn=1;drop'))).toBeNull();
    expect(readOrderSn(new URLSearchParams(''))).toBeNull();
    expect(readTimeRange(new URLSearchParams(''))).toBe('3m');
    expect(readTimeRange(new URLSearchParams('range=12m'))).toBe('12m');
    expect(readTimeRange(new URLSearchParams('range=2y'))).toBe('3m');
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-1'))).toBe(1);
    expect(invoiceDetailPath('A1')).toBe('/personal/invoice?orderSn=A1');
  });
});
