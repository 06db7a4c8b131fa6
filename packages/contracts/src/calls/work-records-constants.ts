/**
 * The fixed values of the evaluator's work records and the supervision form (issue 14 part W, decision 0035): page
 * size, the upload's limits, labels and the messages the service answers. zod-free (re-exported by `./constants`),
 * so the browser ships them too.
 */

/** Work records: 10 per page, the pager above 10 (002 §9). */
export const WORK_RECORD_PAGE_SIZE = 10;
export const WORK_RECORD_PAGER_ABOVE = 10;

/** grade_submission_status codes in which the leader may upload the supervision form (002 §7: 1, 3 or 4). */
export const SUPERVISION_FORM_UPLOAD_STATUSES: readonly number[] = [1, 3, 4];

/** The supervision form upload: one file, PDF (a filled and signed form) or a JPG/PNG photo or scan of it. */
export const SUPERVISION_FORM_UPLOAD = {
  field: 'file',
  maxBytes: 10 * 1024 * 1024,
  /** The file chooser's filter (the service checks the content, never the name). */
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
} as const;

/** The address of the supervision form template (a PDF the service draws; public, it holds no one's data). */
export const SUPERVISION_FORM_TEMPLATE_PATH = '/api/files/supervision-form-template.pdf';

/** The confirmation before the upload (002 §8) and the labels of the work list (the "uploaded" label is ours). */
export const SUPERVISION_FORM_LABELS = {
  confirm: '监督表提交后不可修改，是否提交？',
  uploaded: '已上传',
  notUploaded: '未上传',
  upload: '上传监督表',
  download: '下载监督表',
  template: '下载监督表模板',
  leader: '考评组长',
  member: '考评员',
  uploadSucceeded: '监督表上传成功',
} as const;

/** Messages of the work-record calls. */
export const WORK_RECORD_MESSAGES = {
  /** Not assigned to the class, or no such class: the same answer, so class ids cannot be probed. */
  classNotFound: '该测试班不存在或您未参与该测试班',
  notLeader: '只有考评组长可以上传监督表',
  statusNotOpen: '当前测试班成绩状态不可上传监督表',
  alreadyUploaded: '监督表已上传，不可修改',
  fileRequired: '请选择要上传的监督表',
  fileType: '监督表只能是 PDF/JPG/PNG 格式!',
  fileSize: '监督表大小不能超过 10MB!',
  fileCount: '只能上传一个监督表文件',
  formNotFound: '该测试班暂无监督表',
} as const;
