/**
 * The fixed values of the back office's content editing (issue 26; decision 0070; req: back-office.md#content-editing):
 * kinds, limits, the banner safe area and every message the service answers. zod-free, for the browser too.
 */

/** The articles the back office edits: news, notices and FAQ entries (one table, `articles.kind`). */
export const CONTENT_ARTICLE_KINDS = ['news', 'notice', 'faq'] as const;
export type ContentArticleKind = (typeof CONTENT_ARTICLE_KINDS)[number];

/** The home-page placements: banners, partner logos and the picture/video gallery. */
export const CONTENT_PLACEMENT_KINDS = ['banner', 'partner', 'media'] as const;
export type ContentPlacementKind = (typeof CONTENT_PLACEMENT_KINDS)[number];

/** What each kind is called on the screens and in the audit log. */
export const CONTENT_KIND_LABELS = {
  news: '新闻',
  notice: '公告',
  faq: '常见问题',
  banner: '轮播图',
  partner: '合作伙伴',
  media: '图片视频',
  contact: '联系我们',
} as const;

/** Page size of the back office's article lists. */
export const ADMIN_ARTICLE_PAGE_SIZE = 10;

/** Most placements of a kind (the home page shows them all; the banner carousel and logo row stay usable). */
export const CONTENT_PLACEMENT_LIMITS = { banner: 10, partner: 60, media: 120 } as const;

/** Text limits of the content forms, in characters. */
export const CONTENT_TEXT_LIMITS = {
  subject: 100,
  summary: 200,
  /** Of the HTML as sent (before sanitizing). */
  body: 100_000,
  title: 50,
  url: 500,
  contactName: 50,
  accountName: 30,
  copyright: 200,
  policeRecord: 100,
} as const;

/** Upload limits of `AdminContent/UploadFile` (by content, decision 0020/0035). */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const CONTENT_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const CONTENT_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const CONTENT_ATTACHMENT_ACCEPT = '.pdf,application/pdf';
export const CONTENT_VIDEO_ACCEPT = '.mp4,video/mp4';

/**
 * The banner canvas and its safe area (decision 0014 §3): the carousel crops a 1920 × 520 picture around its centre,
 * and a phone shows only x 470–1450 of it. A banner's text belongs inside that band.
 */
export const BANNER_CANVAS = { width: 1920, height: 520, safeLeft: 470, safeRight: 1450 } as const;

/** Every refusal and confirmation of the content calls. */
export const ADMIN_CONTENT_MESSAGES = {
  subjectRequired: '请输入标题',
  subjectTooLong: `标题不能超过${CONTENT_TEXT_LIMITS.subject}个字符`,
  questionRequired: '请输入问题',
  summaryTooLong: `摘要不能超过${CONTENT_TEXT_LIMITS.summary}个字符`,
  bodyRequired: '请输入正文',
  answerRequired: '请输入答案',
  bodyTooLong: '正文过长，请删减后重试',
  bodyEmptyAfterClean: '正文没有可显示的内容，请检查后重试',
  publishDateInvalid: '发布时间格式应为 YYYY-MM-DD HH:mm:ss',
  publishDateFuture: '发布时间不能晚于当前时间',
  kindInvalid: '内容类型无效',
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过${CONTENT_TEXT_LIMITS.title}个字符`,
  nameRequired: '请输入名称',
  nameTooLong: `名称不能超过${CONTENT_TEXT_LIMITS.title}个字符`,
  linkRequired: '请输入链接地址',
  linkInvalid: '链接地址应以 http:// 或 https:// 开头，或为站内地址（以 / 开头）',
  linkTooLong: `链接地址不能超过${CONTENT_TEXT_LIMITS.url}个字符`,
  imageRequired: '请上传图片',
  videoRequired: '请上传视频文件',
  mediaTypeInvalid: '请选择图片或视频',
  fileUnknown: '文件不存在或未通过上传检查，请重新上传',
  attachmentNameRequired: '请输入附件名称',
  attachmentNameTooLong: '附件名称不能超过100个字符',
  notFound: '该内容不存在或已删除',
  tooMany: (label: string, limit: number) => `${label}最多${limit}条，请先删除不用的再添加`,
  cannotMove: '已经在最前或最后，无法再移动',
  moveFaqOnly: '只有常见问题可以调整顺序，新闻和公告按发布时间排列',
  contactNameRequired: '请输入单位名称',
  contactNameTooLong: `单位名称不能超过${CONTENT_TEXT_LIMITS.contactName}个字符`,
  accountNameRequired: '请输入服务号名称',
  accountNameTooLong: `服务号名称不能超过${CONTENT_TEXT_LIMITS.accountName}个字符`,
  copyrightRequired: '请输入版权信息',
  copyrightTooLong: `版权信息不能超过${CONTENT_TEXT_LIMITS.copyright}个字符`,
  policeRecordRequired: '请输入备案号',
  policeRecordTooLong: `备案号不能超过${CONTENT_TEXT_LIMITS.policeRecord}个字符`,
  uploadKindRequired: '请选择要上传的文件',
  imageType: '上传图片只能是 JPG/PNG 格式!',
  imageSize: '上传图片大小不能超过 5MB!',
  attachmentType: '上传附件只能是 PDF 格式!',
  attachmentSize: '上传附件大小不能超过 20MB!',
  videoType: '上传视频只能是 MP4 格式!',
  videoSize: '上传视频大小不能超过 50MB!',
  oneFile: '每次只能上传一个文件',
  saved: '保存成功',
  published: '已发布',
  unpublished: '已下线',
  deleted: '已删除',
  moved: '顺序已调整',
} as const;
