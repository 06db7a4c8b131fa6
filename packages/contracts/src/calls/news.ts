import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { nullableText, optionalDateTime, recordId, searchKeyword } from './fields';
import { ARTICLE_PAGE_SIZE } from './constants';

/** Paged, searchable article list payload: keyword on the subject, inclusive publish-date range. */
export const articleListInput = pagingInputWith(ARTICLE_PAGE_SIZE)
  .extend({
    keyword: searchKeyword(),
    startTime: optionalDateTime('开始时间'),
    endTime: optionalDateTime('结束时间'),
  })
  .refine((value) => !value.startTime || !value.endTime || value.startTime <= value.endTime, {
    message: '开始时间不能晚于结束时间',
    path: ['startTime'],
  });
export type ArticleListInput = z.infer<typeof articleListInput>;

const articleCommon = {
  id: z.number().int(),
  news_subject: z.string().describe('标题'),
  publish_date: wireDateTime.describe('发布时间'),
  createdate: wireDateTime.describe('创建时间'),
  thumbnail: nullableText.describe('缩略图（/wwwroot/...），可为空'),
};

const attachment = {
  attachmentname: nullableText.describe('附件名称，可为空'),
  attachmentpath: nullableText.describe('附件地址（/wwwroot/...），可为空'),
};

export const newsListItem = z.object({ ...articleCommon, summary: nullableText.describe('摘要，可为空') });
export type NewsListItem = z.infer<typeof newsListItem>;

export const newsDetail = z.object({ ...articleCommon, news_content: z.string().describe('正文（已净化的 HTML）') });
export type NewsDetail = z.infer<typeof newsDetail>;

export const noticeListItem = newsListItem.extend(attachment);
export type NoticeListItem = z.infer<typeof noticeListItem>;

export const noticeDetail = newsDetail.extend(attachment);
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const getNewsList = defineCall({
  path: 'Newsapi/GetNewsList',
  summary: '新闻列表：关键字、发布时间范围筛选，按发布时间倒序分页',
  input: articleListInput,
  output: pagedOf(newsListItem),
});

export const getNewsDetailsList = defineCall({
  path: 'NewsDetails/GetNewsDetailsList',
  summary: '新闻详情（items 中只有一条）',
  input: z.object({ id: recordId('新闻编号') }),
  output: itemsOf(newsDetail),
});

export const getNoticeList = defineCall({
  path: 'Newsapi/GetNoticeList',
  summary: '公告列表：关键字、发布时间范围筛选，按发布时间倒序分页',
  input: articleListInput,
  output: pagedOf(noticeListItem),
});

export const getNoticeDetailsList = defineCall({
  path: 'NewsDetails/GetNoticeDetailsList',
  summary: '公告详情（items 中只有一条），有附件时带附件名称与地址',
  input: z.object({ id: recordId('公告编号') }),
  output: itemsOf(noticeDetail),
});
