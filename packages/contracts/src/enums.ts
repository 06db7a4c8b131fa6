/** Enumerations the spec defines. Codes are wire values; labels are what the portal shows. */

/** The workflow statuses (test class, qualification, order, refund, appeal, grade submission, invoice, contract). */
export * from './workflow-states';

export const Role = {
  Athlete: 1,
  Evaluator: 2,
  Institution: 3,
  ProvincialReviewer: 4,
  NationalAdministrator: 5,
} as const;
export type RoleCode = (typeof Role)[keyof typeof Role];
export const ROLE_CODES: readonly RoleCode[] = [1, 2, 3, 4, 5];

export const ROLE_LABELS: Record<RoleCode, string> = {
  1: '运动员',
  2: '考评员',
  3: '测试机构',
  4: '省协会审核员',
  5: '中羽协管理员',
};

/** Grade codes (dictionary certificate_grade): 1–9 adult, 10–16 children, 31–33 evaluator certificates. */
export const ADULT_GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const CHILD_GRADES = [10, 11, 12, 13, 14, 15, 16] as const;
export const EVALUATOR_CERTIFICATE_GRADES = [31, 32, 33] as const;

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

export function gradeLabel(code: number): string {
  if (code >= 1 && code <= 9) return `${CHINESE_NUMERALS[code - 1]}级`;
  if (code >= 10 && code <= 16) return `少儿${CHINESE_NUMERALS[code - 10]}级`;
  if (code >= 31 && code <= 33) return `${CHINESE_NUMERALS[code - 31]}级考评员`;
  return '';
}

/** Evaluator ranks 1–3 (一级 to 三级考评员). */
export const EVALUATOR_RANKS = [1, 2, 3] as const;
export function evaluatorRankLabel(rank: number): string {
  return rank >= 1 && rank <= 3 ? `${CHINESE_NUMERALS[rank - 1]}级考评员` : '';
}

/** Certificate (identity document) types (req: accounts.md#identity-documents-and-names). */
export const CertificateType = { IdCard: 1, HongKongMacauPass: 2, TaiwanPass: 3, Passport: 4 } as const;
export type CertificateTypeCode = (typeof CertificateType)[keyof typeof CertificateType];
export const CERTIFICATE_TYPE_LABELS: Record<CertificateTypeCode, string> = {
  1: '居民身份证',
  2: '港澳居民来往内地通行证',
  3: '台湾居民来往大陆通行证',
  4: '护照',
};

/** Score judgment (req: states.md#score-judgment). */
export const SCORE_JUDGMENT_LABELS: Record<number, string> = { 0: '未评定', 1: '合格', 2: '不合格' };

/** Dictionary class codes the spec names (req: calls.md#dictionaries-and-regions). */
export const DICTIONARY_CLASS_CODES = [
  'test_class_can_apply_for_grade',
  'appraiser_grade',
  'certificates_type',
  'certificate_grade',
  'appeal_status',
  'test_class_test_project_type',
  'edit_status',
  'education',
  'payment_status',
  'event_apply_status',
] as const;
export type DictionaryClassCode = (typeof DICTIONARY_CLASS_CODES)[number];

/** Education levels (dictionary `education`), from lowest to highest. */
export const EDUCATION_LABELS: Record<number, string> = {
  1: '小学',
  2: '初中',
  3: '高中',
  4: '中专',
  5: '大专',
  6: '本科',
  7: '硕士研究生',
  8: '博士研究生',
};

/**
 * Score edit status of an appeal handled by the institution (dictionary `edit_status`,
 * req: states.md#appeal-edit-status).
 */
export const EDIT_STATUS_LABELS: Record<number, string> = {
  0: '待处理',
  1: '已修改成绩',
  2: '已驳回',
};

/** Event-based grade application status (dictionary `event_apply_status`, req: states.md#event-application-status). */
export const EVENT_APPLY_STATUS_LABELS: Record<number, string> = {
  0: '待审核',
  1: '审核通过',
  2: '审核不通过',
};

/** Test subjects of a grade test (dictionary `test_class_test_project_type`); a test has up to four. */
export const TEST_PROJECT_TYPE_LABELS: Record<number, string> = {
  1: '步法移动',
  2: '发球',
  3: '击球技术',
  4: '实战对抗',
};

/** Media kind of a picture/video carousel item (`Photo/GetPhotoVideosList`). */
export const MediaType = { Picture: 1, Video: 2 } as const;
export type MediaTypeCode = (typeof MediaType)[keyof typeof MediaType];
export const MEDIA_TYPE_LABELS: Record<MediaTypeCode, string> = { 1: '图片', 2: '视频' };

/** Station message filter of `FrontStationNews/GetStationNewsList`: 0 all, 1 unread only. */
export const StationMessageFilter = { All: 0, Unread: 1 } as const;

/**
 * The kinds of order (decision 0030), one order model for all of them. The codes are the `payment_typeValue` the
 * institution's order centre chooses its pay-code call by (req: institution.md#order-centre).
 */
export const OrderKind = {
  TestSignUp: 1,
  PaperCertificate: 2,
  Training: 3,
  InstitutionDeposit: 4,
  BatchCertificate: 5,
  InstitutionPaidFee: 6,
} as const;
export type OrderKindCode = (typeof OrderKind)[keyof typeof OrderKind];
export const ORDER_KIND_LABELS: Record<OrderKindCode, string> = {
  1: '等级测试报名费',
  2: '证书证章费',
  3: '考评员培训费',
  4: '机构保证金',
  5: '批量申领证书证章费',
  6: '机构代缴报名费',
};

/** An unpaid order holds what it reserves (a test place) this long, then closes (product-decisions §4). */
export const ORDER_PAYMENT_WINDOW_MINUTES = 30;
/** The payment dialog asks for the order's status this often while it is open (req: constants.md). */
export const PAYMENT_POLL_SECONDS = 10;
