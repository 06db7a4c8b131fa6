import {
  getBannerList,
  getContactUsList,
  getNewsDetailsList,
  getNewsList,
  getNoticeDetailsList,
  getNoticeList,
  getNotificList,
  getParterList,
  getPhotoList,
  getPhotoVideosList,
  getQuestionsList,
} from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { FAQ_COUNT, NEWS_COUNT, NOTICE_COUNT } from './helpers/content-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const newsList = async (payload: Record<string, unknown> = {}) =>
  getNewsList.output.parse(await callOk(t.app, getNewsList.path, payload));
const noticeList = async (payload: Record<string, unknown> = {}) =>
  getNoticeList.output.parse(await callOk(t.app, getNoticeList.path, payload));

describe('Newsapi/GetNewsList', () => {
  it('pages 20 at a time, newest first, ties by id desc, news only', async () => {
    const first = await newsList();
    expect(first.totalCount).toBe(NEWS_COUNT);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].news_subject).toBe('羽毛球新闻第25期');
    expect(first.items[0].publish_date).toBe('2024-03-25 10:00:00');
    expect(first.items[0].createdate).toBe('2024-03-25 08:00:00');
    const sameTime = first.items.filter((item) => item.publish_date === '2024-03-11 10:00:00');
    expect(sameTime.map((item) => item.news_subject)).toEqual(['羽毛球新闻第12期', '羽毛球新闻第11期']);
    expect(sameTime[0].id).toBeGreaterThan(sameTime[1].id);
    const dates = first.items.map((item) => item.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await newsList({ page: 2 });
    expect(second.totalCount).toBe(NEWS_COUNT);
    expect(second.items).toHaveLength(5);
    expect(second.items.at(-1)?.news_subject).toBe('羽毛球新闻第1期');
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
  });

  it('honours limit and returns an empty page beyond the end', async () => {
    expect((await newsList({ limit: 7, page: 2 })).items.map((item) => item.news_subject)[0]).toBe('羽毛球新闻第18期');
    const beyond = await newsList({ page: 9 });
    expect(beyond).toEqual({ items: [], totalCount: NEWS_COUNT });
  });

  it('filters by keyword on the subject, treating % and _ literally', async () => {
    const found = await newsList({ keyword: '青少年' });
    expect(found.items.map((item) => item.news_subject)).toEqual(['全国青少年羽毛球等级评定赛开幕']);
    expect((await newsList({ keyword: '100%_' })).items.map((item) => item.news_subject)).toEqual(['报名率100%_纪实']);
    expect((await newsList({ keyword: '100_' })).totalCount).toBe(0);
    expect((await newsList({ keyword: '%' })).totalCount).toBe(1);
    expect((await newsList({ keyword: '' })).totalCount).toBe(NEWS_COUNT);
  });

  it('filters by an inclusive publish-date range', async () => {
    const range = await newsList({ startTime: '2024-03-05 00:00:00', endTime: '2024-03-07 23:59:59' });
    expect(range.items.map((item) => item.publish_date)).toEqual([
      '2024-03-07 10:00:00',
      '2024-03-06 10:00:00',
      '2024-03-05 10:00:00',
    ]);
    const exact = await newsList({ startTime: '2024-03-05 10:00:00', endTime: '2024-03-05 10:00:00' });
    expect(exact.totalCount).toBe(1);
    expect((await newsList({ startTime: '2024-03-24 00:00:00' })).totalCount).toBe(2);
    expect((await newsList({ endTime: '2024-03-01 23:59:59' })).totalCount).toBe(1);
  });

  it('combines keyword, range and paging', async () => {
    const combined = await newsList({ keyword: '新闻', startTime: '2024-03-01 00:00:00', endTime: '2024-03-10 23:59:59', limit: 3 });
    expect(combined.totalCount).toBe(7);
    expect(combined.items).toHaveLength(3);
  });

  it('refuses bad payloads with the first Chinese message', async () => {
    const envelope = await call(t.app, getNewsList.path, { startTime: '2024/03/01' });
    expect(envelope).toEqual({
      success: true,
      result: { isSuccess: false, errorMsg: '开始时间格式应为 YYYY-MM-DD HH:mm:ss' },
      error: null,
      unAuthorizedRequest: false,
    });
    expect((await call(t.app, getNewsList.path, { limit: 0 })).result?.errorMsg).toBe('每页条数至少为1');
  });
});

describe('NewsDetails/GetNewsDetailsList', () => {
  it('answers one sanitized detail', async () => {
    const [latest] = (await newsList({ limit: 1 })).items;
    const detail = getNewsDetailsList.output.parse(await callOk(t.app, getNewsDetailsList.path, { id: latest.id }));
    expect(detail.items).toEqual([
      {
        id: latest.id,
        news_subject: '羽毛球新闻第25期',
        news_content: '<p>第25期正文</p>',
        publish_date: '2024-03-25 10:00:00',
        createdate: '2024-03-25 08:00:00',
        thumbnail: '/wwwroot/upload/news/news-25.svg',
      },
    ]);
  });

  it('refuses an unknown id and a notice id', async () => {
    expect((await call(t.app, getNewsDetailsList.path, { id: 999999 })).result).toEqual({
      isSuccess: false,
      errorMsg: '该新闻不存在或已下线',
    });
    const [notice] = (await noticeList({ limit: 1 })).items;
    expect((await call(t.app, getNewsDetailsList.path, { id: notice.id })).result?.errorMsg).toBe('该新闻不存在或已下线');
  });
});

