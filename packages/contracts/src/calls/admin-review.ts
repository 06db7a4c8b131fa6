import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { QUALIFICATION_STATUSES, TEST_CLASS_STATUSES } from '../workflow-states';
import {
  ADMIN_ASSESSOR_PAGE_SIZE,
  ADMIN_BULK_PASS_MAX,
  ADMIN_REVIEW_MESSAGES as M,
  ADMIN_REVIEW_PAGE_SIZE,
  ADMIN_REVIEW_REASON_MAX,
} from './admin-review-constants';
import { blankAsAbsent, inputText, integerOf, numeric, optionalDateTime, recordId, searchKeyword } from './fields';

/**
 * The back office's qualification and test class review queues (issue 26; decision 0067; req: back-office.md
 * #qualification-review, #test-class-review). Roles 4 (省协会审核员, their province only: another province's record is
 * refused) and 5 (中羽协管理员). Every decision moves its record through its workflow (`apps/api/src/workflows/`) with
 * an audit row; the assessor assignment, which is not a status change, writes its own audit row (before/after).
 */

const optionalRegion = (label: string) =>
  blankAsAbsent(numeric(integerOf(label).min(0, `${label}无效`)).optional()).describe(`${label}（区划代码，空为不限）`);

/** A reason: trimmed text, at most 200 characters (counted by character); '' when absent. */
function reason(required: string | null) {
  const text = inputText(required ?? M.reasonRequired)
    .trim()
    .refine((value) => Array.from(value).length <= ADMIN_REVIEW_REASON_MAX, M.reasonTooLong);
  if (required) return z.preprocess((value) => (value === null || value === undefined ? '' : value), text.refine((value) => value.length > 0, required));
  return z.preprocess((value) => (value === null || value === undefined ? '' : value), text);
}

const optionalDate = (label: string) =>
  blankAsAbsent(
    inputText(M.dateInvalid)
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
      .optional(),
  ).describe(`${label}（YYYY-MM-DD）`);

const idList = (label: string, max: number) =>
  z
    .preprocess(
      (value) => {
        if (value === null || value === undefined || value === '') return [];
        if (typeof value === 'number') return [value];
        if (typeof value === 'string') return value.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : part));
        if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item));
        return value;
      },
      z.array(integerOf(label).positive(`${label}无效`), { error: `${label}无效` }).max(max, `${label}过多`),
    )
    .describe(`${label}（数组或逗号分隔）`);

const historyRow = z.object({
  status: z.string().describe('状态代码（空：非状态变更的记录）'),
  status_name: z.string(),
  action: z.string().describe('做了什么'),
  comment: z.string().describe('审核意见 / 理由'),
  actor: z.string().describe('操作人（机构、省协会审核员、中羽协管理员；演示数据为“系统”）'),
  time: wireDateTime,
  effective_start_date: z.string().nullable(),
  effective_end_date: z.string().nullable(),
});
export type AdminHistoryRow = z.infer<typeof historyRow>;

/** What the caller may do with the record now (the screen offers exactly these; the service checks again). */
const actions = z.object({
  can_pass: z.boolean(),
  can_reject: z.boolean(),
  /** Final approval: the validity the national administrator will give unless changed. */
  default_start_date: z.string().nullable(),
  default_end_date: z.string().nullable(),
});

const bulkResult = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().describe('机构或测试班名称（不可见的记录为空）'),
      ok: z.boolean(),
      message: z.string().describe('通过时为“审核通过”，否则为拒绝的原因'),
    }),
  ),
  passed: z.number().int(),
  refused: z.number().int(),
});
export type AdminBulkResult = z.infer<typeof bulkResult>;

// ---------------------------------------------------------------- qualification

const qualificationCounts = z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), '4': z.number().int() });

