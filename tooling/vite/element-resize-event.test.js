import assert from 'node:assert/strict';
import { test } from 'node:test';

// A ResizeObserver the test drives: `report(element, width, height)` delivers one entry, as the browser does after a
// layout in which the element's size is known or changed.
const observed = new Set();
let deliver;
globalThis.window = globalThis;
globalThis.ResizeObserver = class {
  constructor(callback) {
    deliver = callback;
  }
  observe(element) {
    observed.add(element);
  }
  unobserve(element) {
    observed.delete(element);
  }
};
const computed = new Map();
globalThis.getComputedStyle = (element) => ({ position: computed.get(element) ?? 'static' });
const report = (element, width, height) => deliver([{ target: element, borderBoxSize: [{ inlineSize: width, blockSize: height }] }]);
const element = () => ({ style: {} });

const { addResizeListener, removeResizeListener } = await import('./element-resize-event.js');

test('a listener is called with the element once its size is known and on every change, not for the same size', () => {
  const root = element();
  const calls = [];
  const listener = function () {
    calls.push(this);
  };
  addResizeListener(root, listener);
  assert.ok(observed.has(root));
  report(root, 200, 32);
  report(root, 200, 32);
  assert.equal(calls.length, 1);
  assert.equal(calls[0], root);
  report(root, 240, 32);
  assert.equal(calls.length, 2);
  removeResizeListener(root, listener);
  assert.ok(!observed.has(root));
});

test('removing and re-adding at the same size (Scrollbar, on every update) calls nothing, so updates do not loop', () => {
  const view = element();
  let calls = 0;
  const update = () => {
    calls += 1;
  };
  addResizeListener(view, update);
  report(view, 300, 120);
  assert.equal(calls, 1);
  removeResizeListener(view, update);
  addResizeListener(view, update);
  report(view, 300, 120);
  assert.equal(calls, 1);
  report(view, 300, 160);
  assert.equal(calls, 2);
});

test('an element keeps being observed while it has a listener, and a static one is made relative once', () => {
  const table = element();
  computed.set(table, 'static');
  const first = () => {};
  const second = () => {};
  addResizeListener(table, first);
  addResizeListener(table, second);
  assert.equal(table.style.position, 'relative');
  removeResizeListener(table, first);
  assert.ok(observed.has(table));
  removeResizeListener(table, second);
  assert.ok(!observed.has(table));
  const positioned = element();
  computed.set(positioned, 'absolute');
  addResizeListener(positioned, first);
  assert.equal(positioned.style.position, undefined);
});
