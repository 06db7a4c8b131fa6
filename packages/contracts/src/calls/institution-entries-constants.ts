import { RefundStatus } from '../workflow-states';

/**
 * The fixed values of the institution's entries and spreadsheet uploads (req: institution.md#view-entry, #row-refund,
 * #test-scheduling-uploads; decision 0060): page size, tabs, sheet kinds and limits, the row refund rule and the
 * messages. zod-free (re-exported by `./constants`), so the browser ships them too.
 */

/** View entry: 10 per page (institution constants). */
export const ENTRY_PAGE_SIZE = 10;

/** The view-entry tabs, sent as `type`: sign-up info 1, arrangement 2, scores 4, retake 5. */
export const ENTRY_TABS = [1, 2, 4, 5] as const;
export type EntryTab = (typeof ENTRY_TABS)[number];

/** Scheduling sheet kinds (`id` of testScheduling): 1 batch sign-up, 2 arrangement, 3 leave records (any other value: 3). */
export const SheetKind = { SignUp: 1, Arrangement: 2, Leave: 3 } as const;
export type SheetKindCode = (typeof SheetKind)[keyof typeof SheetKind];
export function sheetKindOf(value: unknown): SheetKindCode {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 3;
}

/** The upload: one file, field `file`, under 1 MB (institution constants). */
export const SHEET_UPLOAD = { field: 'file', maxBytes: 1024 * 1024 } as const;

/**
 * Hostile-file bounds (decision 0060): checked on the zip's entries before the workbook is parsed, and again on the
 * bytes actually inflated.
 */
export const SHEET_LIMITS = {
  /** Data rows per sheet (a header row besides). */
  maxRows: 5000,
  /** Bytes of all entries once inflated. */
  maxUncompressedBytes: 24 * 1024 * 1024,
  /** Entries in the zip. */
  maxEntries: 64,
} as const;

/** The columns of each kind's sheet (row 1 is this header, in this order). */
export const SHEET_COLUMNS: Readonly<Record<SheetKindCode, readonly string[]>> = {
  1: ['姓名', '性别', '证件类型', '证件号码', '出生日期', '手机号码', '报考等级'],
  2: ['姓名', '证件号码', '报考等级', '分组', '测试时间'],
  3: ['姓名', '证件号码', '报考等级'],
};

export const SHEET_TEMPLATE_NAMES: Readonly<Record<SheetKindCode, string>> = {
  1: '批量报名模板.xlsx',
  2: '测试安排模板.xlsx',
  3: '请假记录模板.xlsx',
};

/** Grade submission `grade_submission_status` labels (states.md, impl.): 0 未提交 … 4 已发布. */
export const GRADE_SUBMISSION_LABELS: Readonly<Record<number, string>> = {
  0: '未提交',
  1: '已提交，待审核',
  2: '已驳回',
  3: '审核通过',
  4: '已发布',
};
export const GRADE_SUBMISSION_UNSUBMITTED = '未提交';
export const GRADE_SUBMISSION_REJECTED = '已驳回';

/**
 * The row refund (req: institution.md#row-refund): a row 0 offers refund (→ 1) when the class-level flag is 0 or 3; a
 * row 1 offers cancel (→ 0). The value the action sets, or null when the row offers none.
 */
export function entryRefundTarget(rowRefundStatus: number, classRefundStatus: number): 0 | 1 | null {
  if (rowRefundStatus === RefundStatus.None) return classRefundStatus === RefundStatus.None || classRefundStatus === RefundStatus.Failed ? 1 : null;
  if (rowRefundStatus === RefundStatus.Refunding) return 0;
  return null;
}

export const INSTITUTION_ENTRY_MESSAGES = {
  classNotFound: '该测试班不存在',
  notApproved: '测试班审核通过后才能查看报名',
  entryNotFound: '该报名记录不存在',
  refundNotOffered: '该报名记录当前不可申请或取消退款',
  refundChanged: '该报名记录的退款状态已变更，请刷新后重试',
  refundStatusInvalid: '退款状态不正确',
  signUpClosed: '成绩已提交，不能再批量报名',
  noFile: '请选择要上传的文件！',
  fileType: '上传模板只能是 xls、xlsx格式!',
  oldXls: '暂不支持旧版 xls 文件，请在表格软件中另存为 xlsx 后上传',
  fileSize: '上传模板大小不能超过 1MB!',
  fileCount: '只能上传一个文件',
  tooLarge: '文件解压后过大，请检查文件',
  tooManyRows: `表格行数不能超过 5000 行`,
  formula: '表格中不能含有公式，请将公式单元格改为数值后上传',
  badHeader: '表格列与模板不一致，请下载模板填写',
  empty: '表格中没有数据',
  rowErrors: '表格中有错误，未导入任何数据，请修改后重新上传',
  full: '测试班名额不足',
  submitted: '提交成功!',
  submitFailed: '提交失败',
  downloadFailed: '下载失败',
  confirmLeave: '请确认本次请假学员已标记？',
  row: {
    name: '请填写正确的姓名',
    sex: '性别只能填写男或女',
    idType: '证件类型只能是居民身份证、港澳通行证、台湾通行证或护照',
    idNumber: '证件号码不正确',
    birthday: '出生日期不正确（格式 YYYY-MM-DD）',
    mobile: '请填写正确的手机号码',
    grade: '报考等级不是该测试班的等级',
    duplicate: '表格中该人员同一等级重复',
    alreadySignedUp: '该人员已报名该测试班的该等级',
    notAthlete: '该证件号码已注册为其他账号，请核对',
    group: '请填写分组（不超过 20 个字符）',
    time: '请填写测试时间（不超过 50 个字符）',
    notEntered: '该人员未报名该测试班的该等级',
    alreadyOnLeave: '该人员已有请假记录',
  },
} as const;

/** The certificate (identity document) types a sheet may name (accounts.md): 1 居民身份证 … 4 护照. */
export const SHEET_ID_TYPES: Readonly<Record<string, 1 | 2 | 3 | 4>> = { 居民身份证: 1, 港澳通行证: 2, 台湾通行证: 3, 护照: 4 };
