import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { blankAsAbsent, inputText, integerOf, nullableText, numeric, optionalDateTime, recordId, searchKeyword } from './fields';
import { PORTAL_PAGE_SIZES, PORTAL_MESSAGES } from './constants';

/**
 * The public portal (req: public-portal.md#public-portal): institutions, evaluators,
 * athletes, test classes, evaluator training classes, the sign-up grade check and the public
 * certificate query. ID numbers and mobiles in these answers are always masked (first 3 and last 4
 * characters kept); athletes with the privacy switch off are left out of the athlete list, and
 * their detail comes without name and photo.
 */

/** Optional region filter id (6-digit GB/T 2260 code); '' or 0 means no filter. */
function optionalRegion(label: string) {
  return blankAsAbsent(numeric(integerOf(label).nonnegative(`${label}无效`)).optional()).describe(`${label}（不传为不限）`);
}

/** Optional grade filter; '' means no filter. */
function optionalGrade(label: string) {
  return blankAsAbsent(numeric(integerOf(label).positive(`${label}无效`)).optional());
}

const gradeCode = z.number().int().describe('等级代码（字典 certificate_grade）');
const keyValue = z.object({ key: z.number().int().describe('等级代码'), value: z.string().describe('等级名称') });
export type GradeOption = z.infer<typeof keyValue>;

// ---------------------------------------------------------------- institutions

const keywordPaging = (limit: number) => pagingInputWith(limit).extend({ keyword: searchKeyword() });

export const institutionIndexItem = z.object({
  id: z.number().int().describe('机构编号'),
  mechanism_fullName: z.string().describe('机构名称'),
  institutional_view: nullableText.describe('机构实景图（/wwwroot/...），可为空'),
});
export type InstitutionIndexItem = z.infer<typeof institutionIndexItem>;

export const institutionListItem = institutionIndexItem.extend({
  mechanismName: z.string().describe('简称'),
  star: z.number().int().describe('星级 1–5'),
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  detailAddress: z.string().describe('详细地址'),
});
export type InstitutionListItem = z.infer<typeof institutionListItem>;

export const institutionTestItem = z.object({
  id: z.number().int().describe('测试班编号'),
  testTime: z.string().describe('测试时间（YYYY-MM-DD HH:mm:ss 至 YYYY-MM-DD HH:mm:ss）'),
  testTitle: z.string().describe('测试班名称'),
  testLevels: z.string().describe('测试等级，以顿号分隔'),
  coachLeader: z.string().describe('主考评员'),
  coachs: z.string().describe('考评员，以顿号分隔'),
  testCount: z.number().int().describe('已测试人数'),
});
export type InstitutionTestItem = z.infer<typeof institutionTestItem>;

export const institutionDetail = institutionListItem.extend({
  views: z.array(z.string()).describe('机构实景图（最多3张）'),
  introduce: z.string().describe('机构介绍'),
  detailList: z.array(institutionTestItem).describe('该机构已获批的测试班，最近的在前'),
});
export type InstitutionDetail = z.infer<typeof institutionDetail>;

export const getTestMechListIndex = defineCall({
  path: 'TestMechanism/GetTestMechListIndex',
  summary: '首页测试机构轮播：资质已通过的机构，每页10条',
  input: pagingInputWith(PORTAL_PAGE_SIZES.index),
  output: pagedOf(institutionIndexItem),
});

export const getTestMechList = defineCall({
  path: 'TestMechanism/GetTestMechList',
  summary: '测试机构列表：按机构名称或简称关键字搜索，每页20条',
  input: keywordPaging(PORTAL_PAGE_SIZES.institutions),
  output: pagedOf(institutionListItem),
});

export const getTestMechDetail = defineCall({
  path: 'TestMechanism/GetTestMechDetail',
  summary: '测试机构详情（items 中只有一条）：名称、实景图、星级、地址、介绍及其测试班',
  input: z.object({ id: recordId('机构编号') }),
  output: itemsOf(institutionDetail),
});

// ---------------------------------------------------------------- evaluators

