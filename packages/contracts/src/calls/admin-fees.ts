import { z } from 'zod';
import { defineCall } from '../define';
import { numeric } from './fields';
import { ADMIN_FEE_MESSAGES as M, FEE_LABELS, FEE_MAX_FEN, FEE_USER_TYPES } from './admin-fees-constants';

/**
 * The association's fee schedule (收费标准, decision 0076): the fees of a paper certificate and of a badge per user type
 * (`certificate_fee_rates`) and the shipping fee of a parcel per province (`shipping_fees`), which the paper-certificate
 * calls (`PaperCertificate/GetCertificateFee`, `GetExpressFee`, `SubmitDelivery`) and the institution's batch
 * application read. Roles 4 and 5 read it; only the national administrator sets it. Amounts are integer fen on the wire
 * (the screen takes 元 with at most two decimals); 0 is allowed, at most 10,000 元. Every change writes an audit row
 * with the amounts before and after.
 */

/** An amount in integer fen, 0 … 1,000,000 (10,000 元), refused in words. */
function feeFen(label: string) {
  return numeric(
    z
      .number({ error: (issue) => (issue.input === undefined ? M.required(label) : M.notAmount(label)) })
      .int(M.notAmount(label))
      .min(0, M.negative(label))
      .max(FEE_MAX_FEN, M.tooHigh(label)),
  ).describe(`${label}（分，0–${FEE_MAX_FEN}）`);
}

const userType = numeric(
  z
    .number({ error: M.userTypeInvalid })
    .int(M.userTypeInvalid)
    .refine((value) => (FEE_USER_TYPES as readonly number[]).includes(value), M.userTypeInvalid),
).describe('用户类型：1 运动员，2 考评员，3 测试机构');

export const adminFeeRate = z.object({
  user_type: z.number().int(),
  user_type_label: z.string(),
  certificate_fee_fen: z.number().int().nullable().describe('纸质证书费（分），未设置为 null'),
  badge_fee_fen: z.number().int().nullable().describe('证章费（分），未设置为 null'),
});
export type AdminFeeRate = z.infer<typeof adminFeeRate>;

export const adminShippingFee = z.object({
  area_code: z.number().int().describe('省份（行政区划代码）'),
  name: z.string(),
  fee_fen: z.number().int().nullable().describe('快递费（分），未设置为 null'),
});
export type AdminShippingFee = z.infer<typeof adminShippingFee>;

export const getAdminFeeSchedule = defineCall({
  path: 'AdminFee/GetSchedule',
  summary: '收费标准：三类用户（运动员、考评员、测试机构）的纸质证书费与证章费，以及每个省份的快递费（未设置的为 null）；金额单位为分',
  input: z.object({}),
  output: z.object({
    rates: z.array(adminFeeRate),
    provinces: z.array(adminShippingFee),
    unset: z.object({ rates: z.number().int(), provinces: z.number().int() }).describe('未设置的用户类型数与省份数'),
    can_edit: z.boolean().describe('当前账号可修改收费标准（中羽协管理员）'),
  }),
});

export const setAdminCertificateFee = defineCall({
  path: 'AdminFee/SetCertificateFee',
  summary: '设置一类用户的纸质证书费与证章费（仅中羽协管理员；分，0–1000000）；写入审计记录（修改前后的金额）',
  input: z.object({
    user_type: userType,
    certificate_fee_fen: feeFen(FEE_LABELS.certificate),
    badge_fee_fen: feeFen(FEE_LABELS.badge),
  }),
  output: z.object({}),
});

export const setAdminShippingFee = defineCall({
  path: 'AdminFee/SetShippingFee',
  summary: '设置一个或多个省份的快递费（仅中羽协管理员；分，0–1000000；传入全部省份即“全部省份设为”）；每个金额有变化的省份写入一条审计记录',
  input: z.object({
    area_codes: z
      .array(numeric(z.number({ error: M.provinceInvalid }).int(M.provinceInvalid).min(100000, M.provinceInvalid).max(999999, M.provinceInvalid)), {
        error: M.provincesRequired,
      })
      .min(1, M.provincesRequired)
      .max(100, M.provinceInvalid)
      .describe('省份（行政区划代码）'),
    fee_fen: feeFen(FEE_LABELS.shipping),
  }),
  output: z.object({ updated: z.number().int().describe('金额有变化的省份数') }),
});