describe('notices', () => {
  it('lists notices with attachments, newest first', async () => {
    const list = await noticeList();
    expect(list.totalCount).toBe(NOTICE_COUNT);
    expect(list.items[0].news_subject).toBe(`等级评定公告第${NOTICE_COUNT}号`);
    const withAttachment = list.items.filter((item) => item.attachmentname);
    expect(withAttachment).toHaveLength(1);
    expect(withAttachment[0]).toMatchObject({ attachmentname: '报名表.docx', attachmentpath: '/wwwroot/upload/notice/apply-form.docx' });
    expect((await noticeList({ keyword: '第3号' })).items.map((item) => item.news_subject)).toEqual(['等级评定公告第3号']);
    expect((await noticeList({ startTime: '2024-03-02 00:00:00', endTime: '2024-03-03 23:59:59' })).totalCount).toBe(2);
  });

  it('answers a notice detail with its attachment, and refuses unknown ids', async () => {
    const [withAttachment] = (await noticeList({ keyword: '第3号' })).items;
    const detail = getNoticeDetailsList.output.parse(await callOk(t.app, getNoticeDetailsList.path, { id: withAttachment.id }));
    expect(detail.items[0]).toMatchObject({ news_content: '<p>公告正文3</p>', attachmentname: '报名表.docx' });
    expect((await call(t.app, getNoticeDetailsList.path, { id: 424242 })).result?.errorMsg).toBe('该公告不存在或已下线');
  });
});

describe('home-page lists', () => {
  it('Photo/GetPhotoList: newest news with a thumbnail, 6 by default', async () => {
    const photos = getPhotoList.output.parse(await callOk(t.app, getPhotoList.path));
    expect(photos.items.map((item) => item.news_subject)).toEqual([
      '羽毛球新闻第25期',
      '羽毛球新闻第23期',
      '羽毛球新闻第21期',
      '羽毛球新闻第19期',
      '羽毛球新闻第17期',
      '羽毛球新闻第15期',
    ]);
    expect(photos.items.every((item) => item.thumbnail.startsWith('/wwwroot/'))).toBe(true);
  });

  it('Photo/GetNotificList: newest notices, 6 by default', async () => {
    const notices = getNotificList.output.parse(await callOk(t.app, getNotificList.path));
    expect(notices.items).toHaveLength(6);
    expect(notices.items[0]).toMatchObject({ news_subject: '等级评定公告第8号', publish_date: '2024-03-08 15:30:00' });
    expect((await callOk(t.app, getNotificList.path, { limit: 2 })).items).toHaveLength(2);
  });

  it('Photo/GetPhotoVideosList: pictures and videos by sort, paged', async () => {
    const media = getPhotoVideosList.output.parse(await callOk(t.app, getPhotoVideosList.path));
    expect(media.totalCount).toBe(3);
    expect(media.items.map((item) => [item.title, item.media_type, item.video_path])).toEqual([
      ['图片一', 1, null],
      ['视频一', 2, '/wwwroot/upload/media/2.mp4'],
      ['图片二', 1, null],
    ]);
    const second = getPhotoVideosList.output.parse(await callOk(t.app, getPhotoVideosList.path, { limit: 2, page: 2 }));
    expect(second.items.map((item) => item.title)).toEqual(['图片二']);
  });

  it('Photo/GetQuestionsList: FAQ with sanitized answers', async () => {
    const faq = getQuestionsList.output.parse(await callOk(t.app, getQuestionsList.path, { question: 1 }));
    expect(faq.totalCount).toBe(FAQ_COUNT);
    const bodies = faq.items.map((item) => item.news_content).join('');
    expect(bodies).not.toMatch(/script|onerror|javascript:/i);
    expect(faq.items.find((item) => item.news_subject === '证书多久可以查询？')?.news_content).toBe(
      '<p>成绩发布后即可查询<img src="/wwwroot/upload/faq/a.svg" /></p>',
    );
    expect((await call(t.app, getQuestionsList.path, { question: 2 })).result?.errorMsg).toBe('问题分类不存在');
  });

  it('CommonApi/GetBannerList and GetParterList: ordered by sort', async () => {
    const banners = getBannerList.output.parse(await callOk(t.app, getBannerList.path));
    expect(banners.items.map((item) => item.title)).toEqual(['第一张轮播', '第二张轮播']);
    const partners = getParterList.output.parse(await callOk(t.app, getParterList.path));
    expect(partners.items.map((item) => [item.name, item.link_url])).toEqual([
      ['合作伙伴甲', 'https://example.org/a'],
      ['合作伙伴乙', 'https://example.org/b'],
    ]);
  });

  it('AboutUs/GetContactUsList: the footer', async () => {
    const contact = getContactUsList.output.parse(await callOk(t.app, getContactUsList.path));
    expect(contact.items).toHaveLength(1);
    expect(contact.items[0]).toMatchObject({
      name: '测试羽毛球协会',
      service_account3_name: '服务号三',
      police_record_number: '京公网安备00000000000000号',
    });
  });
});