export const evaluatorIndexItem = z.object({
  id: z.number().int().describe('考评员编号'),
  name: z.string(),
  athletes_photo: nullableText.describe('照片（/wwwroot/...），可为空'),
  evaluator_rank_value: z.number().int().describe('考评员等级 1–3'),
  evaluator_rank_name: z.string().describe('一级考评员…三级考评员'),
});
export type EvaluatorIndexItem = z.infer<typeof evaluatorIndexItem>;

export const evaluatorListItem = evaluatorIndexItem.extend({
  sex: z.number().int().describe('0 男，1 女'),
  star: z.number().int().describe('星级 1–5'),
  address: z.string().describe('所在地区'),
});
export type EvaluatorListItem = z.infer<typeof evaluatorListItem>;

export const evaluatorDetail = evaluatorListItem.extend({
  gradeName: z.string().describe('考评员等级名称'),
  photo: nullableText,
  existRecord: z.array(
    z.object({ existDate: z.string().describe('结业日期 YYYY-MM-DD'), trainClassName: z.string(), gradeName: z.string() }),
  ),
  workRecord: z.array(
    z.object({ workDate: z.string().describe('测试日期 YYYY-MM-DD'), testClassName: z.string(), gradeName: z.string() }),
  ),
});
export type EvaluatorDetail = z.infer<typeof evaluatorDetail>;

export const getUserCoachListIndex = defineCall({
  path: 'UserCoachApi/GetUserCoachListIndex',
  summary: '首页考评员轮播，每页10条',
  input: pagingInputWith(PORTAL_PAGE_SIZES.index),
  output: pagedOf(evaluatorIndexItem),
});

export const getUserCoachList = defineCall({
  path: 'UserCoachApi/GetUserCoachList',
  summary: '考评员列表：按姓名关键字搜索，每页20条',
  input: keywordPaging(PORTAL_PAGE_SIZES.evaluators),
  output: pagedOf(evaluatorListItem),
});

export const getUserCoachDetail = defineCall({
  path: 'UserCoachApi/GetUserCoachDetail',
  summary: '考评员详情：基本信息、星级、等级、培训经历与工作经历',
  input: z.object({ id: recordId('考评员编号') }),
  output: z.object({ coachInfo: evaluatorDetail }),
});

// ---------------------------------------------------------------- athletes

export const athleteListInput = pagingInputWith(PORTAL_PAGE_SIZES.athletes).extend({
  provinceId: optionalRegion('省'),
  cityId: optionalRegion('市'),
  districtId: optionalRegion('区'),
  evaluator_rank: optionalGrade('等级').describe('运动员等级（certificate_grade），不传为不限'),
  keyword: searchKeyword(),
});
export type AthleteListInput = z.infer<typeof athleteListInput>;

export const athleteListItem = z.object({
  userid: z.number().int().describe('运动员编号（详情的 userNumber）'),
  name: z.string(),
  certificates_number: z.string().describe('证件号码（脱敏：前3后4）'),
  creationTime: wireDateTime.describe('注册时间'),
  photo: nullableText.describe('照片；未成年人为空'),
  athlete_rank: z.number().int(),
  athlete_rank_name: z.string(),
});
export type AthleteListItem = z.infer<typeof athleteListItem>;

export const getAthleteList = defineCall({
  path: 'CommonApi/GetAthleteList',
  summary: '运动员列表（公开查询）：省市区、等级、姓名关键字筛选，每页20条；关闭隐私公开的运动员不在列表中',
  input: athleteListInput,
  output: pagedOf(athleteListItem),
});

export const athleteCertificate = z.object({
  id: z.number().int(),
  certificate_grade: gradeCode,
  certificate_grade_name: z.string(),
  certificate_number: nullableText.describe('证书编号；运动员关闭隐私公开时为空'),
  certificate_url: nullableText.describe('证书图片（/wwwroot/certificate/<证书编号>.png?t=<令牌>，印有姓名）；运动员关闭隐私公开时为空'),
  created_date: wireDateTime,
  is_grant: z.boolean().describe('纸质证书已发放'),
  isEvent: z.boolean().describe('由赛事认定'),
});
export type AthleteCertificate = z.infer<typeof athleteCertificate>;

