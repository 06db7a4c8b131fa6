import { z } from 'zod';
import { defineCall } from '../define';
import { recordId } from './fields';

/**
 * The institution's batch certificate application (req: certificates-and-delivery.md#batch-certificate-application;
 * decision 0063). Role 3 only, behind the qualification gate; only the caller's own finally approved classes (another
 * institution's class answers 该测试班不存在). The check lists the class's passers' published certificates that are
 * neither granted nor claimed by any delivery or proxy request; the apply re-checks under row locks and creates one
 * delivery (certificate and badge, to the institution's address) with a pending order of kind 5 (express fee only).
 */

const batchItem = z.object({
  id: z.number().int().describe('证书编号（内部）'),
  name_zh: z.string().describe('姓名'),
  certificate_grade: z.number().int(),
  gradeName: z.string(),
  certificate_number: z.string().describe('证书编号'),
});

export const checkBatchCertificates = defineCall({
  path: 'TestMechanism/CheckBatchCertificates',
  summary:
    '批量申请证书检查：该班通过人员中已发布、未发放、未被申领（本人邮寄、机构代领、此前的批量申请）的证书；' +
    'isMoreServenDays 为成绩发布是否已超过7天，isAllowApply 为两者皆满足；errorMsg 为不能申请时的提示',
  input: z.object({ test_class_id: recordId('测试班编号') }),
  output: z.object({
    totalCount: z.number().int(),
    isMoreServenDays: z.boolean(),
    isAllowApply: z.boolean(),
    errorMsg: z.string().describe('不能申请时的提示，可以申请时为空'),
    shippingFee: z.number().describe('快递费（元）'),
    address: z.string().describe('邮寄地址（机构地址）'),
    items: z.array(batchItem),
  }),
});

export const applyBatchCertificates = defineCall({
  path: 'TestMechanism/ApplyBatchCertificates',
  summary:
    '批量申请证书证章：一笔邮寄到机构地址的申领（证书+证章），证书证章费为0，只收所在省的快递费；' +
    '生成待支付订单（类型5，批量申领证书证章费，无支付时限，在订单中心支付）',
  input: z.object({ test_class_id: recordId('测试班编号') }),
  output: z.object({ order_sn: z.string(), amount: z.number().describe('元'), totalCount: z.number().int() }),
});