export const adminQualificationItem = z.object({
  id: z.number().int().describe('资质申请编号（即机构账号）'),
  mechanism_full_name: z.string(),
  nickname: z.string(),
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
  grade_names: z.string().describe('申报等级'),
  approval_status: z.number().int(),
  approval_status_name: z.string(),
  submitted_at: wireDateTime.describe('最近一次提交时间'),
  can_pass: z.boolean(),
});
export type AdminQualificationItem = z.infer<typeof adminQualificationItem>;

export const getAdminQualificationList = defineCall({
  path: 'AdminQualification/GetList',
  summary:
    '资质审核列表（每页10条，最近提交的在前）：省协会审核员仅本省机构；按审核状态、省市、机构名称关键字筛选；counts 为同一筛选下各状态的条数',
  input: pagingInputWith(ADMIN_REVIEW_PAGE_SIZE).extend({
    approval_status: blankAsAbsent(numeric(z.number().int().refine((v) => (QUALIFICATION_STATUSES as readonly number[]).includes(v), '审核状态无效')).optional()).describe(
      '1 未审核，2 初审通过待终审，3 审核通过，4 审核未通过；空为全部',
    ),
    ProvinceId: optionalRegion('省份'),
    CityId: optionalRegion('城市'),
    keyword: searchKeyword(50).describe('机构名称关键字'),
  }),
  output: pagedOf(adminQualificationItem).extend({ counts: qualificationCounts }),
});

export const adminQualificationDetail = z.object({
  id: z.number().int(),
  approval_status: z.number().int(),
  approval_status_name: z.string(),
  institution: z.object({
    mechanism_full_name: z.string(),
    nickname: z.string(),
    business_license: z.string().describe('统一社会信用代码'),
    province_name: z.string(),
    city_name: z.string(),
    district_name: z.string(),
    detailed_address: z.string(),
    office_address: z.string(),
    legal_person: z.string(),
    certificates_type_name: z.string(),
    legal_person_id_number: z.string().describe('审核员可见完整号码'),
    principal: z.string(),
    principal_tel: z.string(),
    management_tel: z.string(),
    mobile: z.string().describe('机构账号手机号'),
  }),
  application: z.object({
    grade_names: z.array(z.string()).describe('申报等级'),
    groups: z.array(z.object({ label: z.string(), chosen: z.array(z.string()) })).describe('七组条件的勾选'),
    plastic_paces_number: z.number().int(),
    evaluator_number: z.number().int().nullable(),
    facility_introduct: z.string(),
    promotion_and_education_resources: z.string(),
    recent_situation: z.string(),
    site_name: z.string(),
    site_address: z.string(),
    business_license_key: z.string().describe('营业执照图片（受保护的短时地址）'),
    attachments: z.array(z.string()).describe('其他附件（受保护的短时地址）'),
    submitted_at: wireDateTime,
  }),
  history: z.array(historyRow),
  actions,
});
export type AdminQualificationDetail = z.infer<typeof adminQualificationDetail>;

export const getAdminQualificationDetail = defineCall({
  path: 'AdminQualification/GetDetail',
  summary: '资质申请详情：提交的全部内容（营业执照与附件为受保护的短时地址）、机构基本信息、审批记录与当前账号可做的审核',
  input: z.object({ id: recordId('资质申请编号') }),
  output: adminQualificationDetail,
});

export const passAdminQualification = defineCall({
  path: 'AdminQualification/Pass',
  summary:
    '审核通过：省协会审核员初审（1 → 2，仅本省），中羽协管理员终审（2 → 3，可设有效期 effective_start_date / effective_end_date，默认自当日起两年）；' +
    '写入审批记录与审计记录',
  input: z.object({
    id: recordId('资质申请编号'),
    approval_content: reason(null).describe('审核意见（选填，≤200字）'),
    effective_start_date: optionalDate('有效期开始'),
    effective_end_date: optionalDate('有效期结束'),
  }),
  output: z.object({ approval_status: z.number().int() }),
});