export const athleteDetail = z.object({
  userid: z.number().int(),
  name: nullableText.describe('姓名；运动员关闭隐私公开时为空'),
  photo: nullableText.describe('照片；运动员关闭隐私公开时或未成年人为空'),
  sex: z.number().int().nullable().describe('0 男，1 女；运动员关闭隐私公开时或未成年人为空'),
  birth_year: z.number().int().nullable().describe('出生年份（公开答复不含完整生日）；运动员关闭隐私公开时或未成年人为空'),
  address: nullableText.describe('所在地区：省市（未成年人只到省）；运动员关闭隐私公开时为空'),
  athlete_rank_name: z.string(),
  adultBadge: nullableText.describe('成人组合徽章图片（/image/output/adult_<和>.png），无成人证书时为空'),
  childBadge: nullableText.describe('少儿组合徽章图片（/image/output/child_<和>.png），无少儿证书时为空'),
  certList: z.array(athleteCertificate),
  testRecord: z.array(z.object({ testDate: z.string().describe('YYYY-MM-DD'), testClassName: z.string(), rankName: z.string() })),
  testRecordTotal: z.number().int().describe('测试记录总数（按 limit/page 分页）；运动员关闭隐私公开时为 0'),
});
export type AthleteDetail = z.infer<typeof athleteDetail>;

export const getAthleteDetail = defineCall({
  path: 'AthleteCenter/GetAthleteDetail',
  summary: '运动员详情（items 中只有一条）：基本信息、组合徽章、已公示证书、测试记录（每页10条）',
  input: pagingInputWith(PORTAL_PAGE_SIZES.athleteTestRecords).extend({ userNumber: recordId('运动员编号') }),
  output: itemsOf(athleteDetail),
});

// ---------------------------------------------------------------- test classes

export const testClassListInput = pagingInputWith(PORTAL_PAGE_SIZES.testClasses)
  .extend({
    provinceId: optionalRegion('省'),
    cityId: optionalRegion('市'),
    districtId: optionalRegion('区'),
    evaluator_rank: optionalGrade('等级').describe('测试等级，不传为不限'),
    keyword: searchKeyword(),
    startTime: optionalDateTime('开始时间'),
    endTime: optionalDateTime('结束时间'),
  })
  .refine((value) => !value.startTime || !value.endTime || value.startTime <= value.endTime, {
    message: '开始时间不能晚于结束时间',
    path: ['startTime'],
  });
export type TestClassListInput = z.infer<typeof testClassListInput>;

export const testClassItem = z.object({
  id: z.number().int(),
  test_class_title: z.string(),
  mechanism_fullName: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  detailed_address: z.string(),
  registration_start_time: wireDateTime,
  registration_end_time: wireDateTime,
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  grade: z.array(z.object({ grade: gradeCode, grade_name: z.string(), fee: z.number().describe('报名费（元）') })),
  test_num: z.number().int().describe('人数上限'),
  file_path: nullableText.describe('封面（/wwwroot/...）'),
  contact: z.string(),
  contact_number: z.string().describe('联系电话（脱敏）'),
  isStop: z.boolean().describe('已停止报名'),
});
export type TestClassItem = z.infer<typeof testClassItem>;

export const getExaminerClassList = defineCall({
  path: 'TestClass/GetExaminerClassList',
  summary: '测试报名列表：中羽协审核通过的测试班；省市区、等级、名称关键字、测试时间范围筛选，每页10条',
  input: testClassListInput,
  output: pagedOf(testClassItem),
});

export const getTestGradeList = defineCall({
  path: 'TestClass/GetTestGradeList',
  summary: '测试班的测试等级（key 等级代码，value 等级名称）',
  input: z.object({ id: recordId('测试班编号') }),
  output: itemsOf(keyValue),
});

