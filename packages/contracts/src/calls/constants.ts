/**
 * The fixed values of the calls: page sizes, limits and the messages the service answers. zod-free, so the
 * browser entry (`src/web.ts`) ships them without the schemas; the call modules import them from here.
 */

export * from './scores-appeals-constants';
export * from './certificate-delivery-constants';
export * from './test-sign-up-constants';
export * from './work-records-constants';
export * from './training-orders-constants';
export * from './institution-classes-constants';
export * from './institution-qualification-constants';
export * from './admin-review-constants';
export * from './admin-content-constants';

// ---------------------------------------------------------------- accounts

/** Fixed account messages the service answers (shared with the clients and the tests). */
export const ACCOUNT_MESSAGES = {
  decryptFailed: '登录信息已失效，请刷新页面后重试',
  smsTooFrequent: '验证码发送过于频繁，请稍后再试',
  smsDailyLimit: '今日验证码发送次数已达上限',
  smsSendFailed: '验证码发送失败，请重新获取',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  mobileRegistered: '该手机号已注册',
  registerNotVerified: '请先完成手机号验证',
  wrongCredentials: '账号或密码错误',
  bulkAccount: '您的账号由测试机构批量注册，请使用身份证号作为账号登录',
  signInThrottled: '登录尝试过于频繁，请15分钟后再试',
  weChatNotBound: '该微信尚未绑定平台账号，请先注册',
  weChatKeyExpired: '微信登录已失效，请重新扫码',
  bindTicketExpired: '绑定手机号的凭证已失效，请重新登录',
  accountNotFound: '该账号不存在',
  oldPasswordWrong: '原密码错误',
  mobileTaken: '该手机号已被其他账号使用',
  sameMobile: '新手机号与当前手机号相同',
  messageNotFound: '消息不存在',
} as const;

/** Registration and its SMS flow offer the three public roles (req: accounts.md#roles-and-permissions). */
export const REGISTRABLE_USER_TYPES = [1, 2, 3] as const;

// ---------------------------------------------------------------- messages

/** Page size of the message centre (req: constants.md#page-sizes-and-pagers). */
export const STATION_MESSAGE_PAGE_SIZE = 6;

// ---------------------------------------------------------------- news

/** Page size of the news and notice lists (req: constants.md#page-sizes-and-pagers). */
export const ARTICLE_PAGE_SIZE = 20;

// ---------------------------------------------------------------- photo

/**
 * The one FAQ category `Photo/GetQuestionsList` serves, `question=1`
 * (req: public-portal.md#frequently-asked-questions).
 */
export const FAQ_QUESTION_CATEGORY = 1;

// ---------------------------------------------------------------- profile

/** Fixed profile messages the service answers. */
export const PROFILE_MESSAGES = {
  avatarType: '上传头像图片只能是 JPG/PNG 格式!',
  avatarSize: '上传头像图片大小不能超过 1MB!',
  photoType: '上传图片只能是 JPG/PNG 格式!',
  photoSize: '上传图片大小不能超过 1MB!',
  tooManyPhotos: '最多可上传三张实景图照片',
  sexRequired: '请选择性别',
  birthdayRequired: '请选择出生日期',
  birthdayMismatch: '出生日期与身份证号码不一致',
  regionRequired: '请选择省/市/地区',
  addressRequired: '请输入详细地址',
  educationRequired: '请选择学历',
  keyFieldsLocked: '带*号的关键信息已提交，不能自行修改，如需修改请联系审核人员',
  nicknameTaken: '该简称已被使用',
  fullNameTaken: '该机构名称已被使用',
  nicknameRequired: '请填写简称',
  nicknameTooLong: '简称不能超过8个字',
  fullNameRequired: '请填写机构名称',
  businessLicenseRequired: '请填写营业执照编号',
  institutionAddressRequired: '请填写机构注册详细地址',
  legalPersonRequired: '请填写法人姓名',
  legalPersonIdTypeRequired: '请选择法人证件类型',
  legalPersonIdRequired: '请输入身份证号码',
  phoneInvalid: '请输入正确的电话',
} as const;

