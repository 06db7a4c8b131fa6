import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { inputText } from './fields';
import { CONTRACT_PAGE_SIZE, QUALIFICATION_MESSAGES as Q } from './institution-qualification-constants';

/**
 * The institution's qualification application, contracts with e-signing and the deposit, real-name verification and
 * seal (req: institution.md#qualification-application, #contracts, #real-name-authentication, #seal-upload; issue 24;
 * decision 0058). Institutions only (role 3), each on its own records only: another institution's answers as absent.
 * The form rules are `@badminton/validation` (validateQualificationForm, validateRealNameForm), applied by the service
 * as the authority; the contracts here only bound the fields.
 */

const noAnswer = z.object({});

/** Optional text of a form ('' and null count as absent), bounded generously: the service words the limits. */
function formText(maxLength: number) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      return typeof value === 'number' ? String(value) : value;
    },
    inputText('请求内容格式错误，请检查后重试').max(maxLength, Q.textLimit).optional(),
  );
}

// ---------------------------------------------------------------- qualification

export const qualificationReview = z.object({
  approval_status: z.number().int().describe('1 提交（待审核）、2 初审通过、3 终审通过、4 审核未通过'),
  approval_status_name: z.string(),
  approval_content: z.string().describe('审核意见（提交时为“机构提交资质申请”）'),
  approval_time: wireDateTime,
  effective_start_date: z.string().nullable().describe('有效期开始（终审通过时）YYYY-MM-DD'),
  effective_end_date: z.string().nullable(),
});
export type QualificationReview = z.infer<typeof qualificationReview>;

export const qualificationItem = z.object({
  id: z.number().int().describe('资质申请编号（即机构账号）'),
  user_test_mechanism_id: z.number().int(),
  grade: z.string().describe('申报等级，逗号分隔'),
  comprehensive_content: z.string().describe('七组选择，组间“|”，组内“,”'),
  plastic_paces_number: z.number().int(),
  evaluator_number: z.number().int().nullable(),
  facility_introduct: z.string(),
  promotion_and_education_resources: z.string(),
  recent_situation: z.string(),
  business_license_key: z.string().describe('营业执照图片地址'),
  institutional_site_id: z.number().int().nullable(),
  testInstitutionalSite: z.string().describe('测试场地名称'),
  detailed_address: z.string().describe('测试场地详细地址'),
  approval_status: z.number().int().nullable(),
  approval_content: z.string().describe('最近一次审核意见'),
  approval_time: wireDateTime.nullable(),
  effective_start_date: z.string().nullable(),
  effective_end_date: z.string().nullable(),
  attachments: z.array(z.string()).describe('其他附件地址'),
  history: z.array(qualificationReview).describe('审批记录，按时间先后'),
});
export type QualificationItem = z.infer<typeof qualificationItem>;

export const getQualificationList = defineCall({
  path: 'TestMechanism/GetQualificationList',
  summary:
    '本机构的资质申请（items 至多一条，含审批记录 history）与审核状态：approval_status 为空或 1、4 时可修改（canEdit）',
  input: z.object({}),
  output: z.object({
    items: z.array(qualificationItem),
    approval_status: z.number().int().nullable().describe('机构当前资质审核状态（为空：未申请）'),
    canEdit: z.boolean(),
    hasProfile: z.boolean().describe('已完善机构基本信息'),
  }),
});

export const submitQualification = defineCall({
  path: 'TestMechanism/SubmitQualification',
  summary:
    '提交资质申请（multipart，仅状态为空、1 或 4 时）：文件字段 business_license_key 营业执照（JPG/PNG，小于4MB；已上传过时可不传），' +
    'attachments 其他附件（至多3个）；保存测试场地（testInstitutionalSite、detailed_address、plastic_paces_number），状态变为 1',
  input: z.object({
    grade: formText(200).describe('申报等级，逗号分隔'),
    comprehensive_content: formText(2000).describe('七组选择，组间“|”，组内“,”'),
    plastic_paces_number: formText(20).describe('塑胶场地数量（数字）'),
    evaluator_number: formText(20).describe('考评员数量（数字，选填）'),
    facility_introduct: formText(4000).describe('场地设施介绍（≤500字）'),
    promotion_and_education_resources: formText(4000).describe('宣传教育资源（≤500字）'),
    recent_situation: formText(4000).describe('近期开展情况（≤500字）'),
    testInstitutionalSite: formText(100).describe('测试场地名称'),
    detailed_address: formText(200).describe('测试场地详细地址'),
    isAgree: formText(10).describe('已阅读申请须知（1）'),
    isCommit: formText(10).describe('已勾选承诺书（1）'),
  }),
  output: noAnswer,
  isFormSubmit: true,
});

