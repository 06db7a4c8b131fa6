import { describe, expect, it } from 'vitest';
import { checkReply, logisticsPath, orderAction, parseScore, replyCounter } from './view';

describe('complaint handling and order centre rules', () => {
  it('the reason: required, at most 100 characters counted as characters, with a counter', () => {
    expect(checkReply('   ')).toBe('请填写驳回理由');
    expect(checkReply('驳'.repeat(101))).toBe('驳回理由请控制在100字以内');
    expect(checkReply('𠀀'.repeat(100))).toBeNull();
    expect(replyCounter(' 成绩无误 ')).toBe('4/100');
  });
  it('a score is 0–100 with at most one decimal', () => {
    expect(parseScore('60')).toBe(60);
    expect(parseScore(' 72.5 ')).toBe(72.5);
    expect(parseScore('100.1')).toBeNull();
    expect(parseScore('60.25')).toBeNull();
    expect(parseScore('-1')).toBeNull();
    expect(parseScore('')).toBeNull();
  });
  it('pay while 待支付 or 支付失败, logistics once paid with a parcel', () => {
    expect(orderAction({ payment_status_code: '1', express_number: null })).toBe('pay');
    expect(orderAction({ payment_status_code: '5', express_number: null })).toBe('pay');
    expect(orderAction({ payment_status_code: '3', express_number: 'SF1' })).toBe('logistics');
    expect(orderAction({ payment_status_code: '3', express_number: null })).toBeNull();
    expect(orderAction({ payment_status_code: '9', express_number: null })).toBeNull();
    expect(logisticsPath('SF123')).toBe('/personal/gradeCertificateDelivery/logistics?id=SF123');
  });
});
