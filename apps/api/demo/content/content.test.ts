import { describe, expect, it } from 'vitest';
import { pdfFontNames, pdfText } from '../../test/helpers/pdf-text';
import { CONTENT_ANCHOR, buildContentSeed, type ContentSeed, type SeedFile } from './index.js';
import { formatWire, parseWire } from './clock.js';

const seed = buildContentSeed();
const WIRE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const WWWROOT_IN_TEXT = /\/wwwroot\/[^"'\s<>)]+/g;

function byKind(kind: ContentSeed['articles'][number]['kind']) {
  return seed.articles.filter((article) => article.kind === kind);
}

function fileAt(publicPath: string): SeedFile | undefined {
  expect(publicPath.startsWith('/wwwroot/')).toBe(true);
  return seed.files.find((file) => file.path === publicPath.slice('/wwwroot/'.length));
}

/** Every public path the data refers to, including <img src> inside article bodies. */
function referencedPaths(): string[] {
  const paths: string[] = [];
  for (const article of seed.articles) {
    if (article.thumbnail) paths.push(article.thumbnail);
    if (article.attachmentpath) paths.push(article.attachmentpath);
    paths.push(...(article.news_content.match(WWWROOT_IN_TEXT) ?? []));
  }
  for (const banner of seed.banners) paths.push(banner.file_path);
  for (const partner of seed.partners) paths.push(partner.file_path);
  const { file_path1, file_path2, file_path3 } = seed.contactUs;
  paths.push(file_path1, file_path2, file_path3);
  for (const item of seed.media) {
    paths.push(item.file_path);
    if (item.video_path) paths.push(item.video_path);
  }
  return paths;
}

function bytesOf(file: SeedFile): Buffer {
  return typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : Buffer.from(file.body);
}

/** Checks that start and end tags nest properly; returns the first problem or null. */
function tagProblem(markup: string, voidTags: readonly string[]): string | null {
  const stack: string[] = [];
  const tags = markup.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g);
  for (const [, closing, name, selfClosing] of tags) {
    if (selfClosing || voidTags.includes(name)) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return `unexpected </${name}>`;
  }
  return stack.length ? `unclosed <${stack[stack.length - 1]}>` : null;
}

