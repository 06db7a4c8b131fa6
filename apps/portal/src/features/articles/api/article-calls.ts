import {
  getNewsDetailsList,
  getNewsList,
  getNoticeDetailsList,
  getNoticeList,
} from '@badminton/contracts';

/** News and notices share one screen shape; this table says which calls and routes each kind uses. */
export const ARTICLE_KINDS = {
  news: {
    title: '新闻资讯',
    listPath: '/news',
    detailPath: '/news/newsDetails',
    list: getNewsList,
    detail: getNewsDetailsList,
  },
  notice: {
    title: '通知公告',
    listPath: '/notice',
    detailPath: '/notice/noticeDetails',
    list: getNoticeList,
    detail: getNoticeDetailsList,
  },
} as const;

export type ArticleKind = keyof typeof ARTICLE_KINDS;
