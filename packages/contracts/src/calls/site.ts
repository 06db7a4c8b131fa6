import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf } from '../envelope-schemas';

const noPayload = z.object({});

export const contactUs = z.object({
  id: z.number().int(),
  name: z.string().describe('联系单位名称'),
  file_path1: z.string().describe('服务号1 图片（/wwwroot/...）'),
  file_path2: z.string().describe('服务号2 图片'),
  file_path3: z.string().describe('服务号3 图片'),
  service_account1_name: z.string().describe('服务号1 名称'),
  service_account2_name: z.string().describe('服务号2 名称'),
  service_account3_name: z.string().describe('服务号3 名称'),
  copyright: z.string().describe('版权信息'),
  police_record_number: z.string().describe('公安备案号'),
});
export type ContactUs = z.infer<typeof contactUs>;

export const banner = z.object({
  id: z.number().int(),
  title: z.string().describe('标题'),
  file_path: z.string().describe('图片（/wwwroot/...）'),
  link_url: z.string().describe('点击后在新窗口打开的链接'),
});
export type Banner = z.infer<typeof banner>;

export const partner = z.object({
  id: z.number().int(),
  name: z.string().describe('合作伙伴名称'),
  file_path: z.string().describe('标志图片（/wwwroot/...）'),
  link_url: z.string().describe('链接'),
});
export type Partner = z.infer<typeof partner>;

export const getContactUsList = defineCall({
  path: 'AboutUs/GetContactUsList',
  summary: '联系我们（页脚）：单位名称、三个服务号、版权信息与公安备案号',
  input: noPayload,
  output: itemsOf(contactUs),
});

export const getBannerList = defineCall({
  path: 'CommonApi/GetBannerList',
  summary: '首页轮播图，按排序号升序',
  input: noPayload,
  output: itemsOf(banner),
});

export const getParterList = defineCall({
  path: 'CommonApi/GetParterList',
  summary: '合作伙伴标志列表，按排序号升序',
  input: noPayload,
  output: itemsOf(partner),
});
