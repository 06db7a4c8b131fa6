import { describe, expect, it } from 'vitest';
import { inspectPath, isProtectedFile, refusedPath } from './file-guard';

describe('inspectPath: one normalisation of a request path', () => {
  it('decodes, collapses and resolves, and says whether the request wrote it so', () => {
    expect(inspectPath('/wwwroot/upload/a.png')).toEqual({ path: '/wwwroot/upload/a.png', canonical: true });
    expect(inspectPath('/news/%E6%96%B0')).toEqual({ path: '/news/新', canonical: true });
    expect(inspectPath('/personal/')).toEqual({ path: '/personal/', canonical: true });
    expect(inspectPath('/')).toEqual({ path: '/', canonical: true });
    for (const [raw, path] of [
      ['/wwwroot//supervision/1/a.pdf', '/wwwroot/supervision/1/a.pdf'],
      ['/wwwroot/supervision%2f1%2Fa.pdf', '/wwwroot/supervision/1/a.pdf'],
      ['/wwwroot/./supervision/1/a.pdf', '/wwwroot/supervision/1/a.pdf'],
      ['/wwwroot/x/..%2fsupervision/1/a.pdf', '/wwwroot/supervision/1/a.pdf'],
      ['/wwwroot/x/%2e%2e/supervision/1/a.pdf', '/wwwroot/supervision/1/a.pdf'],
      ['/wwwroot\\supervision\\1\\a.pdf', '/wwwroot/supervision/1/a.pdf'],
      ['/wwwroot/x/%252e%252e%252fsupervision/1/a.pdf', '/wwwroot/supervision/1/a.pdf'],
    ]) {
      expect(inspectPath(raw), raw).toEqual({ path, canonical: false });
    }
  });

  it('refuses bad escapes, NUL, endless encodings and paths above the root', () => {
    for (const raw of ['/%E0%A4%A', '/a%00b', '/../etc/passwd', '/a/..%2f..%2fb', `/${'%25'.repeat(1)}25252525252e`, 'relative']) {
      expect(inspectPath(raw), raw).toBeNull();
    }
  });
});

describe('refusedPath and isProtectedFile', () => {
  it('leaves the protected folders to their own routes, at their exact address only', () => {
    expect(refusedPath('GET', '/wwwroot/certificate/A1.png?t=00')).toBeNull();
    expect(refusedPath('GET', '/wwwroot/Certificate/A1.png?t=00')).toBe('protected');
    expect(refusedPath('GET', '/wwwroot//certificate/A1.png')).toBe('not-canonical');
    expect(refusedPath('HEAD', '/wwwroot/%2e/invoices/a.pdf')).toBe('not-canonical');
    expect(refusedPath('GET', '/a%zz')).toBe('malformed');
    expect(refusedPath('POST', '/api/services/app/A/B?x=%zz')).toBeNull();
    expect(refusedPath('GET', '/index?next=%2f%2fevil')).toBeNull();
  });

  it('tells the static route which files it never serves', () => {
    for (const file of ['supervision/1/a.pdf', '/certificate/A.png', 'invoices/a.pdf', 'identity/a.png', 'upload/identity/1/a.png', 'SUPERVISION/1/a.pdf', 'upload/../supervision/1/a.pdf']) {
      expect(isProtectedFile(file), file).toBe(true);
    }
    for (const file of ['upload/banner/a.svg', 'upload/avatar/1/a.png', '/upload/identity-card-sample.png']) {
      expect(isProtectedFile(file), file).toBe(false);
    }
  });
});
