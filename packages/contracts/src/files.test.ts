import { describe, expect, it } from 'vitest';
import { certificateSrcSet, resolveFileUrl } from './files';

describe('resolveFileUrl', () => {
  it('replaces the leading /wwwroot with the file host', () => {
    expect(resolveFileUrl('/wwwroot/news/2024/a.png', 'https://files.example.cn')).toBe(
      'https://files.example.cn/news/2024/a.png',
    );
  });

  it('drops a trailing slash of the host', () => {
    expect(resolveFileUrl('/wwwroot/a.png', 'https://cdn.example.cn/files/')).toBe('https://cdn.example.cn/files/a.png');
  });

  it('is the identity with the default host /wwwroot', () => {
    expect(resolveFileUrl('/wwwroot/a.png', '/wwwroot')).toBe('/wwwroot/a.png');
  });

  it('leaves other paths and URLs alone', () => {
    expect(resolveFileUrl('https://other.cn/wwwroot/a.png', 'https://files.example.cn')).toBe(
      'https://other.cn/wwwroot/a.png',
    );
    expect(resolveFileUrl('/image/output/adult_3.png', 'https://files.example.cn')).toBe('/image/output/adult_3.png');
    expect(resolveFileUrl('/wwwrootx/a.png', 'https://files.example.cn')).toBe('/wwwrootx/a.png');
  });

  it("answers '' for empty paths", () => {
    expect(resolveFileUrl('', 'https://files.example.cn')).toBe('');
    expect(resolveFileUrl(null, 'https://files.example.cn')).toBe('');
  });
});

describe('certificateSrcSet', () => {
  it('offers the card-size and the full rendering of a certificate image address', () => {
    const src = 'https://files.example.cn/certificate/YMQ2025060001.png?t=0123456789abcdef0123';
    expect(certificateSrcSet(src)).toBe(`${src}&w=720 720w, ${src} 1200w`);
    expect(certificateSrcSet('/certificate/A-1.png?t=ab')).toBe('/certificate/A-1.png?t=ab&w=720 720w, /certificate/A-1.png?t=ab 1200w');
  });

  it.each(['', '/upload/news/cover.png', '/certificate/YMQ1.png', '/certificate/YMQ1.jpg?t=ab', 'data:image/png;base64,AAAA'])(
    'leaves %j alone',
    (src) => expect(certificateSrcSet(src)).toBeUndefined(),
  );
});
