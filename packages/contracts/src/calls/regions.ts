import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf } from '../envelope-schemas';
import { integerOf, numeric } from './fields';
import { PROVINCE_PARENT_ID } from './constants';

export const regionItem = z.object({
  id: z.number().int().describe('行政区划代码（6位）'),
  area_name: z.string().describe('名称'),
  parent_id: z.number().int().describe('上级区划代码，省级为 -1'),
});
export type RegionItem = z.infer<typeof regionItem>;

export const getDistrictList = defineCall({
  path: 'CommonApi/GetDistrictList',
  summary: '行政区划列表：按上级区划查询下一级（省 → 市 → 区县）',
  input: z.object({
    parent_id: numeric(integerOf('上级区划').min(PROVINCE_PARENT_ID, '上级区划无效')).describe(
      '上级区划代码，-1 查询省级',
    ),
  }),
  output: pagedOf(regionItem),
});
