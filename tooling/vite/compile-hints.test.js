import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints.js';

test('puts the hint alone on the first line, once', () => {
  assert.equal(withCompileHint('import{a}from"./a.js";a();'), `${COMPILE_HINT}\nimport{a}from"./a.js";a();`);
  assert.equal(withCompileHint(withCompileHint('a();')), `${COMPILE_HINT}\na();`);
});

test('marks every emitted chunk after the other plugins, moves a source map down a line, leaves assets alone', () => {
  const plugin = compileHints();
  assert.equal(plugin.apply, 'build');
  assert.equal(plugin.generateBundle.order, 'post');
  const bundle = {
    'remoteEntry.js': { type: 'chunk', code: 'const x=1;', map: null },
    'assets/app.js': { type: 'chunk', code: 'export{};', map: { mappings: 'AAAA' } },
    'assets/app.css': { type: 'asset', source: '.a{}' },
  };
  plugin.generateBundle.handler({}, bundle);
  assert.equal(bundle['remoteEntry.js'].code, `${COMPILE_HINT}\nconst x=1;`);
  assert.equal(bundle['assets/app.js'].code, `${COMPILE_HINT}\nexport{};`);
  assert.equal(bundle['assets/app.js'].map.mappings, ';AAAA');
  assert.equal(bundle['assets/app.css'].source, '.a{}');
});
