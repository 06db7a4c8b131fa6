import { z } from 'zod';
import { defineCall } from '../define';
import { recordId, numeric } from './fields';
import { ENTRY_PAGE_SIZE, INSTITUTION_ENTRY_MESSAGES } from './institution-entries-constants';

/**
 * The institution's entries and spreadsheets (req: institution.md#view-entry, #row-refund, #test-scheduling-uploads;
 * decision 0060). Role 3 only, behind the qualification gate; only the caller's own finally approved classes (another
 * institution's class or entry answers as if it did not exist). Sheets are xlsx, read and written with exceljs; an
 * upload imports all of its rows in one transaction or none.
 */

export const entryItem = z.object({
  application_id: z.number().int().describe('报名记录编号'),
  name: z.string(),
  xing_bie: z.string().describe('性别（男/女）'),
  certificates_type: z.number().int(),
  certificates_number: z.string(),
  grade: z.string().describe('报考等级名称'),
  grade_value: z.number().int(),
  test_class_title: z.string(),
  refund_status: z.number().int().describe('0 未退费，1 退费中，2 已退费，其他 退费失败'),
  application_method: z.number().int().describe('1 本人报名，2 机构批量报名'),
  arrange_group: z.string().nullable(),
  arrange_time: z.string().nullable(),
  leave_status: z.number().int().describe('0 无，1 请假，2 已放弃'),
  payment_status: z.string().nullable().describe('报名订单状态'),
  subject_1: z.number().nullable(),
  subject_2: z.number().nullable(),
  subject_3: z.number().nullable(),
  subject_4: z.number().nullable(),
  certificate_grade: z.string().nullable(),
  certificate_numbering: z.string().nullable(),
});
export type EntryItem = z.infer<typeof entryItem>;

export const getEntryList = defineCall({
  path: 'TestMechanism/GetEntryList',
  summary: '查看报名（每页10条）：type 1 报名信息，2 测试安排，4 成绩，5 补考；仅中羽协审核通过的本机构测试班',
  input: z.object({
    test_class_id: recordId('测试班编号'),
    type: numeric(z.number().int().refine((v) => v === 1 || v === 2 || v === 4 || v === 5, '类型不正确')).default(1),
    limit: numeric(z.number().int().min(1).max(50)).default(ENTRY_PAGE_SIZE),
    page: numeric(z.number().int().min(1).max(100000)).default(1),
  }),
  output: z.object({
    items: z.array(entryItem),
    totalCount: z.number().int(),
    test_class_title: z.string(),
    grade_submission_status: z.string().describe('未提交、已提交，待审核、已驳回、审核通过、已发布'),
    grade_submission_msg: z.string().nullable().describe('驳回理由'),
    refund_status: z.number().int().describe('测试班级退款状态'),
  }),
});

export const setEntryRefund = defineCall({
  path: 'TestMechanism/SetEntryRefund',
  summary: '报名记录退费：退费状态 0 且测试班退款状态 0 或 3 时 status 1 申请（0→1），退费状态 1 时 status 0 取消（1→0）',
  input: z.object({
    application_id: recordId('报名记录编号'),
    status: numeric(
      z
        .number({ error: INSTITUTION_ENTRY_MESSAGES.refundStatusInvalid })
        .int(INSTITUTION_ENTRY_MESSAGES.refundStatusInvalid)
        .refine((value) => value === 0 || value === 1, INSTITUTION_ENTRY_MESSAGES.refundStatusInvalid),
    ),
  }),
  output: z.object({}),
});

const sheetFile = z.object({
  filePath: z.string().describe('data: 地址（xlsx），前端后台获取后保存'),
  fileName: z.string(),
});

export const downloadEntrySheet = defineCall({
  path: 'TestMechanism/DownloadEntrySheet',
  summary: '下载报名信息（xlsx，由服务生成）：本机构中羽协审核通过的测试班的全部报名',
  input: z.object({ test_class_id: recordId('测试班编号') }),
  output: sheetFile,
});

export const getSheetTemplate = defineCall({
  path: 'TestMechanism/GetSheetTemplate',
  summary: '下载上传模板（xlsx）：id 1 批量报名，2 测试安排，3 请假记录',
  input: z.object({ id: numeric(z.number().int().min(1).max(3)) }),
  output: sheetFile,
});

export const sheetRowError = z.object({ row: z.number().int().describe('表格行号'), name_zh: z.string(), errorMsg: z.string() });

export const importEntrySheet = defineCall({
  path: 'TestMechanism/ImportEntrySheet',
  summary:
    '上传表格（multipart，文件字段 file：xlsx，按内容识别，小于1MB，一个文件）：id 1 批量报名，2 测试安排，3 请假记录；' +
    '全部导入或全部不导入；失败时 data.errorList 为逐人错误，批量报名时 data.retakeList 为有请假记录的人员',
  input: z.object({
    test_class_id: recordId('测试班编号'),
    id: numeric(z.number().int().min(1).max(9)).default(3).describe('1 批量报名，2 测试安排，其他 请假记录'),
  }),
  output: z.object({
    isSuccess: z.boolean().describe('false：表格有错误，未导入任何数据（见 data.errorList）'),
    errorMsg: z.string(),
    items: z.number().int().describe('导入的行数'),
    data: z.object({
      errorList: z.array(sheetRowError),
      retakeList: z.array(z.object({ name_zh: z.string(), certificates_number: z.string(), grade: z.string() })),
    }),
  }),
  isFormSubmit: true,
});
