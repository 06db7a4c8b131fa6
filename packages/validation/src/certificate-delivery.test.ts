import { describe, expect, it } from 'vitest';
import {
  deliveryFees,
  invoiceRangeStart,
  isProxyCollectable,
  validateContacts,
  validateDeliveryAddress,
  validateTelphone,
} from './certificate-delivery';

describe('delivery form rules (001 §5)', () => {
  it('answers the spec messages', () => {
    expect(validateContacts('')).toBe('用户名不能为空');
    expect(validateContacts('  ')).toBe('用户名不能为空');
    expect(validateContacts('张三')).toBeNull();
    expect(validateTelphone('')).toBe('请输入联系方式');
    expect(validateTelphone('12345')).toBe('请输入正确的电话');
    expect(validateTelphone('13800138000')).toBeNull();
    expect(validateDeliveryAddress('')).toBe('详细地址不能为空');
    expect(validateDeliveryAddress('某路1号')).toBeNull();
  });
});

describe('deliveryFees', () => {
  const rates = { certificateFeeFen: 3000, badgeFeeFen: 2000, shippingFeeFen: 1200 };
  it('sums certificate, badge and one shipping fee in fen', () => {
    expect(deliveryFees([0], rates)).toEqual({ certificateFen: 3000, badgeFen: 0, shippingFen: 1200, totalFen: 4200 });
    expect(deliveryFees([1], rates)).toEqual({ certificateFen: 0, badgeFen: 2000, shippingFen: 1200, totalFen: 3200 });
    expect(deliveryFees([2, 0, 1], rates)).toEqual({ certificateFen: 6000, badgeFen: 4000, shippingFen: 1200, totalFen: 11200 });
  });
  it('charges nothing for nothing', () => {
    expect(deliveryFees([], rates).totalFen).toBe(0);
  });
  it('refuses a rate that is not integer fen', () => {
    expect(() => deliveryFees([0], { ...rates, certificateFeeFen: 30.5 })).toThrow(RangeError);
  });
});

describe('isProxyCollectable (001 §9)', () => {
  const now = new Date('2026-06-10T00:00:00Z');
  const day = 86_400_000;
  it('takes certificates created within 7 days, not granted, not from events', () => {
    expect(isProxyCollectable({ createdDate: new Date(now.getTime() - day), isGrant: false, isEvent: false }, now)).toBe(true);
    expect(isProxyCollectable({ createdDate: new Date(now.getTime() - 7 * day), isGrant: false, isEvent: false }, now)).toBe(true);
    expect(isProxyCollectable({ createdDate: new Date(now.getTime() - 7 * day - 1), isGrant: false, isEvent: false }, now)).toBe(false);
    expect(isProxyCollectable({ createdDate: new Date(now.getTime() - day), isGrant: true, isEvent: false }, now)).toBe(false);
    expect(isProxyCollectable({ createdDate: new Date(now.getTime() - day), isGrant: false, isEvent: true }, now)).toBe(false);
  });
});

describe('invoiceRangeStart', () => {
  it('goes back calendar months, clamping the day', () => {
    expect(invoiceRangeStart('3m', new Date('2026-05-31T04:00:00Z'))?.toISOString()).toBe('2026-02-28T04:00:00.000Z');
    expect(invoiceRangeStart('6m', new Date('2026-05-15T04:00:00Z'))?.toISOString()).toBe('2025-11-15T04:00:00.000Z');
    expect(invoiceRangeStart('12m', new Date('2026-05-15T04:00:00Z'))?.toISOString()).toBe('2025-05-15T04:00:00.000Z');
    expect(invoiceRangeStart('all', new Date())).toBeNull();
  });
});