export const rejectAdminQualification = defineCall({
  path: 'AdminQualification/Reject',
  summary: '审核不通过（→ 4）：省协会审核员对未审核（1，仅本省）、中羽协管理员对初审通过（2）的申请；须填写理由 approval_content',
  input: z.object({ id: recordId('资质申请编号'), approval_content: reason(M.rejectReasonRequired).describe('驳回理由（≤200字）') }),
  output: z.object({ approval_status: z.number().int() }),
});

export const bulkPassAdminQualification = defineCall({
  path: 'AdminQualification/BulkPass',
  summary: `批量初审通过（仅省协会审核员，至多${ADMIN_BULK_PASS_MAX}条）：逐条按初审通过处理，各自成败，返回每条的结果`,
  input: z.object({ ids: idList('资质申请编号', ADMIN_BULK_PASS_MAX), approval_content: reason(null).describe('审核意见（选填）') }),
  output: bulkResult,
});

// ---------------------------------------------------------------- test class

const classCounts = z.object({ 申请中: z.number().int(), 省协会审核通过: z.number().int(), 中羽协审核通过: z.number().int(), 审核驳回: z.number().int() });

const gradeItem = z.object({ grade: z.number().int(), grade_name: z.string() });

export const adminTestClassItem = z.object({
  id: z.number().int(),
  test_class_title: z.string(),
  mechanism_name: z.string(),
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
  registration_start_time: wireDateTime,
  registration_end_time: wireDateTime,
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  test_grade: z.array(gradeItem),
  test_num: z.number().int(),
  application_status: z.enum(TEST_CLASS_STATUSES),
  application_status_name: z.string(),
  approval_comments: z.string().nullable(),
  assessors_short: z.string().nullable().describe('考评员不足时的规则说明，满足为空'),
  can_pass: z.boolean(),
});
export type AdminTestClassItem = z.infer<typeof adminTestClassItem>;

export const getAdminTestClassList = defineCall({
  path: 'AdminTestClass/GetList',
  summary:
    '测试班审核列表（每页10条，最近申请的在前）：省协会审核员仅本省；按状态、省市、机构名称关键字、测试日期范围筛选；counts 为同一筛选下各状态的条数',
  input: pagingInputWith(ADMIN_REVIEW_PAGE_SIZE).extend({
    application_status: blankAsAbsent(z.enum(TEST_CLASS_STATUSES, { error: '审核状态无效' }).optional()).describe('申请中、省协会审核通过、中羽协审核通过、审核驳回；空为全部'),
    ProvinceId: optionalRegion('省份'),
    CityId: optionalRegion('城市'),
    keyword: searchKeyword(50).describe('机构名称关键字'),
    test_start: optionalDateTime('测试开始不早于'),
    test_end: optionalDateTime('测试开始不晚于'),
  }),
  output: pagedOf(adminTestClassItem).extend({ counts: classCounts }),
});

export const adminAssessor = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int().describe('担任级别 1–3'),
  evaluator_rank: z.number().int().nullable(),
  evaluator_rank_name: z.string(),
  mobile: z.string().describe('审核员可见完整手机号'),
  is_leader: z.boolean(),
  may_assess: z.boolean().describe('仍可担任考评工作（有级别、未撤销）'),
});
export type AdminAssessor = z.infer<typeof adminAssessor>;

export const adminTestClassDetail = z.object({
  id: z.number().int(),
  test_class_title: z.string(),
  application_status: z.enum(TEST_CLASS_STATUSES),
  application_status_name: z.string(),
  approval_comments: z.string().nullable(),
  registration_start_time: wireDateTime,
  registration_end_time: wireDateTime,
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
  test_detail_addr: z.string(),
  test_grade: z.array(gradeItem),
  test_num: z.number().int(),
  seats_taken: z.number().int(),
  contact: z.string(),
  contact_number: z.string(),
  mailing_address: z.string(),
  institution: z.object({ id: z.number().int(), mechanism_full_name: z.string(), nickname: z.string(), principal: z.string(), principal_tel: z.string() }),
  assessors: z.array(adminAssessor),
  assessors_short: z.string().nullable(),
  history: z.array(historyRow),
  actions: actions.extend({ can_assign: z.boolean() }),
});
export type AdminTestClassDetail = z.infer<typeof adminTestClassDetail>;

