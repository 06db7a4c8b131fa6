import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { MediaType } from '../enums';
import { integerOf, nullableText, numeric } from './fields';
import { FAQ_QUESTION_CATEGORY } from './constants';

export const photoNewsItem = z.object({
  id: z.number().int().describe('新闻编号'),
  news_subject: z.string().describe('标题'),
  thumbnail: z.string().describe('图片（/wwwroot/...）'),
  publish_date: wireDateTime.describe('发布时间'),
});
export type PhotoNewsItem = z.infer<typeof photoNewsItem>;

export const notificItem = z.object({
  id: z.number().int().describe('公告编号'),
  news_subject: z.string().describe('标题'),
  publish_date: wireDateTime.describe('发布时间'),
});
export type NotificItem = z.infer<typeof notificItem>;

export const mediaItem = z.object({
  id: z.number().int(),
  title: z.string().describe('标题'),
  media_type: z.literal([MediaType.Picture, MediaType.Video]).describe('1 图片，2 视频'),
  file_path: z.string().describe('图片或视频封面（/wwwroot/...）'),
  video_path: nullableText.describe('视频地址（/wwwroot/...），图片为空'),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const questionItem = z.object({
  id: z.number().int(),
  news_subject: z.string().describe('问题'),
  news_content: z.string().describe('解答（已净化的 HTML）'),
  thumbnail: nullableText.describe('配图，可为空'),
});
export type QuestionItem = z.infer<typeof questionItem>;

export const getPhotoList = defineCall({
  path: 'Photo/GetPhotoList',
  summary: '首页图片新闻轮播：有缩略图的最新新闻',
  input: pagingInputWith(6).pick({ limit: true }),
  output: itemsOf(photoNewsItem),
});

export const getNotificList = defineCall({
  path: 'Photo/GetNotificList',
  summary: '首页公告列表：最新公告',
  input: pagingInputWith(6).pick({ limit: true }),
  output: itemsOf(notificItem),
});

export const getPhotoVideosList = defineCall({
  path: 'Photo/GetPhotoVideosList',
  summary: '首页图片/视频轮播，按排序号分页',
  input: pagingInputWith(6),
  output: pagedOf(mediaItem),
});

export const getQuestionsList = defineCall({
  path: 'Photo/GetQuestionsList',
  summary: '常见问题列表（question=1），按发布时间倒序分页',
  input: pagingInputWith(50).extend({
    question: numeric(integerOf('问题分类').refine((value) => value === FAQ_QUESTION_CATEGORY, '问题分类不存在'))
      .default(FAQ_QUESTION_CATEGORY)
      .describe('问题分类，固定为 1（常见问题）'),
  }),
  output: pagedOf(questionItem),
});
