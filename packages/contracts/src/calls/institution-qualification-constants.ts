/**
 * The fixed values of the institution's qualification, contracts, real-name and seal (req: institution.md
 * #qualification-application, #contracts, #real-name-authentication, #seal-upload; issue 24; decision 0058): page size,
 * limits, the form's option groups, labels and the messages. zod-free (re-exported by `./constants`), so the browser
 * ships them too.
 */

/** Contracts: 8 per page; the pager appears only above that (req: institution.md#institution-constants). */
export const CONTRACT_PAGE_SIZE = 8;

/** The licence, real-name images and the seal: JPG/PNG under 4 MB (a file of exactly 4 MB is refused). */
export const QUALIFICATION_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** The file chooser's filter (the service checks the content, never the name). */
export const QUALIFICATION_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
/** Further attachments of a qualification application besides the licence. */
export const QUALIFICATION_ATTACHMENT_LIMIT = 3;

/** The three text areas: at most 500 characters each. */
export const QUALIFICATION_TEXT_MAX = 500;

/** The eligibility hints shown to institutions (req: institution.md#qualification-application). */
export const QUALIFICATION_HINTS = {
  courts: 4,
  testsPerYear: 1,
  personTimesPerYear: 100,
  lines: [
    '申请机构须具备不少于 4 片标准羽毛球场地；',
    '每年至少组织 1 次等级测试，年测试规模约 100 人次。',
  ],
} as const;

/**
 * The seven groups of `comprehensive_content` (institution qualification, credit, venue, equipment, personnel
 * management, promotion, organisation requirements), each at least one selection (decision 0058: the spec names the
 * groups but not their options). On the wire: the groups joined by `|`, the values within a group by `,`.
 */
export const QUALIFICATION_GROUPS = [
  { key: 'qualification', label: '机构资质', options: ['依法登记注册的法人单位', '经营范围包含体育培训或赛事活动', '成立满一年'] },
  { key: 'credit', label: '信用情况', options: ['无不良信用记录', '近三年无重大安全事故'] },
  { key: 'venue', label: '场地条件', options: ['不少于4片标准场地', '场地照明符合比赛要求', '配备休息及候场区域'] },
  { key: 'equipment', label: '器材设施', options: ['配备标准球网、球柱', '配备测试计时及记录设备', '配备急救药品及器材'] },
  { key: 'personnel', label: '人员管理', options: ['配备专职管理人员', '配备持证考评员', '配备安全保障人员'] },
  { key: 'promotion', label: '宣传推广', options: ['有固定宣传渠道', '开展青少年推广活动'] },
  { key: 'organisation', label: '组织要求', options: ['每年至少组织1次等级测试', '年测试规模约100人次', '建立测试档案管理制度'] },
] as const;

/** 申报等级 choices: the adult grade codes an institution may test (1–9). */
export const QUALIFICATION_GRADE_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 1, label: '一级' },
  { value: 2, label: '二级' },
  { value: 3, label: '三级' },
  { value: 4, label: '四级' },
  { value: 5, label: '五级' },
  { value: 6, label: '六级' },
  { value: 7, label: '七级' },
  { value: 8, label: '八级' },
  { value: 9, label: '九级' },
];

/** The statuses in which the institution may edit and submit (req: states.md#qualification-approval-status). */
export const QUALIFICATION_EDITABLE_STATUSES: readonly (number | null)[] = [null, 1, 4];

/** How the status view names each status (the institution's words; 2 and 1 wait for the associations). */
export const QUALIFICATION_STATUS_VIEW: Readonly<Record<number, string>> = {
  1: '待审核（省协会审核中）',
  2: '省协会初审通过，中羽协终审中',
  3: '审核通过',
  4: '审核未通过',
};

/** The notice the institution acknowledges before submitting (req: institution.md#qualification-application). */
export const QUALIFICATION_NOTICE =
  '提交资质申请即表示本机构承诺所填信息及上传材料真实、准确、完整；资质申请由所在省羽毛球协会初审、中国羽毛球协会终审，审核期间不能修改；审核未通过的，可修改后重新提交。';

