/**
 * Deterministic Chinese demo content for the portal: news, notices, FAQ, banners, partners,
 * contact-us and the photo/video gallery, together with every image and PDF they reference.
 *
 * Nothing here reads the clock, the disk or the network: `buildContentSeed()` returns the same
 * value, byte for byte, on every run. Dates count back from CONTENT_ANCHOR (see clock.ts).
 */
import { addMinutes, daysBeforeAnchor, formatWire, fullDate } from './clock.js';
import { editorialNews } from './articles/news-editorial.js';
import { sessionNews } from './articles/news-sessions.js';
import { trainingAndOutreachNews } from './articles/news-training.js';
import { faqDrafts } from './articles/faq.js';
import { FIGURE_PATTERN } from './articles/html.js';
import { noticeDrafts } from './articles/notices.js';
import type { ArticleDraft } from './articles/types.js';
import { bannerSvg, partnerLogoSvg, pictureSvg, serviceCodeSvg } from './images/compositions.js';
import { escapeXml } from './images/svg.js';
import { seedOf } from './random.js';
import { BANNERS, CONTACT, MEDIA, mediaCreatedate, PARTNERS } from './site.js';

export { CONTENT_ANCHOR } from './clock.js';

export interface SeedFile {
  /** relative to the storage root, e.g. 'upload/banner/banner-1.svg' */
  path: string;
  contentType: string;
  body: string | Uint8Array;
}

export interface ContentSeed {
  articles: Array<{
    kind: 'news' | 'notice' | 'faq';
    news_subject: string;
    summary: string | null;
    news_content: string;
    publish_date: string;
    createdate: string;
    thumbnail: string | null;
    attachmentname: string | null;
    attachmentpath: string | null;
  }>;
  banners: Array<{ title: string; file_path: string; link_url: string; sort: number }>;
  partners: Array<{ name: string; file_path: string; link_url: string; sort: number }>;
  contactUs: {
    name: string;
    file_path1: string;
    file_path2: string;
    file_path3: string;
    service_account1_name: string;
    service_account2_name: string;
    service_account3_name: string;
    copyright: string;
    police_record_number: string;
  };
  media: Array<{ title: string; media_type: 1 | 2; file_path: string; video_path: string | null; createdate: string; sort: number }>;
  files: SeedFile[];
}

const SVG = 'image/svg+xml';
const PDF = 'application/pdf';
const KIND_ORDER = { faq: 0, notice: 1, news: 2 } as const;

class FileSet {
  private readonly files = new Map<string, SeedFile>();

  /** Registers a file and returns its public path (`/wwwroot/...`). */
  add(path: string, contentType: string, body: string | Uint8Array): string {
    if (this.files.has(path)) throw new Error(`重复的文件路径：${path}`);
    this.files.set(path, { path, contentType, body });
    return `/wwwroot/${path}`;
  }

  list(): SeedFile[] {
    return [...this.files.values()];
  }
}

function pad3(value: number): string {
  return String(value).padStart(3, '0');
}

function buildArticles(files: FileSet): ContentSeed['articles'] {
  const drafts: ArticleDraft[] = [...sessionNews(), ...trainingAndOutreachNews(), ...editorialNews(), ...noticeDrafts(), ...faqDrafts()];
  const dated = drafts
    .map((draft) => ({ draft, published: daysBeforeAnchor(draft.daysAgo, draft.time[0], draft.time[1]) }))
    .sort(
      (a, b) =>
        a.published - b.published ||
        KIND_ORDER[a.draft.kind] - KIND_ORDER[b.draft.kind] ||
        (a.draft.subject < b.draft.subject ? -1 : a.draft.subject > b.draft.subject ? 1 : 0),
    );
  const counters = { news: 0, notice: 0, faq: 0 };
  return dated.map(({ draft, published }) => {
    counters[draft.kind] += 1;
    const serial = counters[draft.kind];
    const stem = `${draft.kind}-${pad3(serial)}`;
    // Two news articles in three carry a thumbnail.
    const thumbnail =
      draft.kind === 'news' && draft.art && serial % 3 !== 0
        ? files.add(`upload/news/thumb/${stem}.svg`, SVG, pictureSvg({ seed: draft.subject, width: 640, height: 400, ...draft.art, bare: true }))
        : null;
    const body = draft.body.replace(FIGURE_PATTERN, (_, index: string) => {
      const figure = draft.figures?.[Number(index)];
      if (!figure) throw new Error(`文章缺少插图 ${index}：${draft.subject}`);
      const src = files.add(
        `upload/news/content/${stem}-${Number(index) + 1}.svg`,
        SVG,
        pictureSvg({ seed: `${draft.subject}#${index}`, width: 960, height: 540, ...figure }),
      );
      return `<p><img src="${src}" alt="${escapeXml(figure.alt)}"></p><p>${figure.alt}</p>`;
    });
    const attachmentpath = draft.attachment ? files.add(`upload/notice/${draft.attachment.file}`, PDF, draft.attachment.build()) : null;
    // The editor saved the draft a little before publishing it.
    const created = addMinutes(published, -(12 + (seedOf(draft.subject) % 75)));
    return {
      kind: draft.kind,
      news_subject: draft.subject,
      summary: draft.summary,
      news_content: body,
      publish_date: formatWire(published),
      createdate: formatWire(created),
      thumbnail,
      attachmentname: draft.attachment?.name ?? null,
      attachmentpath,
    };
  });
}

export function buildContentSeed(): ContentSeed {
  const files = new FileSet();
  const articles = buildArticles(files);

  const banners = BANNERS.map((banner, i) => ({
    title: banner.title,
    file_path: files.add(`upload/banner/banner-${i + 1}.svg`, SVG, bannerSvg({ ...banner, index: i })),
    link_url: banner.link_url,
    sort: i + 1,
  }));

  const partners = PARTNERS.map((partner, i) => ({
    name: partner.name,
    file_path: files.add(`upload/partner/partner-${i + 1}.svg`, SVG, partnerLogoSvg({ ...partner, index: i })),
    link_url: partner.link_url,
    sort: i + 1,
  }));

  const codes = CONTACT.accounts.map((account) =>
    files.add(`upload/contact/${account.file}`, SVG, serviceCodeSvg(`${CONTACT.name} ${account.name}`)),
  );
  const contactUs: ContentSeed['contactUs'] = {
    name: CONTACT.name,
    file_path1: codes[0],
    file_path2: codes[1],
    file_path3: codes[2],
    service_account1_name: CONTACT.accounts[0].name,
    service_account2_name: CONTACT.accounts[1].name,
    service_account3_name: CONTACT.accounts[2].name,
    copyright: CONTACT.copyright,
    police_record_number: CONTACT.policeRecordNumber,
  };

  const media = MEDIA.map((item, i) => {
    const createdate = mediaCreatedate(item, i);
    const file_path = files.add(
      `upload/media/media-${pad3(i + 1)}.svg`,
      SVG,
      pictureSvg({
        seed: item.title,
        width: 800,
        height: 450,
        label: item.label,
        title: item.title,
        caption: `${item.caption} · ${fullDate(daysBeforeAnchor(item.daysAgo, 0, 0))}`,
        motif: item.motif,
        video: item.duration ? { duration: item.duration } : undefined,
      }),
    );
    // No playable video file is generated, so video_path stays empty rather than pointing at a fake.
    return { title: item.title, media_type: item.media_type, file_path, video_path: null, createdate, sort: MEDIA.length - i };
  });

  return { articles, banners, partners, contactUs, media, files: files.list() };
}
