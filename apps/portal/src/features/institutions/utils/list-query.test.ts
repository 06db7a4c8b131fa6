import { describe, expect, it } from 'vitest';
import { institutionAddress } from './list-query';

describe('institutionAddress', () => {
  it('does not repeat a district the detail address starts with', () => {
    expect(
      institutionAddress({ provinceName: '广东省', cityName: '广州市', districtName: '天河区', detailAddress: '天河区体育西路 191 号' }),
    ).toBe('广东省广州市天河区体育西路 191 号');
  });
  it('adds the district when the detail address lacks it', () => {
    expect(institutionAddress({ provinceName: '湖北省', cityName: '武汉市', districtName: '洪山区', detailAddress: '珞喻路 88 号' })).toBe(
      '湖北省武汉市洪山区珞喻路 88 号',
    );
  });
  it('does not repeat a municipality named like its province', () => {
    expect(institutionAddress({ provinceName: '北京市', cityName: '北京市', districtName: '朝阳区', detailAddress: '工体北路 6 号' })).toBe(
      '北京市朝阳区工体北路 6 号',
    );
  });
});