/** The qualification form's messages: the spec's words where it gives them. */
export const QUALIFICATION_MESSAGES = {
  licenceRequired: '请上传营业执照',
  licenceType: '上传营业执照只能是 JPG/PNG 格式!',
  licenceSize: '上传机构营业执照大小不能超过 4MB!',
  attachmentCount: `附件最多上传${QUALIFICATION_ATTACHMENT_LIMIT}个`,
  addressRequired: '请输入详细地址',
  siteRequired: '请填写测试场地名称',
  countRequired: '请输入塑胶场地数量',
  countInvalid: '请输入正确的数量',
  gradeRequired: '请选择申报等级',
  groupRequired: (label: string) => `请选择${label}`,
  facilityRequired: '请填写场地设施介绍',
  promotionRequired: '请填写宣传教育资源',
  recentRequired: '请填写近期开展情况',
  textLimit: '内容已达到最大限制',
  noticeRequired: '请阅读并勾选申请须知',
  commitmentRequired: '请勾选承诺书',
  profileRequired: '请先完善机构基本信息',
  notEditable: '资质申请审核中或已通过，不能修改',
  submitted: '提交成功',
} as const;

/** The contract list's labels (req: institution.md#contracts; states.md#contract-status). */
export const CONTRACT_LABELS = {
  sign: '签署',
  signAgain: '重新签署',
  paid: '已支付',
  pending: '待支付',
  pay: '支付保证金',
  receipt: '查看收据',
  receiptPending: '收据开具中',
  realName: '实名认证',
  applyCert: '申请实名证书',
  seal: '印章上传',
  certOk: '申请成功',
  certFailed: '申请失败，请重新实名认证',
  notSigned: '未签署',
} as const;

/**
 * The deposit of the cooperation agreement a final qualification approval opens: 5,000 元, in fen (decision 0077; the
 * spec names `deposit1` but no amount).
 */
export const CONTRACT_DEPOSIT_FEN = 500_000;

/** The title of the agreement opened for a validity (wire dates). */
export function contractTitle(start: string, end: string): string {
  return `等级评定测试机构合作协议（${start} 至 ${end}）`;
}

/** Messages of the contract calls. */
export const CONTRACT_MESSAGES = {
  notFound: '该合同不存在',
  alreadySigned: '该合同已签署',
  notSigned: '合同签署完成后才能支付保证金',
  alreadyPaid: '保证金已支付',
  noDeposit: '该合同无需支付保证金',
  realNameRequired: '请先完成实名认证',
  certFailed: '申请失败，请重新实名认证',
  unavailable: '电子签约服务暂不可用，请稍后重试',
} as const;

/** The real-name form's fields, in the order the form shows them, with their messages. */
export const REAL_NAME_FIELDS = [
  { key: 'company_name', label: '机构名称', message: '请填写机构名称' },
  { key: 'credit_no', label: '统一社会信用代码', message: '请填写统一社会信用代码' },
  { key: 'legal_name', label: '法人/授权代表姓名', message: '请填写法人/授权代表姓名' },
  { key: 'legal_id', label: '法人/授权代表身份证号', message: '请填写法人/授权代表身份证号' },
  { key: 'legal_mobile', label: '法人/授权代表手机号', message: '请填写法人/授权代表手机号' },
  { key: 'bank_card_no', label: '对公银行账号', message: '请填写对公银行账号' },
  { key: 'bank_id', label: '开户银行编号', message: '请填写开户银行编号' },
  { key: 'bank_name', label: '开户银行名称', message: '请填写开户银行名称' },
  { key: 'subbranch_name', label: '开户支行名称', message: '请填写开户支行名称' },
] as const;

export type RealNameFieldKey = (typeof REAL_NAME_FIELDS)[number]['key'];

/** Messages of the real-name calls: the spec's words for the images. */
export const REAL_NAME_MESSAGES = {
  licenceRequired: '请上传机构营业执照',
  licenceType: '上传营业执照只能是 JPG/PNG 格式!',
  licenceSize: '上传机构营业执照大小不能超过 4MB!',
  idRequired: '请上传法人/授权代表身份证',
  idType: '身份证照只能是 JPG/PNG 格式!',
  idSize: '身份证照大小不能超过 4MB!',
  fileCount: '每项只能上传一张图片',
  reverify: '重新认证',
  passed: '认证通过',
  verifying: '认证中',
  failed: '认证未通过',
} as const;

/** Messages of the seal upload. */
export const SEAL_MESSAGES = {
  required: '请上传印章',
  type: '上传印章只能是 JPG/PNG 格式!',
  size: '上传印章大小不能超过 4MB!',
  count: '只能上传一个印章',
  uploaded: '上传成功',
} as const;

/** The e-sign platform's callback routes (form-urlencoded posts, outside the call envelope). */
export const E_SIGN_NOTIFY_PATHS = {
  sign: '/api/e-sign/notify/sign',
  verify: '/api/e-sign/notify/verify',
} as const;