describe('content seed: counts', () => {
  it('has enough news, notices and FAQ entries', () => {
    expect(byKind('news').length).toBeGreaterThanOrEqual(45);
    expect(byKind('notice').length).toBeGreaterThanOrEqual(25);
    expect(byKind('faq').length).toBeGreaterThanOrEqual(12);
  });

  it('gives about two thirds of the news a thumbnail and several an inline picture', () => {
    const news = byKind('news');
    const withThumbnail = news.filter((article) => article.thumbnail).length / news.length;
    expect(withThumbnail).toBeGreaterThan(0.6);
    expect(withThumbnail).toBeLessThan(0.75);
    expect(news.filter((article) => /<img src="\/wwwroot\//.test(article.news_content)).length).toBeGreaterThanOrEqual(5);
    expect(byKind('notice').every((article) => article.thumbnail === null)).toBe(true);
  });

  it('attaches PDFs to notices only, with a .pdf name and path', () => {
    const attached = seed.articles.filter((article) => article.attachmentpath);
    expect(attached.length).toBeGreaterThanOrEqual(3);
    for (const article of attached) {
      expect(article.kind).toBe('notice');
      expect(article.attachmentname).toMatch(/\.pdf$/);
      expect(article.attachmentpath).toMatch(/^\/wwwroot\/upload\/notice\/[\w.-]+\.pdf$/);
    }
    expect(attached.map((a) => a.attachmentname)).toContain('2026年羽毛球运动水平等级评定考评员培训报名表.pdf');
  });

  it('has four banners, eight partners, three service accounts and at least twelve media items', () => {
    expect(seed.banners.map((b) => b.link_url)).toEqual(['/test', '/enquiry/certificateAuthenticity', '/evaluationStaffTraining', '/commonQuestion']);
    expect(seed.partners).toHaveLength(8);
    expect(seed.contactUs.service_account1_name).toBe('官方微信公众号');
    expect(seed.contactUs.police_record_number).toMatch(/^京公网安备 11010502\d{6}号$/);
    expect(seed.media.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seed.media.map((m) => m.media_type))).toEqual(new Set([1, 2]));
    expect(seed.media.every((m) => m.video_path === null)).toBe(true);
  });
});

describe('content seed: files', () => {
  it('has a file for every /wwwroot path in the data and in HTML bodies', () => {
    const missing = referencedPaths().filter((path) => !fileAt(path));
    expect(missing).toEqual([]);
  });

  it('has no file that nothing refers to, and no duplicate paths', () => {
    const referenced = new Set(referencedPaths().map((path) => path.slice('/wwwroot/'.length)));
    expect(seed.files.filter((file) => !referenced.has(file.path)).map((file) => file.path)).toEqual([]);
    expect(new Set(seed.files.map((file) => file.path)).size).toBe(seed.files.length);
  });

  it('serves SVG and PDF with the right content types and keeps the total under 3 MB', () => {
    let total = 0;
    for (const file of seed.files) {
      total += bytesOf(file).length;
      if (file.path.endsWith('.svg')) expect(file.contentType).toBe('image/svg+xml');
      else if (file.path.endsWith('.pdf')) expect(file.contentType).toBe('application/pdf');
      else throw new Error(`unexpected file ${file.path}`);
    }
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it('writes well-formed SVG with Chinese text in the CJK font stack', () => {
    for (const file of seed.files.filter((f) => f.path.endsWith('.svg'))) {
      const svg = bytesOf(file).toString('utf8');
      expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'), file.path).toBe(true);
      expect(tagProblem(svg, []), file.path).toBeNull();
      expect(/&(?!amp;|lt;|gt;|quot;)/.test(svg), file.path).toBe(false);
    }
    const banner = bytesOf(fileAt(seed.banners[0].file_path)!).toString('utf8');
    expect(banner).toContain('width="1920" height="520"');
    expect(banner).toContain("font-family=\"'Noto Sans CJK SC','Microsoft YaHei'");
    expect(banner).toContain(seed.banners[0].title);
  });

  it('draws a different picture for every image', () => {
    const svgs = seed.files.filter((f) => f.path.endsWith('.svg')).map((f) => bytesOf(f).toString('utf8'));
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});

describe('content seed: PDF attachments', () => {
  const pdfs = seed.files.filter((file) => file.contentType === 'application/pdf');
  const titles: Record<string, RegExp> = {
    'evaluator-training-application-form': /^\d{4}年羽毛球运动水平等级评定考评员培训报名表$/,
    'fifth-batch-institution-list': /^第五批羽毛球运动水平等级评定测试机构名单$/,
    'institution-qualification-application': /^\d{4}年度羽毛球运动水平等级评定测试机构资质申请表$/,
  };

  it('has the three notice forms', () => {
    expect(pdfs).toHaveLength(3);
  });

  it.each(pdfs.map((file) => [file.path, file] as const))('%s is a PDF with its Chinese title drawn in an embedded font', (path, file) => {
    const bytes = bytesOf(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfFontNames(bytes).length).toBeGreaterThan(0);
    const [kind, title] = Object.entries(titles).find(([key]) => path.includes(key)) ?? [];
    expect(kind, path).toBeDefined();
    expect(pdfText(bytes).some((line) => title!.test(line))).toBe(true);
  });
});

describe('content seed: dates and order', () => {
  const anchor = parseWire(CONTENT_ANCHOR);

  it('uses valid wire dates that are not after the anchor', () => {
    const dates = [
      ...seed.articles.flatMap((a) => [a.publish_date, a.createdate]),
      ...seed.media.map((m) => m.createdate),
    ];
    for (const date of dates) {
      expect(date).toMatch(WIRE);
      expect(formatWire(parseWire(date))).toBe(date);
      expect(parseWire(date)).toBeLessThanOrEqual(anchor);
    }
    for (const article of seed.articles) expect(parseWire(article.createdate)).toBeLessThan(parseWire(article.publish_date));
  });

  it('orders articles oldest first', () => {
    const published = seed.articles.map((a) => parseWire(a.publish_date));
    expect([...published].sort((a, b) => a - b)).toEqual(published);
  });

  it('states weekdays that match their dates', () => {
    const weekdays = '日一二三四五六';
    const text = seed.articles.map((a) => a.news_content).join('');
    const matches = [...text.matchAll(/(\d{4})年(\d{1,2})月(\d{1,2})日（星期(.)）/g)];
    expect(matches.length).toBeGreaterThan(0);
    for (const [, y, m, d, day] of matches) {
      expect(weekdays[new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay()]).toBe(day);
    }
  });

  it('reports the National Fitness Day event on 8 August', () => {
    const article = seed.articles.find((a) => a.news_subject.startsWith('全民健身日'));
    expect(article?.news_content).toContain('8月8日是全民健身日');
  });
});

describe('content seed: text', () => {
  it('has unique subjects of at most 40 characters', () => {
    const subjects = seed.articles.map((a) => a.news_subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects.filter((s) => [...s].length > 40)).toEqual([]);
  });

  it('gives news and notices a summary and FAQ none', () => {
    for (const article of seed.articles) {
      if (article.kind === 'faq') expect(article.summary).toBeNull();
      else expect(article.summary?.length).toBeGreaterThan(10);
    }
  });

  it('writes balanced HTML bodies with rich elements across the news', () => {
    for (const article of seed.articles) expect(tagProblem(article.news_content, ['br', 'img']), article.news_subject).toBeNull();
    const news = byKind('news').map((a) => a.news_content).join('');
    for (const tag of ['<h3>', '<ul>', '<ol>', '<table>', '<strong>']) expect(news).toContain(tag);
  });

  it('keeps the numbers of a test report consistent with its table', () => {
    const reports = byKind('news').filter((a) => /最终(\d+)人通过/.test(a.news_content) && a.news_content.includes('<th>通过率</th>'));
    expect(reports.length).toBeGreaterThan(2);
    for (const report of reports) {
      const total = Number(/最终(\d+)人通过/.exec(report.news_content)![1]);
      const rows = [...report.news_content.matchAll(/<tr><td>[^<]+<\/td><td>(\d+)<\/td><td>(\d+)<\/td>/g)];
      expect(rows.reduce((sum, row) => sum + Number(row[2]), 0), report.news_subject).toBe(total);
    }
  });

  it('contains no placeholder wording', () => {
    const everything = JSON.stringify({ ...seed, files: undefined });
    for (const word of ['lorem', 'Lorem', '示例', '测试数据', 'TODO', 'placeholder', 'undefined', 'NaN']) {
      expect(everything.includes(word), word).toBe(false);
    }
  });

  it('states the appeal and query rules the service enforces', () => {
    const faq = byKind('faq');
    const appeal = faq.find((a) => a.news_subject.includes('异议'));
    expect(appeal?.news_content).toContain('7日内');
    expect(appeal?.news_content).toContain('维持原成绩');
    const query = faq.find((a) => a.news_subject.includes('真伪'));
    expect(query?.news_content).toContain('证件号码或证书编号');
  });
});

describe('content seed: determinism', () => {
  it('returns deep-equal content on every call', () => {
    expect(buildContentSeed()).toEqual(seed);
  });
});