// ---------------------------------------------------------------- contracts

export const contractItem = z.object({
  id: z.number().int(),
  contract_id: z.string(),
  order_sn: z.string().describe('保证金订单号（未下单为空）'),
  doc_title: z.string(),
  viewpdf_url: z.string(),
  download_url: z.string(),
  timestamp: z.string().describe('最近一次签署回调时间 YYYY-MM-DD HH:mm:ss，或合同创建时间'),
  contract_status: z.number().int().describe('1 已签署生效，0 未生效'),
  payment_status: z.number().int().describe('1 保证金已支付'),
  result_code: z.number().int().describe('0 签署中，3000 已签署，3001 签署失败'),
  result_name: z.string(),
  deposit1: z.number().describe('保证金（元）'),
  receipt_url: z.string().describe('收据（保证金电子发票）地址；未开具为空'),
});
export type ContractItem = z.infer<typeof contractItem>;

export const getContractList = defineCall({
  path: 'TestMechanism/GetContractList',
  summary: '本机构的合同（每页8条），新的在前；realName 为实名认证状态（0 未认证，1 认证中，2 通过，3 未通过），certSerial 为实名证书编号',
  input: pagingInputWith(CONTRACT_PAGE_SIZE),
  output: pagedOf(contractItem).extend({
    realName: z.number().int(),
    certSerial: z.string(),
    hasSeal: z.boolean(),
  }),
});

export const signContract = defineCall({
  path: 'TestMechanism/SignContract',
  summary: '签署合同：答复电子签约平台的签署页面地址（在新标签页打开）；签署失败的合同可重新签署',
  input: z.object({ contract_id: inputText('请指定合同').trim().min(1, '请指定合同').max(64, '合同编号无效').describe('合同编号') }),
  output: z.object({ url: z.string() }),
});

export const payContractDeposit = defineCall({
  path: 'TestMechanism/PayContractDeposit',
  summary: '支付已签署合同的保证金：答复保证金订单号（订单类型4，待支付的沿用），随后以 PayOrder/GetPayCode、GetOrderStatus 支付',
  input: z.object({ contract_id: inputText('请指定合同').trim().min(1, '请指定合同').max(64, '合同编号无效').describe('合同编号') }),
  output: z.object({ order_sn: z.string() }),
});

export const applyCert = defineCall({
  path: 'TestMechanism/ApplyCert',
  summary: '申请实名证书（编号证书）：实名认证通过后，code 1 成功（申请成功），否则 msg（申请失败，请重新实名认证）',
  input: z.object({}),
  output: z.object({ code: z.number().int(), msg: z.string(), certSerial: z.string() }),
});

export const getCertStatus = defineCall({
  path: 'TestMechanism/GetCertStatus',
  summary: '实名证书状态：hasCert 与证书编号 serialNumber',
  input: z.object({}),
  output: z.object({ hasCert: z.boolean(), serialNumber: z.string() }),
});

// ---------------------------------------------------------------- real-name

export const getRealName = defineCall({
  path: 'TestMechanism/GetRealName',
  summary: '本机构最近一次实名认证：url 为内嵌认证页面（为空：显示认证表单），status 1 认证中、2 通过、3 未通过（0 未认证）',
  input: z.object({}),
  output: z.object({
    url: z.string(),
    status: z.number().int(),
    status_name: z.string(),
    reason: z.string(),
    company_name: z.string(),
  }),
});

export const submitRealName = defineCall({
  path: 'TestMechanism/SubmitRealName',
  summary:
    '提交企业实名认证（multipart）：全部字段必填；文件字段 credit_image_path 营业执照、legal_id_front_path 法人/授权代表身份证' +
    '（JPG/PNG，小于4MB）。code 1 时 data.url 为内嵌认证页面，否则 msg',
  input: z.object({
    company_name: formText(100),
    credit_no: formText(32),
    legal_name: formText(50),
    legal_id: formText(32),
    legal_mobile: formText(20),
    bank_card_no: formText(40),
    bank_id: formText(20),
    bank_name: formText(100),
    subbranch_name: formText(100),
  }),
  output: z.object({ code: z.number().int(), msg: z.string(), data: z.object({ url: z.string() }) }),
  isFormSubmit: true,
});

// ---------------------------------------------------------------- seal

export const uploadSeal = defineCall({
  path: 'TestMechanism/UploadSeal',
  summary: '上传印章（multipart）：文件字段 business_license_key，JPG/PNG，小于4MB。code 1 上传成功，否则 msg',
  input: z.object({}),
  output: z.object({ code: z.number().int(), msg: z.string() }),
  isFormSubmit: true,
});
