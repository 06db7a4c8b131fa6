import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { TEST_CLASS_STATUSES } from '../workflow-states';
import { blankAsAbsent, inputText, integerOf, numeric, recordId, searchKeyword } from './fields';
import { ASSESSOR_PICKER_PAGE_SIZE, INSTITUTION_CLASS_MESSAGES, INSTITUTION_CLASS_PAGE_SIZE } from './institution-classes-constants';

/**
 * The institution's test classes (req: institution.md#test-class-list, #class-refund, #new-test-class,
 * #evaluator-picker, #test-class-detail; decision 0059). Role 3 only; every call but the gate's status and the grade
 * list passes the qualification gate on the server, and everything is the caller's own: another institution's class
 * answers as if it did not exist. The form's rules are those of `@badminton/validation` (`validateNewTestClass`,
 * `checkAssessorMinimum`); the schemas here only bound the shapes, the service answers the rules' messages.
 */

const noPayload = z.object({});

const gradeItem = z.object({ grade: z.number().int().describe('等级代码 1–16'), grade_name: z.string() });

export const getQualificationGate = defineCall({
  path: 'TestMechanism/GetQualificationGate',
  summary: '本机构的资质审核状态（approval_status：1 或空未审核，2 初审通过，3 终审通过，4 未通过）与是否可使用测试班、投诉处理和订单中心',
  input: noPayload,
  output: z.object({
    approval_status: z.number().int().nullable(),
    qualified: z.boolean().describe('终审通过（3）'),
  }),
});

export const institutionTestClassItem = z.object({
  id: z.number().int().describe('测试班编号'),
  test_class_title: z.string(),
  registration_start_time: wireDateTime,
  registration_end_time: wireDateTime,
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  test_detail_addr: z.string().describe('测试地点详细地址'),
  test_grade: z.array(gradeItem),
  test_num: z.number().int().describe('人数上限'),
  application_status: z.enum(TEST_CLASS_STATUSES).describe('申请中、省协会审核通过、中羽协审核通过、审核驳回'),
  approval_comments: z.string().nullable().describe('驳回意见'),
  refund_status: z.number().int().describe('0 未退款，1 退款中，2 退款成功，其他 退款失败'),
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
});
export type InstitutionTestClassItem = z.infer<typeof institutionTestClassItem>;

export const getInstitutionTestClassList = defineCall({
  path: 'TestMechanism/GetTestClassList',
  summary: '本机构的测试班（每页8条），新建的在前；须通过资质审核',
  input: pagingInputWith(INSTITUTION_CLASS_PAGE_SIZE),
  output: pagedOf(institutionTestClassItem),
});

export const setTestClassRefund = defineCall({
  path: 'TestMechanism/SetTestClassRefund',
  summary: '测试班退款：仅中羽协审核通过且退款状态为0或1的本机构测试班；status 1 申请退款（0→1），0 取消申请（1→0）',
  input: z.object({
    test_class_id: recordId('测试班编号'),
    status: numeric(
      z
        .number({ error: INSTITUTION_CLASS_MESSAGES.refundStatusInvalid })
        .int(INSTITUTION_CLASS_MESSAGES.refundStatusInvalid)
        .refine((value) => value === 0 || value === 1, INSTITUTION_CLASS_MESSAGES.refundStatusInvalid),
    ).describe('1 申请退款，0 取消退款'),
  }),
  output: z.object({}),
});

export const testSiteItem = z.object({
  id: z.number().int(),
  name: z.string().describe('场地名称'),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
  detailed_address: z.string(),
  court_count: z.number().int().describe('标准塑胶场地数'),
});
export type TestSiteItem = z.infer<typeof testSiteItem>;

export const getTestSiteList = defineCall({
  path: 'TestMechanism/GetTestSiteList',
  summary: '本机构的测试场地（新增测试班的测试地点）；须通过资质审核',
  input: noPayload,
  output: itemsOf(testSiteItem),
});

export const getTestGradeOptions = defineCall({
  path: 'TestMechanism/GetTestGradeOptions',
  summary: '可申请的测试等级（一级–九级、少儿一级–少儿七级）',
  input: noPayload,
  output: itemsOf(z.object({ grade_name: z.string(), grade_value: z.number().int() })),
});

const optionalRegion = (label: string) => blankAsAbsent(numeric(integerOf(label).min(0, `${label}无效`)).optional()).describe(`${label}（区划代码，空为不限）`);

export const assessorItem = z.object({
  id: z.number().int().describe('考评员编号'),
  name: z.string(),
  evaluator_rank: z.number().int(),
  evaluator_rank_name: z.string(),
  mobile: z.string().describe('手机号（脱敏）'),
});
export type AssessorItem = z.infer<typeof assessorItem>;

