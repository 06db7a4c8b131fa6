import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf } from '../envelope-schemas';
import { inputText, integerOf } from './fields';
import { PROFILE_MESSAGES, INSTITUTION_PHOTO_LIMIT } from './constants';

/**
 * Basic information (req: accounts.md#basic-information): the personal profile of athletes and evaluators and the
 * institution profile. The submit calls are multipart (`isFormSubmit`): every field arrives as
 * text, and files travel next to the fields (they are not part of the zod payload; each submit's
 * summary names its file fields). The service applies the rules of @badminton/validation and
 * answers their messages; the schemas here only bound the shapes.
 */

const noPayload = z.object({});
const noAnswer = z.object({});

/** What a client passes for a file field (a browser `File`/`Blob` fits). */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
}

/** Optional text of a form submit: numbers become text, '' and null count as absent. */
function formText(maxLength: number, message: string) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      return typeof value === 'number' ? String(value) : value;
    },
    inputText(message).trim().max(maxLength, message).optional(),
  );
}

/** Optional whole number of a form submit ('' and null count as absent). */
function formInteger(label: string, message = `${label}无效`) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
      return value;
    },
    integerOf(label).refine((value) => value >= 0, message).optional(),
  );
}

const regionFields = {
  province: formInteger('省份', PROFILE_MESSAGES.regionRequired).describe('省级区划代码'),
  city: formInteger('城市', PROFILE_MESSAGES.regionRequired).describe('市级区划代码'),
  district: formInteger('区县', PROFILE_MESSAGES.regionRequired).describe('区县级区划代码'),
};

// --- answers ---------------------------------------------------------------------------------

const regionAnswer = {
  province: z.number().int().nullable().describe('省级区划代码'),
  city: z.number().int().nullable().describe('市级区划代码'),
  district: z.number().int().nullable().describe('区县级区划代码'),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  districtName: z.string().nullable(),
};

export const personalProfile = z.object({
  userid: z.number().int(),
  name: z.string().describe('姓名（关键信息）'),
  personal_en_name: z.string().describe('英文名'),
  sex: z.union([z.literal(0), z.literal(1)]).describe('性别（关键信息）：0 男，1 女'),
  certificates_type: z.number().int().describe('证件类型（关键信息）：1 身份证，2 港澳通行证，3 台湾通行证，4 护照'),
  certificates_number: z.string().describe('证件号码（关键信息，本人可见完整号码）'),
  birthday: z.string().describe('出生日期（关键信息）YYYY-MM-DD'),
  ...regionAnswer,
  native_place: z.string().nullable().describe('籍贯'),
  mailing_address: z.string().nullable().describe('详细地址（通讯地址）'),
  educational_information: z.string().nullable().describe('学历（字典 education 的取值）'),
  email: z.string().nullable(),
  photo_path: z.string().nullable().describe('头像（/wwwroot/...）'),
  athletes_photo: z.string().nullable().describe('同 photo_path'),
  athlete_rank: z.number().int().nullable().describe('运动员：已获得的最高等级代码（certificate_grade），没有为 null'),
  athlete_obtain_time: z.string().nullable().describe('运动员：获得最高等级的日期 YYYY-MM-DD'),
  evaluator_rank: z.number().int().nullable().describe('考评员：考评员级别 1–3，没有为 null'),
  evaluator_obtain_time: z.string().nullable().describe('考评员：获得级别的日期 YYYY-MM-DD'),
  approval_status: z.number().int().nullable().describe('审核状态（由审核员处理，尚无审核记录时为 null）'),
  locked: z.boolean().describe('关键信息（姓名、性别、证件类型、证件号码、出生日期）已锁定，只能由审核员修改'),
});
export type PersonalProfile = z.infer<typeof personalProfile>;

export const institutionProfile = z.object({
  userid: z.number().int(),
  mechanism_fullName: z.string().describe('机构名称（关键信息）'),
  nickname: z.string().describe('简称（不超过8个字）'),
  business_license: z.string().describe('营业执照编号（关键信息）'),
  ...regionAnswer,
  detailed_address: z.string().describe('机构注册详细地址'),
  office_address: z.string().nullable().describe('办公地址'),
  principal: z.string().nullable().describe('负责人'),
  principal_tel: z.string().nullable().describe('负责人电话'),
  legal_person: z.string().describe('法人姓名（关键信息）'),
  certificates_type: z.number().int().describe('法人证件类型（关键信息）1–4'),
  legal_person_idNumber: z.string().describe('法人证件号码（关键信息）'),
  management_tel: z.string().nullable().describe('管理电话'),
  view1: z.string().nullable().describe('实景图1（/wwwroot/...）'),
  view2: z.string().nullable().describe('实景图2'),
  view3: z.string().nullable().describe('实景图3'),
  approval_status: z
    .number()
    .int()
    .nullable()
    .describe('资质审核状态：1 未审核，2 初审通过待终审，3 终审通过，4 未通过；尚未申请资质为 null'),
  locked: z.boolean().describe('关键信息（机构名称、营业执照编号、法人姓名、法人证件类型、法人证件号码）已锁定'),
});
export type InstitutionProfile = z.infer<typeof institutionProfile>;

// --- calls -----------------------------------------------------------------------------------

export const getPersonalInfo = defineCall({
  path: 'CommonApi/GetPersonalInfo',
  summary: '个人基本信息（运动员、考评员）：items 为空表示尚未填写',
  input: noPayload,
  output: itemsOf(personalProfile),
});

