import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalCss, markupClasses, requiredClasses, sheetFile } from '../src/web/critical-css';
import { frameWebRoot } from './helpers/frame-web-root';

describe('requiredClasses', () => {
  it('names the classes a selector needs, not those under :not() or in attribute values', () => {
    expect(requiredClasses('.el-button+.el-button')).toEqual(['el-button', 'el-button']);
    expect(requiredClasses('.el-input__inner:hover')).toEqual(['el-input__inner']);
    expect(requiredClasses('.pager .el-pager li:not(.disabled).active')).toEqual(['pager', 'el-pager', 'active']);
    expect(requiredClasses('.el-icon-search::before')).toEqual(['el-icon-search']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('body')).toEqual([]);
  });
});

describe('criticalCss (decision 0040)', () => {
  let root: Awaited<ReturnType<typeof frameWebRoot>>;
  beforeAll(async () => {
    root = await frameWebRoot();
    await mkdir(path.join(root.webRoot, 'portal/dist/assets'), { recursive: true });
    await mkdir(path.join(root.webRoot, 'shell/dist/assets'), { recursive: true });
    await writeFile(
      path.join(root.webRoot, 'shell/dist/assets/theme-A.css'),
      '@charset "UTF-8";@font-face{font-family:element-icons;src:url(/assets/icons-X.woff)}' +
        '.el-button{color:red}.el-dialog{top:15vh}.el-button+.el-button{margin-left:10px}' +
        'body{margin:0}@media (max-width:768px){.el-button{padding:4px}.el-dialog{width:90%}}' +
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
    await writeFile(
      path.join(root.webRoot, 'portal/dist/assets/list-B.css'),
      '/* a comment */.list-card{background:url(./card-Y.png)}.list-card .gone{display:none}.list-card:not(.is-open){height:40px}',
    );
  });
  afterAll(() => root.remove());

  const markup = '<div class="shell-page"><div class="list-card"><button class="el-button el-button--primary">查询</button></div></div>';

  it('keeps, in order, the rules whose classes the markup has, with their media groups and the sheets\' at-rules', async () => {
    const css = await criticalCss(root.webRoot, ['/assets/theme-A.css', '/remotes/portal/assets/list-B.css'], markup);
    expect(css).toBe(
      '@font-face{font-family:element-icons;src:url(/assets/icons-X.woff)}' +
        '.el-button{color:red}.el-button+.el-button{margin-left:10px}body{margin:0}' +
        '@media (max-width:768px){.el-button{padding:4px}}' +
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}' +
        '.list-card{background:url(/remotes/portal/assets/card-Y.png)}.list-card:not(.is-open){height:40px}',
    );
  });

  it('leaves out a sheet it cannot read or that is outside the build', async () => {
    expect(await criticalCss(root.webRoot, ['/assets/missing.css', '/remotes/nope/a.css', '/assets/../../etc.css'], markup)).toBe('');
    expect(sheetFile(root.webRoot, '/remotes/portal/assets/list-B.css')).toBe(path.join(root.webRoot, 'portal/dist/assets/list-B.css'));
  });

  it('cannot end its <style> element early', async () => {
    await writeFile(path.join(root.webRoot, 'shell/dist/assets/odd-C.css'), '.list-card::after{content:"</style><script>"}');
    expect(await criticalCss(root.webRoot, ['/assets/odd-C.css'], markup)).not.toMatch(/<\/style/i);
  });

  it('reads every class of the markup', () => {
    expect([...markupClasses('<p class="a  b"></p><i class="c"></i><x data-class="d">')]).toEqual(['a', 'b', 'c']);
  });
});
