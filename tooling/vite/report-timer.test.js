import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reportUnlessElementReactTimer } from './index.js';

const frame = (file) => `    at Timeout._onTimeout (/repo/node_modules/.pnpm/element-react@1.4.34/node_modules/element-react/dist/npm/es6/src/${file}:630:14)\n    at listOnTimeout (node:internal/timers:581:17)`;

test("ignores only an error thrown from element-react's own timer callback", () => {
  // Select's 300 ms hover timer firing after the test file's jsdom is gone (CI, stop 20).
  assert.equal(reportUnlessElementReactTimer({ stack: `ReferenceError: window is not defined\n${frame('select/Select.js')}` }), false);
  // The same error from the project's code, or from element-react outside a timer, still fails the run.
  assert.equal(reportUnlessElementReactTimer({ stack: 'ReferenceError: window is not defined\n    at Timeout._onTimeout (/repo/packages/ui/src/x.ts:1:1)' }), true);
  assert.equal(reportUnlessElementReactTimer({ stack: 'TypeError: x\n    at render (/repo/node_modules/element-react/dist/npm/es6/src/select/Select.js:1:1)' }), true);
  assert.equal(reportUnlessElementReactTimer(new Error('no stack frames')), true);
  assert.equal(reportUnlessElementReactTimer(undefined), true);
});
