import { describe, expect, it } from 'vitest';
import type { OwnCertificateItem, PaperOrderItem } from '@badminton/contracts';
import {
  certificateList,
  certificateTags,
  deliverable,
  deliveryFormErrors,
  EMPTY_DELIVERY_FORM,
  feesOf,
  orderActions,
  proxyable,
  evaluatorRankOf,
  readTab,
  tabsOf,
  typeOf,
  validateRegion,
} from './certificate-view';

const cert = (over: Partial<OwnCertificateItem>): OwnCertificateItem => ({
  id: 1,
  certificate_grade: 7,
  gradeName: '七级',
  certificate_number: 'A1',
  certificate_url: '/wwwroot/certificate/A1.png?t=x',
  created_date: '2026-11-20 10:00:00',
  is_grant: 0,
  isEvent: 0,
  proxyable: false,
  claimed: false,
  ...over,
});

const order = (over: Partial<PaperOrderItem>): PaperOrderItem => ({
  id: 1,
  payment_order_sn: 'P1',
  creationTime: '2026-11-20 10:00:00',
  record_list: [],
  amount: 62,
  express_company: null,
  express_number: null,
  mailing_time: null,
  payment_status: '待支付',
  payment_status_code: '1',
  ...over,
});

describe('certificate screens rules', () => {
  it('maps the two boxes to certificate_type 0/1/2 and keeps only ticked certificates', () => {
    expect(typeOf({ certificate: true, badge: false })).toBe(0);
    expect(typeOf({ certificate: false, badge: true })).toBe(1);
    expect(typeOf({ certificate: true, badge: true })).toBe(2);
    expect(typeOf({ certificate: false, badge: false })).toBeNull();
    expect(certificateList([3, 4, 5], { 3: { certificate: true, badge: true }, 4: { certificate: false, badge: false }, 5: { certificate: false, badge: true } })).toEqual([
      { paperCertificateId: 3, certificate_type: 2 },
      { paperCertificateId: 5, certificate_type: 1 },
    ]);
  });

  it('sums certificate, badge and shipping fees in fen (001 §9)', () => {
    // Two certificates (one with its badge) and one badge: 2 × 30 + 2 × 20 + 12 = 112 元.
    const fees = feesOf([2, 0, 1], { certificateFee: 30, badgesFee: 20 }, 12);
    expect(fees).toEqual({ certificateFen: 6000, badgeFen: 4000, shippingFen: 1200, totalFen: 11200 });
    expect(feesOf([0], { certificateFee: 30.5, badgesFee: 0 }, null)?.totalFen).toBe(3050);
    expect(feesOf([], { certificateFee: 30, badgesFee: 20 }, 12)?.totalFen).toBe(0);
    expect(feesOf([0], null, 12)).toBeNull();
  });

  it('tells granted, claimed and event certificates apart', () => {
    expect(certificateTags(cert({ is_grant: 1 }))).toEqual(['已领取']);
    expect(certificateTags(cert({ claimed: true }))).toEqual(['已申领']);
    expect(certificateTags(cert({ isEvent: 1 }))).toEqual(['赛事等级']);
    const list = [cert({ id: 1 }), cert({ id: 2, is_grant: 1 }), cert({ id: 3, claimed: true }), cert({ id: 4, proxyable: true })];
    expect(deliverable(list).map((c) => c.id)).toEqual([1, 4]);
    expect(proxyable(list).map((c) => c.id)).toEqual([4]);
  });

  it('offers pay on pending or failed orders and logistics on paid, shipped ones', () => {
    expect(orderActions(order({}))).toEqual({ pay: true, logistics: false, awaitingShipment: false });
    expect(orderActions(order({ payment_status_code: '5' })).pay).toBe(true);
    expect(orderActions(order({ payment_status_code: '3', express_number: 'SF1' }))).toEqual({ pay: false, logistics: true, awaitingShipment: false });
    expect(orderActions(order({ payment_status_code: '3' }))).toEqual({ pay: false, logistics: false, awaitingShipment: true });
    expect(orderActions(order({ payment_status_code: '9' }))).toEqual({ pay: false, logistics: false, awaitingShipment: false });
  });

  it('checks the delivery form with the messages of 001 §5', () => {
    expect(deliveryFormErrors(EMPTY_DELIVERY_FORM, [])).toEqual({
      contacts: '用户名不能为空',
      telphone: '请输入联系方式',
      region: '省不能为空',
      mailing_detail_address: '详细地址不能为空',
      certificates: '请选择申请等级类型',
    });
    expect(deliveryFormErrors({ ...EMPTY_DELIVERY_FORM, telphone: '12345' }, [1]).telphone).toBe('请输入正确的电话');
    expect(validateRegion({ provinceId: 440000 })).toBe('市不能为空');
    expect(validateRegion({ provinceId: 440000, cityId: 440100 })).toBe('区不能为空');
    expect(validateRegion({ provinceId: 440000, cityId: 440100, districtId: 440106 })).toBeNull();
    expect(deliveryFormErrors({ contacts: '李羽涵', telphone: '13800000001', region: { provinceId: 1, cityId: 2, districtId: 3 }, mailing_detail_address: '体育西路1号' }, [1])).toEqual({});
  });

  it('shows 机构代领记录 to athletes only', () => {
    expect(tabsOf(1)).toEqual(['certificates', 'orders', 'proxy']);
    expect(tabsOf(2)).toEqual(['certificates']);
    expect(readTab(new URLSearchParams('tab=proxy'), 2)).toBe('certificates');
    expect(readTab(new URLSearchParams('tab=orders'), 2)).toBe('certificates');
    expect(readTab(new URLSearchParams('tab=orders'), 1)).toBe('orders');
    expect(evaluatorRankOf({ certificate_grade: 31 })).toBe(1);
    expect(evaluatorRankOf({ certificate_grade: 33 })).toBe(3);
    expect(evaluatorRankOf({ certificate_grade: 3 })).toBeNull();
  });
});
