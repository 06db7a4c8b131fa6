import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import {
  ADMIN_ARTICLE_PAGE_SIZE,
  ADMIN_CONTENT_MESSAGES as M,
  CONTENT_ARTICLE_KINDS,
  CONTENT_PLACEMENT_KINDS,
  CONTENT_TEXT_LIMITS as L,
} from './admin-content-constants';
import { blankAsAbsent, integerOf, looseFormText, nullableText, numeric, optionalDateTime, recordId, searchKeyword } from './fields';

/**
 * The back office's content editing (issue 26; decision 0070; req: back-office.md#content-editing): news, notices
 * and FAQ entries (articles), banners, partner logos and the picture/video gallery (placements), the footer's
 * contact-us block, and the one upload call their pictures, attachments and videos go through. National administrator
 * (role 5) only. Every write drops the public content answers from the answer cache, so the portal shows it at once.
 * The service words every rule (the contracts only bound the fields loosely, so its messages are the ones answered).
 */

const noAnswer = z.object({});

/** Text a form may send empty, bounded generously: the service words the limits. */
const formText = looseFormText;

/** A published filter: '1' published, '0' not, absent both. */
const publishedFilter = blankAsAbsent(
  z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])], { error: '发布状态无效' })
    .transform((value) => value === true || value === '1' || value === 'true')
    .optional(),
).describe('发布状态：1 已发布，0 未发布，不传为全部');

const articleKind = z.enum(CONTENT_ARTICLE_KINDS, { error: M.kindInvalid }).describe('news 新闻、notice 公告、faq 常见问题');
const placementKind = z.enum(CONTENT_PLACEMENT_KINDS, { error: M.kindInvalid }).describe('banner 轮播图、partner 合作伙伴、media 图片视频');
const direction = z.enum(['up', 'down'], { error: '移动方向无效' }).describe('up 上移，down 下移');

// ---------------------------------------------------------------- overview

export const contentSectionCount = z.object({
  section: z.string().describe('news、notice、faq、banner、partner、media'),
  total: z.number().int(),
  published: z.number().int(),
});
export type ContentSectionCount = z.infer<typeof contentSectionCount>;

export const getContentOverview = defineCall({
  path: 'AdminContent/GetOverview',
  summary: '内容管理概览：各类内容的总数与已发布数，以及“联系我们”是否已填写',
  input: z.object({}),
  output: z.object({ items: z.array(contentSectionCount), hasContact: z.boolean() }),
});

// ---------------------------------------------------------------- articles

export const adminArticleItem = z.object({
  id: z.number().int(),
  kind: articleKind,
  news_subject: z.string(),
  summary: nullableText,
  thumbnail: nullableText.describe('封面图（/wwwroot/...）'),
  attachmentname: nullableText,
  attachmentpath: nullableText,
  publish_date: wireDateTime,
  createdate: wireDateTime,
  is_published: z.boolean(),
  sort: z.number().int().describe('常见问题的顺序（升序）'),
});
export type AdminArticleItem = z.infer<typeof adminArticleItem>;

export const adminArticleDetail = adminArticleItem.extend({ news_content: z.string().describe('正文（已净化的 HTML）') });
export type AdminArticleDetail = z.infer<typeof adminArticleDetail>;

export const getAdminArticleList = defineCall({
  path: 'AdminContent/GetArticleList',
  summary:
    '新闻、公告或常见问题列表（含未发布）：关键字、发布状态、发布时间范围筛选；新闻和公告按发布时间倒序，常见问题按顺序；' +
    'counts 为同一筛选下全部、已发布、未发布的条数',
  input: pagingInputWith(ADMIN_ARTICLE_PAGE_SIZE)
    .extend({
      kind: articleKind,
      keyword: searchKeyword(),
      published: publishedFilter,
      startTime: optionalDateTime('开始时间'),
      endTime: optionalDateTime('结束时间'),
    })
    .refine((value) => !value.startTime || !value.endTime || value.startTime <= value.endTime, {
      message: '开始时间不能晚于结束时间',
      path: ['startTime'],
    }),
  output: pagedOf(adminArticleItem).extend({
    counts: z.object({ all: z.number().int(), published: z.number().int(), unpublished: z.number().int() }),
  }),
});

