import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fixSelect } from './element-react.js';

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
