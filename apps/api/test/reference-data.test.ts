import { DICTIONARY_CLASS_CODES, getDicData, getDistrictList, PROVINCE_PARENT_ID } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';

let t: TestApp;
beforeAll(async () => {
  // Reference data is loaded even without demo content.
  t = await build({ demo: null });
});
afterAll(() => t.close());

const districts = async (parentId: number) =>
  getDistrictList.output.parse(await callOk(t.app, getDistrictList.path, { parent_id: parentId }));
const options = async (classCode: string) => getDicData.output.parse(await callOk(t.app, getDicData.path, { classCode })).items;

describe('CommonApi/GetDistrictList', () => {
  it('lists the 34 province-level regions, including Hong Kong, Macau and Taiwan', async () => {
    const provinces = await districts(PROVINCE_PARENT_ID);
    expect(provinces.totalCount).toBe(34);
    expect(provinces.items).toHaveLength(34);
    expect(provinces.items[0]).toEqual({ id: 110000, area_name: '北京市', parent_id: -1 });
    const names = provinces.items.map((item) => item.area_name);
    expect(names).toEqual(expect.arrayContaining(['广东省', '香港特别行政区', '澳门特别行政区', '台湾省', '新疆维吾尔自治区']));
  });

  it('cascades province → city → district', async () => {
    const cities = await districts(440000);
    expect(cities.items.map((item) => item.area_name)).toEqual(expect.arrayContaining(['广州市', '深圳市']));
    expect(cities.items.every((item) => item.parent_id === 440000)).toBe(true);
    const guangzhou = await districts(440100);
    expect(guangzhou.items.map((item) => item.area_name)).toEqual(expect.arrayContaining(['天河区', '越秀区']));
    expect(guangzhou.items.every((item) => String(item.id).startsWith('4401'))).toBe(true);
    expect((await districts(440106)).items).toEqual([]);
  });

  it('gives each municipality one city level holding its districts', async () => {
    for (const [provinceId, name, district] of [
      [110000, '北京市', '海淀区'],
      [310000, '上海市', '浦东新区'],
      [500000, '重庆市', '渝中区'],
      [810000, '香港特别行政区', '中西区'],
    ] as const) {
      const cities = await districts(provinceId);
      expect(cities.items).toEqual([{ id: provinceId + 100, area_name: name, parent_id: provinceId }]);
      const list = await districts(provinceId + 100);
      expect(list.items.map((item) => item.area_name)).toContain(district);
    }
    expect((await districts(110100)).totalCount).toBe(16);
  });

  it('names province-administered county groups without the province prefix', async () => {
    const henan = await districts(410000);
    expect(henan.items.find((item) => item.id === 419000)?.area_name).toBe('省直辖县级行政区划');
    expect((await districts(419000)).items.map((item) => item.area_name)).toEqual(['济源市']);
  });

  it('refuses a bad parent id', async () => {
    expect((await call(t.app, getDistrictList.path, {})).result?.errorMsg).toBe('请指定上级区划');
    expect((await call(t.app, getDistrictList.path, { parent_id: 'abc' })).result?.errorMsg).toBe('上级区划必须是整数');
  });
});

describe('CommonApi/GetDicData', () => {
  it.each(DICTIONARY_CLASS_CODES)('answers options for %s', async (classCode) => {
    const items = await options(classCode);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.label).toMatch(/\p{Script=Han}/u);
      expect(typeof item.value).toBe('string');
    }
    expect(new Set(items.map((item) => item.value)).size).toBe(items.length);
  });

  // req: certificates-and-delivery.md#grades-and-labels
  it('labels grades per product decisions', async () => {
    const grades = await options('certificate_grade');
    expect(grades).toHaveLength(19);
    expect(grades[0]).toEqual({ label: '一级', value: '1' });
    expect(grades.find((item) => item.value === '9')?.label).toBe('九级');
    expect(grades.find((item) => item.value === '10')?.label).toBe('少儿一级');
    expect(grades.find((item) => item.value === '16')?.label).toBe('少儿七级');
    expect(grades.slice(-3)).toEqual([
      { label: '一级考评员', value: '31' },
      { label: '二级考评员', value: '32' },
      { label: '三级考评员', value: '33' },
    ]);
    expect((await options('test_class_can_apply_for_grade')).map((item) => item.value)).toEqual(
      Array.from({ length: 16 }, (_, index) => String(index + 1)),
    );
    expect((await options('payment_status')).map((item) => item.value)).toEqual(['1', '3', '5', '7', '9']);
    expect((await options('appeal_status')).map((item) => item.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect((await options('education')).map((item) => item.label)).toEqual([
      '小学', '初中', '高中', '中专', '大专', '本科', '硕士研究生', '博士研究生',
    ]);
    expect((await options('test_class_test_project_type')).map((item) => item.label)).toContain('步法移动');
  });

  it('refuses an unknown class code', async () => {
    expect((await call(t.app, getDicData.path, { classCode: 'no_such_class' })).result).toEqual({
      isSuccess: false,
      errorMsg: '字典类型不存在',
    });
  });
});
