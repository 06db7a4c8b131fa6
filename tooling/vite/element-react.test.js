import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { evaluateWithoutBrowser, fixSelect, namePagerArrows } from './element-react.js';

const require = createRequire(import.meta.url);
const elementRoot = path.dirname(require.resolve('element-react/package.json', { paths: [path.resolve(import.meta.dirname, '../../packages/ui')] }));
const selectSource = readFileSync(path.join(elementRoot, 'dist/npm/es6/src/select/Select.js'), 'utf8');

test("Select.js's fixes all apply to the installed element-react", () => {
  const fixed = fixSelect(selectSource);
  // Fix 9: the input is measured after an update only while the dropdown is open.
  assert.match(fixed, /componentDidUpdate\(\) \{\s*if \(this\.state\.visible\) this\.state\.inputWidth = this\.reference\.getBoundingClientRect\(\)\.width;/);
  assert.doesNotMatch(fixed, /componentDidUpdate\(\) \{\s*this\.state\.inputWidth/);
  // Fixes 5 and 6 are still in place.
  assert.match(fixed, /hoverIndex = this\.state\.options\.indexOf\(option\);/);
  assert.match(fixed, /case 9:\n\w+\.setState\(\{ visible: false \}\);\nbreak;/);
});

test('fix 10: the modules that touched the document when evaluated now evaluate without a browser', () => {
  assert.match(fixSelect(selectSource), /if \(typeof document !== 'undefined'\) StyleSheet\.reset\(/);
  for (const file of ['libs/utils/dom.js', 'libs/internal/EventRegister.js', 'src/table/utils.js', 'src/table/TableHeader.js']) {
    const id = path.join(elementRoot, 'dist/npm/es6', file);
    const fixed = evaluateWithoutBrowser(readFileSync(id, 'utf8'), id);
    assert.notEqual(fixed, readFileSync(id, 'utf8'), `${file} is changed`);
    assert.doesNotMatch(fixed, /^var \w+ = (?:window|document)[;[]/m, `${file} reads no browser global when evaluated`);
  }
});

test('fix 11: the pager arrows render with their names and state', () => {
  const source = readFileSync(path.join(elementRoot, 'dist/npm/es6/src/pagination/Pagination.js'), 'utf8');
  const fixed = namePagerArrows(source);
  assert.match(fixed, /'aria-label': '上一页', 'aria-disabled': String\(disabled !== ''\)/);
  assert.match(fixed, /'aria-label': '下一页', 'aria-disabled': String\(disabled !== ''\)/);
});
