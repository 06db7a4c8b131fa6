import type { DemoContent } from '../../demo/index';

/** A small, deterministic content set for the integration tests (the real demo data lives in apps/api/demo/content). */

export const NEWS_COUNT = 25;
export const NOTICE_COUNT = 8;
export const FAQ_COUNT = 3;

/** `2024-03-<day> <time>` */
function march(day: number, time = '10:00:00'): string {
  return `2024-03-${String(day).padStart(2, '0')} ${time}`;
}

function newsSubject(index: number): string {
  if (index === 3) return '全国青少年羽毛球等级评定赛开幕';
  if (index === 7) return '报名率100%_纪实';
  if (index === 8) return '报名率100分纪实';
  return `羽毛球新闻第${index + 1}期`;
}

function news(index: number): DemoContent['articles'][number] {
  // News 10 and 11 share a publish time, to check the id tie-break.
  const day = index === 11 ? 11 : index + 1;
  return {
    kind: 'news',
    news_subject: newsSubject(index),
    summary: index % 3 === 0 ? `第${index + 1}期摘要` : null,
    news_content: `<p>第${index + 1}期正文</p>`,
    publish_date: march(day),
    createdate: march(day, '08:00:00'),
    thumbnail: index % 2 === 0 ? `/wwwroot/upload/news/news-${index + 1}.svg` : null,
    attachmentname: null,
    attachmentpath: null,
  };
}

function notice(index: number): DemoContent['articles'][number] {
  const withAttachment = index === 2;
  return {
    kind: 'notice',
    news_subject: `等级评定公告第${index + 1}号`,
    summary: null,
    news_content: `<p>公告正文${index + 1}</p>`,
    publish_date: march(index + 1, '15:30:00'),
    createdate: march(index + 1, '15:00:00'),
    thumbnail: null,
    attachmentname: withAttachment ? '报名表.docx' : null,
    attachmentpath: withAttachment ? '/wwwroot/upload/notice/apply-form.docx' : null,
  };
}

const FAQ = [
  { q: '如何报名等级测试？', a: '<p>登录后进入“测试报名”。</p><script>alert(1)</script>' },
  { q: '证书多久可以查询？', a: '<p>成绩发布后即可查询<img src="/wwwroot/upload/faq/a.svg" onerror="alert(1)"></p>' },
  { q: '考评员如何培训？', a: '<p><a href="javascript:alert(1)">培训说明</a></p>' },
];

export function buildTestContent(): DemoContent {
  return {
    articles: [
      ...Array.from({ length: NEWS_COUNT }, (_, index) => news(index)),
      ...Array.from({ length: NOTICE_COUNT }, (_, index) => notice(index)),
      ...FAQ.map((item, index) => ({
        kind: 'faq' as const,
        news_subject: item.q,
        summary: null,
        news_content: item.a,
        publish_date: march(index + 1, '09:00:00'),
        createdate: march(index + 1, '09:00:00'),
        thumbnail: null,
        attachmentname: null,
        attachmentpath: null,
      })),
    ],
    banners: [
      { title: '第二张轮播', file_path: '/wwwroot/upload/banner/banner-2.svg', link_url: 'https://example.org/2', sort: 2 },
      { title: '第一张轮播', file_path: '/wwwroot/upload/banner/banner-1.svg', link_url: 'https://example.org/1', sort: 1 },
    ],
    partners: [
      { name: '合作伙伴甲', file_path: '/wwwroot/upload/partner/a.svg', link_url: 'https://example.org/a', sort: 1 },
      { name: '合作伙伴乙', file_path: '/wwwroot/upload/partner/b.svg', link_url: 'https://example.org/b', sort: 2 },
    ],
    contactUs: {
      name: '测试羽毛球协会',
      file_path1: '/wwwroot/upload/contact/1.svg',
      file_path2: '/wwwroot/upload/contact/2.svg',
      file_path3: '/wwwroot/upload/contact/3.svg',
      service_account1_name: '服务号一',
      service_account2_name: '服务号二',
      service_account3_name: '服务号三',
      copyright: '版权所有 测试',
      police_record_number: '京公网安备00000000000000号',
    },
    media: [
      { title: '图片一', media_type: 1, file_path: '/wwwroot/upload/media/1.svg', video_path: null, createdate: march(1), sort: 1 },
      { title: '视频一', media_type: 2, file_path: '/wwwroot/upload/media/2.svg', video_path: '/wwwroot/upload/media/2.mp4', createdate: march(2), sort: 2 },
      { title: '图片二', media_type: 1, file_path: '/wwwroot/upload/media/3.svg', video_path: null, createdate: march(3), sort: 3 },
    ],
    files: [
      { path: 'upload/banner/banner-1.svg', body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>' },
      { path: 'upload/banner/banner-2.svg', body: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ],
  };
}
