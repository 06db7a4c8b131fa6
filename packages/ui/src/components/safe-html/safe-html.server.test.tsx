// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { setServerSanitizer } from '@badminton/contracts/server-sanitizer';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

/** SafeHtml on the server (no DOM for DOMPurify): the sanitizer the web tier installs, or a failed render. */
describe('SafeHtml on the server', () => {
  afterEach(() => setServerSanitizer(undefined));

  it('fails rather than draw unsanitized HTML when no server sanitizer is installed', () => {
    expect(() => renderToStaticMarkup(<SafeHtml html="<p>正文<script>x()</script></p>" />)).toThrow(/no server sanitizer/);
  });

  it('draws what the installed sanitizer answers, handing it the file-host rule for URLs', () => {
    const seen: string[] = [];
    setServerSanitizer((html, rewriteUrl) => {
      seen.push(html);
      return `<img src="${rewriteUrl(' /wwwroot/news/1.jpg ')}">`;
    });
    const markup = renderToStaticMarkup(<SafeHtml html="<p>原文</p>" fileHost="https://cdn.example.cn" className="news" />);
    expect(seen).toEqual(['<p>原文</p>']);
    expect(markup).toBe('<div class="bm-rich-text news"><img src="https://cdn.example.cn/news/1.jpg"></div>');
  });

  it('draws nothing for an empty body without asking', () => {
    setServerSanitizer(() => {
      throw new Error('not asked');
    });
    expect(renderToStaticMarkup(<SafeHtml html="" />)).toBe('<div class="bm-rich-text"></div>');
  });
});
