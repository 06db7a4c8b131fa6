import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('strips scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">正文</p><script>alert(1)</script><img src="/wwwroot/a.png" onerror="alert(1)" alt="图">' +
      '<a href="javascript:alert(1)">链接</a><iframe src="https://evil.example"></iframe><style>p{}</style>';
    expect(sanitizeRichText(dirty)).toBe('<p>正文</p><img src="/wwwroot/a.png" alt="图" /><a>链接</a>');
  });

  it('keeps editorial markup', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><br /></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引用</blockquote><table><thead><tr><th>项目</th></tr></thead><tbody><tr><td colspan="2">步法</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps a safe style subset only', () => {
    expect(sanitizeRichText('<p style="text-align:center;position:fixed;color:#c00">居中</p>')).toBe(
      '<p style="text-align:center;color:#c00">居中</p>',
    );
    expect(sanitizeRichText('<span style="background-image:url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
  });

  it('allows http(s) links and marks new-tab links noopener', () => {
    expect(sanitizeRichText('<a href="https://www.badminton.org.cn" target="_blank">官网</a>')).toBe(
      '<a href="https://www.badminton.org.cn" target="_blank" rel="noopener noreferrer">官网</a>',
    );
    expect(sanitizeRichText('<a href="/notice" target="_top">公告</a>')).toBe('<a href="/notice">公告</a>');
  });

  it('drops data: images and keeps image size attributes', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" />')).toBe('<img />');
    expect(sanitizeRichText('<img src="https://a.cn/p.png" width="300" height="200" class="x" />')).toBe(
      '<img src="https://a.cn/p.png" width="300" height="200" />',
    );
  });
});
