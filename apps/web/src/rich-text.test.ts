// @vitest-environment node
import { setServerSanitizer } from '@badminton/contracts/server-sanitizer';
import { afterEach, describe, expect, it } from 'vitest';
import { installRichText, sanitizeForPage } from './rich-text';

const toFiles = (value: string) => value.replace(/^\/wwwroot\//, 'https://files.example.cn/');

describe('the server render’s rich-text sanitizer', () => {
  afterEach(() => setServerSanitizer(undefined));

  it('keeps editorial markup and drops scripts, handlers and script URLs', () => {
    const html =
      '<h2 style="text-align:center;position:fixed">标题</h2><p onclick="steal()">正文<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">坏链接</a><img src="data:image/png;base64,AA" onerror="x()"><iframe src="https://e.cn"></iframe>';
    expect(sanitizeForPage(html, toFiles)).toBe('<h2 style="text-align:center">标题</h2><p>正文</p><a>坏链接</a><img />');
  });

  it('moves /wwwroot to the file host and gives a new-tab link rel="noopener noreferrer" (other links keep no target)', () => {
    const html = '<img src="/wwwroot/news/1.jpg" alt="测试现场"><a href="/wwwroot/a.pdf" target="_blank" rel="opener">附件</a><a href="/news" target="_self">新闻</a>';
    expect(sanitizeForPage(html, toFiles)).toBe(
      '<img src="https://files.example.cn/news/1.jpg" alt="测试现场" />' +
        '<a href="https://files.example.cn/a.pdf" target="_blank" rel="noopener noreferrer">附件</a><a href="/news">新闻</a>',
    );
  });

  it('is installed for the kit when the web tier starts', async () => {
    const { serverSanitizer } = await import('@badminton/contracts/server-sanitizer');
    expect(serverSanitizer()).toBeUndefined();
    installRichText();
    expect(serverSanitizer()).toBe(sanitizeForPage);
  });
});
