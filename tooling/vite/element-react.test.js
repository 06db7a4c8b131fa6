import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { evaluateWithoutBrowser, fixMarkup, fixSelect, namePagerArrows } from './element-react.js';

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

test('fix 12: every module whose markup carries a kit name or tie is fixed, and each fix applies to the installed element-react', () => {
  const fixedSource = (file) => {
    const id = path.join(elementRoot, 'dist/npm/es6/src', file);
    const fixed = fixMarkup(readFileSync(id, 'utf8'), id);
    assert.ok(fixed, `${file} has a markup fix`);
    return fixed;
  };
  const pager = fixedSource('pagination/Pager.js');
  assert.equal(pager.match(/role: 'button', tabIndex: 0, 'aria-current'/g)?.length, 3);
  assert.match(pager, /onKeyDown: bmClickOnKey\(this\.onPagerClick\.bind\(this\)\), role: 'none'/);
  assert.match(fixedSource('carousel/Carousel.js'), /'aria-label': '第' \+ \(index \+ 1\) \+ '张'/);
  const dialog = fixedSource('dialog/Dialog.js');
  assert.match(dialog, /role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': title \? this\.props\.titleId/);
  assert.match(dialog, /'aria-label': '关闭'/);
  const box = fixedSource('message-box/MessageBox.js');
  assert.match(box, /role: 'alertdialog'/);
  assert.doesNotMatch(box, /'aria-label': 'Close'/);
  const select = fixedSource('select/Select.js');
  assert.match(select, /role: 'combobox', 'aria-haspopup': 'listbox', 'aria-expanded': String\(!!visible\)/);
  assert.match(select, /id: this\.props\.id, 'aria-invalid'/);
  assert.match(select, /viewRole: 'listbox', viewId: this\.props\.listboxId/);
  assert.match(fixedSource('select/Option.js'), /role: 'option', id: bmOptionId\(this\)/);
  assert.match(fixedSource('scrollbar/Scrollbar.js'), /role: this\.props\.viewRole, id: this\.props\.viewId/);
  assert.match(fixedSource('radio/Radio.js'), /name: this\.props\.name/);
  assert.match(fixedSource('radio/RadioButton.js'), /name: this\.props\.name/);
  assert.match(fixedSource('date-picker/BasePicker.js'), /id: this\.props\.id, 'aria-invalid'/);
  const input = path.join(elementRoot, 'dist/npm/es6/src/input/Input.js');
  assert.equal(fixMarkup(readFileSync(input, 'utf8'), input), null, 'a module without a markup fix is left alone');
});
