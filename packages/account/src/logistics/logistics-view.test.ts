import { describe, expect, it } from 'vitest';
import { logisticsFallback, logisticsPath, newestFirst, readWaybill } from './logistics-view';

describe('logistics view rules', () => {
  it('orders the route nodes newest first, keeping the carrier order of equal times newest first', () => {
    const nodes = [
      { _remark: '已揽收', _accept_time: '2026-11-20 10:00:00', _accept_address: '广州' },
      { _remark: '运输中', _accept_time: '2026-11-21 08:00:00', _accept_address: '长沙' },
      { _remark: '到达', _accept_time: '2026-11-21 08:00:00', _accept_address: '武汉' },
    ];
    expect(newestFirst(nodes).map((n) => n._remark)).toEqual(['到达', '运输中', '已揽收']);
  });
  it('reads the waybill of the address and knows where 返回 goes', () => {
    expect(readWaybill(new URLSearchParams('id=SF1234567890'))).toBe('SF1234567890');
    expect(readWaybill(new URLSearchParams('id=<x>'))).toBeNull();
    expect(logisticsPath('SF1')).toBe('/personal/gradeCertificateDelivery/logistics?id=SF1');
    expect(logisticsFallback(1)).toBe('/personal/gradeCertificate');
    expect(logisticsFallback(3)).toBe('/personal/orderCenter');
  });
});
