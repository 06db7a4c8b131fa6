import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../utils/sanitize-html';
import { SafeHtml } from './safe-html';

const HOST = 'https://files.example.cn';

describe('sanitizeHtml', () => {
  it('removes script elements and event handlers', () => {
    const clean = sanitizeHtml('<p>正文</p><script>alert(1)</script><img src="/wwwroot/a.png" onerror="alert(2)">', HOST);
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('alert');
    expect(clean).not.toContain('onerror');
    expect(clean).toContain('<p>正文</p>');
  });

  it('removes javascript: URLs', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">点我</a>', HOST);
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('点我');
  });

  it('rewrites every /wwwroot prefix in src and href', () => {
    const clean = sanitizeHtml(
      '<img src="/wwwroot/news/1.png"><img src="/wwwroot/news/2.png"><a href="/wwwroot/files/rules.pdf">规则</a>',
      HOST,
    );
    expect(clean).toContain(`src="${HOST}/news/1.png"`);
    expect(clean).toContain(`src="${HOST}/news/2.png"`);
    expect(clean).toContain(`href="${HOST}/files/rules.pdf"`);
    expect(clean).not.toContain('/wwwroot');
  });

  it('gives links rel="noopener noreferrer" and keeps target', () => {
    const clean = sanitizeHtml('<a href="https://www.example.cn" target="_blank">外链</a>', HOST);
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned body: no script, no onerror, /wwwroot rewritten', () => {
    const { container } = render(
      <SafeHtml
        fileHost={HOST}
        html={'<h3>赛事通知</h3><script>window.hacked = true</script><img alt="现场" src="/wwwroot/a.jpg" onerror="window.hacked = true">'}
      />,
    );
    expect(screen.getByRole('heading', { name: '赛事通知' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const image = screen.getByRole('img', { name: '现场' });
    expect(image).toHaveAttribute('src', `${HOST}/a.jpg`);
    expect(image).not.toHaveAttribute('onerror');
  });

  it('renders nothing inside for empty html', () => {
    const { container } = render(<SafeHtml html={null} fileHost={HOST} />);
    expect(container.querySelector('.bm-rich-text')).toBeEmptyDOMElement();
  });
});