export const searchAssessors = defineCall({
  path: 'TestMechanism/GetEvaluatorList',
  summary: '选择考评员：可担任考评工作的考评员（有考评员级别、未被撤销），按级别、省市区和姓名关键字筛选，每页5条；须通过资质审核',
  input: pagingInputWith(ASSESSOR_PICKER_PAGE_SIZE).extend({
    evaluator_rank: numeric(
      z
        .number({ error: INSTITUTION_CLASS_MESSAGES.rankInvalid })
        .int(INSTITUTION_CLASS_MESSAGES.rankInvalid)
        .min(1, INSTITUTION_CLASS_MESSAGES.rankInvalid)
        .max(3, INSTITUTION_CLASS_MESSAGES.rankInvalid),
    ).describe('考评员级别 1–3'),
    ProvinceId: optionalRegion('省份'),
    CityId: optionalRegion('城市'),
    DistrictId: optionalRegion('区县'),
    keyword: searchKeyword(20).describe('姓名关键字'),
  }),
  output: pagedOf(assessorItem),
});

/** A list of ids: an array, a JSON array text or comma-separated text (form-encoded clients). */
const idList = (label: string) =>
  z
    .preprocess(
      (value) => {
        if (value === null || value === undefined || value === '') return [];
        if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item));
        if (typeof value === 'number') return [value];
        if (typeof value === 'string') {
          const text = value.trim();
          if (text.startsWith('[')) {
            try {
              return JSON.parse(text) as unknown;
            } catch {
              return value;
            }
          }
          return text.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : part));
        }
        return value;
      },
      z.array(integerOf(label).positive(`${label}无效`), { error: `${label}无效` }).max(50, `${label}过多`),
    )
    .describe(`${label}（数组或逗号分隔）`);

const timeRange = (label: string) =>
  z
    .preprocess(
      (value) => (value === null || value === undefined || value === '' ? [] : typeof value === 'string' ? value.split(',') : value),
      z.array(inputText(`${label}无效`).max(19, `${label}无效`), { error: `${label}无效` }).max(2, `${label}无效`),
    )
    .describe(`${label}：[开始, 结束]（YYYY-MM-DD HH:mm:ss）`);

const text = (max: number) => z.preprocess((value) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value), inputText().max(max * 4));

const optionalId = (label: string) => blankAsAbsent(numeric(integerOf(label)).optional()).transform((value) => value ?? null);

export const addTestClass = defineCall({
  path: 'TestMechanism/AddTestClass',
  summary:
    '新增测试班（须通过资质审核）：测试地点为本机构的测试场地；等级、人数、联系人、邮寄地址与考评员按新增测试班的规则校验，' +
    '考评员人数按所选最低等级的规则（一级考评员 grade_one_examiner，二级 grade_two_examiner，三级 grade_three_examiner），' +
    '每位考评员须可担任考评工作且为所列级别。新测试班为“申请中”，报名费按等级标准收费',
  input: z.object({
    register_time: timeRange('报名时间'),
    test_time: timeRange('测试时间'),
    test_address: optionalId('测试地点'),
    test_grade: idList('测试等级'),
    test_class_title: text(50),
    testNum: text(10),
    grade_one_examiner: idList('一级考评员'),
    grade_two_examiner: idList('二级考评员'),
    grade_three_examiner: idList('三级考评员'),
    province: optionalId('省份'),
    city: optionalId('城市'),
    district: optionalId('区县'),
    addressinfo: text(100),
    mailing_address: text(200).optional().describe('省_市_区_详细地址（由服务按所选区划重新拼接）'),
    contact: text(20),
    contact_number: text(20),
  }),
  output: z.object({ id: z.number().int().describe('新测试班编号') }),
});

export const testClassDetail = z.object({
  id: z.number().int(),
  test_class_title: z.string(),
  registration_start_time: wireDateTime,
  registration_end_time: wireDateTime,
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  test_detail_addr: z.string(),
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
  test_grade: z.array(gradeItem),
  test_num: z.number().int().describe('人数上限'),
  testcoachdetail: z.array(z.object({ testcoachlevel: z.number().int().describe('1–3'), testcoachName: z.string() })),
  mailingtest_detail_addr: z.string().describe('邮寄地址'),
  contact: z.string(),
  contact_number: z.string(),
  application_status: z.enum(TEST_CLASS_STATUSES),
  approval_comments: z.string().nullable(),
});
export type TestClassDetail = z.infer<typeof testClassDetail>;

export const getTestClassDetail = defineCall({
  path: 'TestMechanism/GetTestClassDetail',
  summary: '本机构测试班详情（只读）：日期、等级、人数上限、各级考评员、邮寄地址与联系人；须通过资质审核',
  input: pagingInputWith(INSTITUTION_CLASS_PAGE_SIZE).extend({ testId: recordId('测试班编号') }),
  output: itemsOf(testClassDetail),
});