export const getAdminTestClassDetail = defineCall({
  path: 'AdminTestClass/GetDetail',
  summary: '测试班详情：机构申请的全部内容、各级考评员与组长、考评员是否满足最低人数、审核与调整记录、当前账号可做的操作',
  input: z.object({ id: recordId('测试班编号') }),
  output: adminTestClassDetail,
});

export const passAdminTestClass = defineCall({
  path: 'AdminTestClass/Pass',
  summary:
    '审核通过：省协会审核员（申请中 → 省协会审核通过，仅本省），中羽协管理员（省协会审核通过 → 中羽协审核通过）；考评员须满足最低人数并有组长',
  input: z.object({ id: recordId('测试班编号'), approval_comments: reason(null).describe('审核意见（选填）') }),
  output: z.object({ application_status: z.enum(TEST_CLASS_STATUSES) }),
});

export const rejectAdminTestClass = defineCall({
  path: 'AdminTestClass/Reject',
  summary: '驳回（→ 审核驳回）：省协会审核员对申请中（仅本省）、中羽协管理员对省协会审核通过的测试班；须填写理由 approval_comments，机构在测试班列表看到',
  input: z.object({ id: recordId('测试班编号'), approval_comments: reason(M.rejectReasonRequired).describe('驳回理由（≤200字）') }),
  output: z.object({ application_status: z.enum(TEST_CLASS_STATUSES) }),
});

export const setAdminTestClassAssessors = defineCall({
  path: 'AdminTestClass/SetAssessors',
  summary:
    '分配考评员与组长：省协会审核员在申请中（仅本省），中羽协管理员在省协会审核通过或终审通过后测试开始前；各级考评员须可担任考评工作且为所列级别，' +
    '人数按最低等级的规则（与机构新增测试班相同），组长须为所选之一；写入审计记录（调整前后）',
  input: z.object({
    id: recordId('测试班编号'),
    grade_one_examiner: idList('一级考评员', 30),
    grade_two_examiner: idList('二级考评员', 30),
    grade_three_examiner: idList('三级考评员', 30),
    leader: blankAsAbsent(numeric(integerOf('组长').positive('组长无效')).optional()).describe('组长（所选考评员之一）'),
    reason: reason(null).describe('调整说明（选填）'),
  }),
  output: z.object({ assessors: z.array(adminAssessor) }),
});

export const searchAdminAssessors = defineCall({
  path: 'AdminTestClass/SearchAssessors',
  summary: '可担任考评工作的考评员（有级别、未撤销），按级别、省市与姓名筛选，每页5条；审核员可见完整手机号',
  input: pagingInputWith(ADMIN_ASSESSOR_PAGE_SIZE).extend({
    evaluator_rank: numeric(z.number({ error: '考评员级别无效' }).int('考评员级别无效').min(1, '考评员级别无效').max(3, '考评员级别无效')).describe('考评员级别 1–3'),
    ProvinceId: optionalRegion('省份'),
    CityId: optionalRegion('城市'),
    keyword: searchKeyword(20).describe('姓名关键字'),
  }),
  output: pagedOf(z.object({ id: z.number().int(), name: z.string(), evaluator_rank: z.number().int(), evaluator_rank_name: z.string(), mobile: z.string(), region: z.string() })),
});

export const bulkPassAdminTestClass = defineCall({
  path: 'AdminTestClass/BulkPass',
  summary: `批量审核通过（仅省协会审核员，申请中 → 省协会审核通过，至多${ADMIN_BULK_PASS_MAX}条）：逐条处理，各自成败，返回每条的结果`,
  input: z.object({ ids: idList('测试班编号', ADMIN_BULK_PASS_MAX), approval_comments: reason(null).describe('审核意见（选填）') }),
  output: bulkResult,
});