export const checkApply = defineCall({
  path: 'TestApplication/CheckApply',
  summary: '报名资格检查（运动员）：该测试班中本人当前可报的等级；不在报名时间内时失败',
  input: z.object({ id: recordId('测试班编号') }),
  output: z.object({ levels: z.array(keyValue) }),
});

// ---------------------------------------------------------------- evaluator training classes

export const trainingClassItem = z.object({
  id: z.number().int(),
  name: z.string(),
  trainType: z.number().int().describe('1 培训，2 考核，3 培训+考核'),
  grade: z.number().int().describe('考评员等级 1–3'),
  gradeName: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  detail_addr: z.string(),
  apply_start_time: wireDateTime,
  apply_end_time: wireDateTime,
  opening_class_start_time: wireDateTime,
  opening_class_end_time: wireDateTime,
  file_path: nullableText,
  isStop: z.boolean(),
});
export type TrainingClassItem = z.infer<typeof trainingClassItem>;

export const trainingClassDetail = trainingClassItem.extend({
  startTime: wireDateTime.describe('考核开始'),
  endTime: wireDateTime.describe('考核结束'),
  aptitude: z.array(z.string()).describe('资质选项'),
  notice_title: z.string(),
  notice_content: z.string().describe('培训须知（已净化的 HTML）'),
  contents: z.array(z.object({ content: z.string(), assessment_method: z.string() })),
  feeList: z.array(z.object({ feeType: z.number().int().describe('1 培训，2 考核，3 培训+考核'), feeName: z.string(), fee: z.number() })),
  createTime: wireDateTime,
});
export type TrainingClassDetail = z.infer<typeof trainingClassDetail>;

export const getTrainingClassList = defineCall({
  path: 'ExaminerClass/GetExaminerClassList',
  summary: '考评员培训班列表：按名称关键字搜索，每页5条',
  input: keywordPaging(PORTAL_PAGE_SIZES.trainingClasses),
  output: pagedOf(trainingClassItem),
});

export const getTrainingClassDetail = defineCall({
  path: 'ExaminerClass/GetExaminerDetailsList',
  summary: '考评员培训班详情（items 中只有一条）：基本信息、培训须知、考核内容、费用',
  input: z.object({ id: recordId('培训班编号') }),
  output: itemsOf(trainingClassDetail),
});

// ---------------------------------------------------------------- certificate query

export const openQueryInput = z.object({
  name: blankAsAbsent(inputText('姓名必须是文本').trim().max(50, '姓名过长').optional()),
  certificates_type: blankAsAbsent(
    numeric(integerOf('证件类型').min(1, PORTAL_MESSAGES.certificateTypeInvalid).max(4, PORTAL_MESSAGES.certificateTypeInvalid)).optional(),
  ),
  certificates_number: blankAsAbsent(inputText('证件号码必须是文本').trim().max(30, '证件号码过长').optional()),
  certificate_numbering: blankAsAbsent(inputText('证书编号必须是文本').trim().max(40, '证书编号过长').optional()),
});
export type OpenQueryInput = z.infer<typeof openQueryInput>;

const queriedCertificate = z.object({
  certificate_url: z.string().describe('证书图片（/wwwroot/certificate/<证书编号>.png?t=<令牌>）'),
  certificate_grade: z.string().describe('等级名称'),
});

export const openQueryResult = z.object({
  hasCert: z.boolean(),
  name: z.string(),
  certificates_number: z.string().describe('证件号码（脱敏）'),
  gradeStr: z.string().describe('最高等级名称（成人、少儿分别列出）'),
  certificateList: z.array(queriedCertificate).describe('命中的证书'),
  allCertificateList: z.array(queriedCertificate).describe('该运动员已公示的全部证书'),
});
export type OpenQueryResult = z.infer<typeof openQueryResult>;

export const openQuery = defineCall({
  path: 'CommonApi/OpenQuery',
  summary: '证书查询：姓名必填，姓名、证件号码、证书编号至少两项；只查已公示证书；按地址限频',
  input: openQueryInput,
  output: openQueryResult,
});
