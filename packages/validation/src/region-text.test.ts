import { describe, expect, it } from 'vitest';
import { joinRegionNames } from './region-text';

describe('joinRegionNames', () => {
  it('joins province, city and district', () => {
    expect(joinRegionNames('广东省', '广州市', '越秀区')).toBe('广东省广州市越秀区');
  });

  it('writes a municipality once when its city repeats the province', () => {
    expect(joinRegionNames('北京市', '北京市', '东城区')).toBe('北京市东城区');
    expect(joinRegionNames('重庆市', '重庆市', '大渡口区')).toBe('重庆市大渡口区');
  });

  it('skips empty or missing parts', () => {
    expect(joinRegionNames('广东省', '', '越秀区')).toBe('广东省越秀区');
    expect(joinRegionNames('广东省', null, undefined)).toBe('广东省');
    expect(joinRegionNames()).toBe('');
  });
});