const personalFields = {
  name: formText(100, '请输入正确的中文名').describe('姓名，2–4个汉字（少数民族姓名可含间隔号·）'),
  personal_en_name: formText(100, '请输入正确的英文名').describe('英文名，首字母大写'),
  sex: formInteger('性别', PROFILE_MESSAGES.sexRequired).describe('0 男，1 女'),
  certificates_type: formInteger('证件类型', '请选择证件类型').describe('1 身份证，2 港澳通行证，3 台湾通行证，4 护照'),
  certificates_number: formText(32, '请输入证件号码').describe('证件号码，按证件类型校验'),
  birthday: formText(10, PROFILE_MESSAGES.birthdayRequired).describe('YYYY-MM-DD；身份证须与号码中的出生日期一致'),
  ...regionFields,
  native_place: formText(100, '籍贯不能超过100个字').describe('籍贯'),
  mailing_address: formText(200, '详细地址不能超过200个字').describe('详细地址'),
  educational_information: formText(16, PROFILE_MESSAGES.educationRequired).describe('学历（字典 education 的取值）'),
  email: formText(254, '请输入正确的邮箱地址').describe('邮箱（选填）'),
};

export const submitAthleteInfo = defineCall({
  path: 'UserAthlete/SubmitPersonalInfo',
  summary:
    '提交运动员基本信息（multipart）。文件字段 photo：头像，JPG/PNG（按内容识别），不超过1MB，选填。' +
    '首次提交后姓名、性别、证件类型、证件号码、出生日期锁定，之后只能修改其他信息',
  input: z.object(personalFields),
  output: noAnswer,
  isFormSubmit: true,
});

export const submitEvaluatorInfo = defineCall({
  path: 'UserCoach/SubmitPersonalInfo',
  summary:
    '提交考评员基本信息（multipart），另需省/市/区、详细地址和学历。文件字段 photo：头像，JPG/PNG，不超过1MB，选填。' +
    '首次提交后关键信息锁定',
  input: z.object(personalFields),
  output: noAnswer,
  isFormSubmit: true,
});

export const getMechanismInfo = defineCall({
  path: 'TestMechanism/GetMechanismInfo',
  summary: '测试机构基本信息：items 为空表示尚未填写',
  input: noPayload,
  output: itemsOf(institutionProfile),
});

/** Paths of the current photos to keep: an array, a JSON array text or comma-separated text. */
const keptViews = z
  .preprocess((value) => {
    if (value === null || value === undefined) return undefined;
    if (Array.isArray(value)) return value;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text.split(',').map((part) => part.trim()).filter(Boolean);
  }, z.array(inputText('实景图路径无效').max(512, '实景图路径无效'), { error: '实景图路径无效' }).max(INSTITUTION_PHOTO_LIMIT, PROFILE_MESSAGES.tooManyPhotos).optional())
  .describe('要保留的现有实景图路径（数组、JSON 数组文本或逗号分隔）；不传则保留全部现有实景图');

export const submitMechanismInfo = defineCall({
  path: 'TestMechanism/SubmitMechanismInfo',
  summary:
    '提交测试机构基本信息（multipart）。文件字段 institutional_view1、institutional_view2、institutional_view3' +
    '（或重复的 institutional_view）：实景图，JPG/PNG，每张不超过1MB，连同保留的现有实景图最多3张。' +
    '简称、机构名称全平台唯一；首次提交后机构名称、营业执照编号、法人姓名、法人证件类型、法人证件号码锁定',
  input: z.object({
    mechanism_fullName: formText(100, '机构名称不能超过100个字').describe('机构名称'),
    nickname: formText(100, PROFILE_MESSAGES.nicknameTooLong).describe('简称，不超过8个字'),
    business_license: formText(64, '营业执照编号不能超过64个字符').describe('营业执照编号'),
    ...regionFields,
    detailed_address: formText(200, '详细地址不能超过200个字').describe('机构注册详细地址'),
    office_address: formText(200, '办公地址不能超过200个字').describe('办公地址（选填）'),
    principal: formText(100, '负责人姓名不能超过100个字').describe('负责人（选填）'),
    principal_tel: formText(32, PROFILE_MESSAGES.phoneInvalid).describe('负责人电话（选填，手机号）'),
    legal_person: formText(100, '法人姓名不能超过100个字').describe('法人姓名'),
    certificates_type: formInteger('法人证件类型', PROFILE_MESSAGES.legalPersonIdTypeRequired).describe('1–4'),
    legal_person_idNumber: formText(32, '请输入正确的证件号码').describe('法人证件号码，按证件类型校验'),
    management_tel: formText(32, PROFILE_MESSAGES.phoneInvalid).describe('管理电话（选填，手机号）'),
    kept_views: keptViews,
  }),
  output: noAnswer,
  isFormSubmit: true,
});

export const checkMechanismName = defineCall({
  path: 'TestMechanism/CheckName',
  summary: '机构简称 / 机构名称唯一性检查（不含自己的机构）：check_type 1 简称，2 机构名称',
  input: z.object({
    nickName: formText(100, PROFILE_MESSAGES.nicknameTooLong).describe('简称（check_type 1）'),
    mechanism_fullName: formText(100, '机构名称不能超过100个字').describe('机构名称（check_type 2）'),
    check_type: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
        z
          .number({ error: '请指定检查类型' })
          .int('检查类型只能是1或2')
          .refine((value) => value === 1 || value === 2, '检查类型只能是1或2'),
      )
      .describe('1 简称，2 机构名称'),
  }),
  output: noAnswer,
});