export const getAdminArticle = defineCall({
  path: 'AdminContent/GetArticle',
  summary: '一篇新闻、公告或常见问题（含未发布），带正文',
  input: z.object({ id: recordId('内容编号') }),
  output: z.object({ item: adminArticleDetail }),
});

export const saveAdminArticle = defineCall({
  path: 'AdminContent/SaveArticle',
  summary:
    '新建（不传 id）或修改一篇新闻、公告或常见问题：正文先经统一白名单净化再保存；封面图、附件须为 AdminContent/UploadFile 上传的文件' +
    '（或保持原值）；publish_date 不传为当前时间，不能晚于当前时间；is_published 决定是否发布。写入审计记录，公开页面立即更新',
  input: z.object({
    id: blankAsAbsent(recordId('内容编号').optional()),
    kind: articleKind,
    news_subject: formText(L.subject).describe('标题（常见问题为问题）'),
    summary: formText(L.summary).describe('摘要（新闻，选填）'),
    news_content: formText(L.body).describe('正文 HTML（常见问题为答案）'),
    publish_date: formText(19).describe('发布时间 YYYY-MM-DD HH:mm:ss，不传为当前时间'),
    thumbnail: formText(L.url).describe('封面图地址（新闻，选填）'),
    attachmentpath: formText(L.url).describe('附件地址（公告，选填）'),
    attachmentname: formText(100).describe('附件名称（公告；不传为上传时的文件名）'),
    is_published: z.boolean({ error: '发布状态无效' }).default(false).describe('保存后是否发布'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const setAdminArticlePublished = defineCall({
  path: 'AdminContent/SetArticlePublished',
  summary: '发布或下线一篇新闻、公告或常见问题（下线后公开页面不再显示）；写入审计记录',
  input: z.object({ id: recordId('内容编号'), is_published: z.boolean({ error: '发布状态无效' }) }),
  output: noAnswer,
});

export const deleteAdminArticle = defineCall({
  path: 'AdminContent/DeleteArticle',
  summary: '删除一篇新闻、公告或常见问题（不可恢复；审计记录保留删除前的全部内容）',
  input: z.object({ id: recordId('内容编号') }),
  output: noAnswer,
});

export const moveAdminArticle = defineCall({
  path: 'AdminContent/MoveArticle',
  summary: '把一条常见问题上移或下移一位（公开的常见问题按此顺序）；写入审计记录',
  input: z.object({ id: recordId('内容编号'), direction }),
  output: noAnswer,
});

// ---------------------------------------------------------------- placements

export const adminPlacementItem = z.object({
  id: z.number().int(),
  kind: placementKind,
  title: z.string().describe('标题（合作伙伴为名称）'),
  file_path: z.string().describe('图片（视频为封面）'),
  link_url: z.string().describe('点击打开的地址（图片视频为空）'),
  media_type: z.number().int().nullable().describe('图片视频：1 图片，2 视频'),
  video_path: nullableText,
  sort: z.number().int(),
  is_published: z.boolean(),
});
export type AdminPlacementItem = z.infer<typeof adminPlacementItem>;

export const getAdminPlacementList = defineCall({
  path: 'AdminContent/GetPlacementList',
  summary: '轮播图、合作伙伴或图片视频的全部条目（含未发布），按首页的顺序；可按关键字、发布状态筛选；counts 为全部与已发布条数',
  input: z.object({ kind: placementKind, keyword: searchKeyword(), published: publishedFilter }),
  output: z.object({
    items: z.array(adminPlacementItem),
    counts: z.object({ all: z.number().int(), published: z.number().int(), limit: z.number().int() }),
  }),
});

export const saveAdminPlacement = defineCall({
  path: 'AdminContent/SavePlacement',
  summary:
    '新建（不传 id，排在最后）或修改一条轮播图、合作伙伴或图片视频：图片、视频须为 AdminContent/UploadFile 上传的文件（或保持原值）；' +
    '写入审计记录，首页立即更新',
  input: z.object({
    id: blankAsAbsent(recordId('条目编号').optional()),
    kind: placementKind,
    title: formText(L.title),
    file_path: formText(L.url),
    link_url: formText(L.url),
    media_type: blankAsAbsent(numeric(integerOf('类型')).optional()).describe('图片视频：1 图片，2 视频'),
    video_path: formText(L.url),
    is_published: z.boolean({ error: '发布状态无效' }).default(true),
  }),
  output: z.object({ id: z.number().int() }),
});

export const setAdminPlacementPublished = defineCall({
  path: 'AdminContent/SetPlacementPublished',
  summary: '发布或下线一条轮播图、合作伙伴或图片视频；写入审计记录',
  input: z.object({ kind: placementKind, id: recordId('条目编号'), is_published: z.boolean({ error: '发布状态无效' }) }),
  output: noAnswer,
});

export const deleteAdminPlacement = defineCall({
  path: 'AdminContent/DeletePlacement',
  summary: '删除一条轮播图、合作伙伴或图片视频（不可恢复；审计记录保留删除前的内容）',
  input: z.object({ kind: placementKind, id: recordId('条目编号') }),
  output: noAnswer,
});

export const moveAdminPlacement = defineCall({
  path: 'AdminContent/MovePlacement',
  summary: '把一条轮播图、合作伙伴或图片视频上移或下移一位（首页按此顺序）；写入审计记录',
  input: z.object({ kind: placementKind, id: recordId('条目编号'), direction }),
  output: noAnswer,
});

// ---------------------------------------------------------------- contact us

export const adminContact = z.object({
  name: z.string(),
  file_path1: z.string(),
  file_path2: z.string(),
  file_path3: z.string(),
  service_account1_name: z.string(),
  service_account2_name: z.string(),
  service_account3_name: z.string(),
  copyright: z.string(),
  police_record_number: z.string(),
});
export type AdminContact = z.infer<typeof adminContact>;

export const getAdminContact = defineCall({
  path: 'AdminContent/GetContact',
  summary: '页脚“联系我们”（单位名称、三个服务号的二维码与名称、版权信息、备案号）；未填写时 item 为空',
  input: z.object({}),
  output: z.object({ item: adminContact.nullable() }),
});

export const saveAdminContact = defineCall({
  path: 'AdminContent/SaveContact',
  summary: '保存页脚“联系我们”：二维码须为 AdminContent/UploadFile 上传的图片（或保持原值）；写入审计记录，页脚立即更新',
  input: z.object({
    name: formText(L.contactName),
    file_path1: formText(L.url),
    file_path2: formText(L.url),
    file_path3: formText(L.url),
    service_account1_name: formText(L.accountName),
    service_account2_name: formText(L.accountName),
    service_account3_name: formText(L.accountName),
    copyright: formText(L.copyright),
    police_record_number: formText(L.policeRecord),
  }),
  output: noAnswer,
});

// ---------------------------------------------------------------- uploads

export const uploadContentFile = defineCall({
  path: 'AdminContent/UploadFile',
  summary:
    '上传一个内容文件（multipart，每次一个）：image 图片（JPG/PNG，小于5MB，按内容识别并重新编码）、attachment 附件（PDF，小于20MB，' +
    '按内容检查）或 video 视频（MP4，小于50MB，按内容检查）；答复保存后的地址，供保存内容时引用',
  input: z.object({}),
  output: z.object({
    file_path: z.string(),
    kind: z.enum(['image', 'attachment', 'video']),
    file_name: z.string().describe('原文件名（仅用于显示）'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
  isFormSubmit: true,
});