/** Largest avatar / institution photo (1 MB). */
export const PROFILE_PHOTO_MAX_BYTES = 1024 * 1024;

/** At most three institution photos. */
export const INSTITUTION_PHOTO_LIMIT = 3;

/** Institution nickname (简称) length limit. */
export const NICKNAME_MAX_LENGTH = 8;

// ---------------------------------------------------------------- public-portal

/** Page sizes (req: constants.md#page-sizes-and-pagers). */
export const PORTAL_PAGE_SIZES = {
  index: 10,
  institutions: 20,
  evaluators: 20,
  athletes: 20,
  testClasses: 10,
  trainingClasses: 5,
  athleteTestRecords: 10,
} as const;

/**
 * The most matches a name search of the public athlete list counts and pages through (decision 0084): its total is
 * `min(matches, cap)`, a page past it is empty, and the screen then says the list shows the first ones and asks for a
 * fuller name or a region. One Chinese character matches tens of thousands of athletes nationally; counting them all
 * read every match on each page.
 */
export const ATHLETE_NAME_SEARCH_CAP = 1000;

/**
 * The most athletes the public athlete list pages through, filtered or not (decision 0084): 500 pages of 20. A page
 * past it is empty; the total stays exact, and the screen's pager stops there and asks for a filter. A page N reads
 * the N × 20 rows before it (OFFSET), about 0.8 s at page 40,000 of the national list.
 */
export const ATHLETE_LIST_DEPTH = 10_000;

/**
 * Lists whose pager appears above a total other than their page size (req: public-portal.md#training-class-list): the
 * 5-per-page training list shows its pager only above 6, so its first page holds up to 6 classes when there are no more
 * than 6.
 */
export const PORTAL_PAGER_ABOVE = {
  trainingClasses: 6,
} as const;

/** Fixed messages of the portal calls. */
export const PORTAL_MESSAGES = {
  institutionNotFound: '该测试机构不存在',
  evaluatorNotFound: '该考评员不存在',
  athleteNotFound: '该运动员不存在',
  testClassNotFound: '该测试班不存在或未开放报名',
  trainingClassNotFound: '该培训班不存在',
  outsideRegistration: '不在当前报名时间范围内',
  testClassStopped: '该测试班已停止报名',
  profileRequired: '请完善您的个人信息',
  queryTooFrequent: '查询过于频繁，请稍后再试',
  certificateTypeInvalid: '证件类型无效',
} as const;

// ---------------------------------------------------------------- regions

/** `parent_id` value that asks for the provinces. */
export const PROVINCE_PARENT_ID = -1;

/** The fixed intro of 赛事等级申请 (/personal/competitionApplication); its first-paint frame draws it too (decision 0045). */
export const EVENT_APPLICATION_INTRO = '以下为您在赛事中取得的、可申请认定等级的成绩，点击“申请”提交审核。';

/**
 * The fixed hints above the basic-information forms (packages/account's profile forms; the service's first-paint
 * frame of /personal/completeInformation draws the same text, decision 0045).
 */
export const PROFILE_FORM_HINTS = {
  person: '带 * 号为必填项；姓名、性别、证件类型、证件号码、出生日期为关键信息，首次提交后不能自行修改。',
  institution: '带 * 号为必填项；机构名称、营业执照编号、法人姓名、法人证件类型、法人证件号码为关键信息，首次提交后不能自行修改。',
} as const;
export * from './institution-orders-appeals-constants';
export * from './institution-entries-constants';
export * from './institution-scores-constants';
export * from './institution-batch-certificates-constants';
export * from './admin-grades-constants';
export * from './admin-events-constants';
export * from './admin-money-constants';
export * from './admin-audit-constants';
export * from './admin-accounts-constants';
export * from './admin-training-constants';
export * from './admin-fees-constants';
