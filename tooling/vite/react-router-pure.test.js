import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reactRouterPure } from './react-router-pure.js';

const { transform } = reactRouterPure();
const source = 'var Link = React10.forwardRef(function Link() {});\nvar Ctx = React.createContext(null);\nvar M = React3.memo(Inner);\nReact.useEffect(f);';

test("marks react-router's top-level forwardRef, createContext and memo definitions pure", () => {
  const { code } = transform(source, '/repo/node_modules/react-router/dist/production/chunk-X.mjs');
  assert.match(code, /var Link = \/\* @__PURE__ \*\/ React10\.forwardRef\(/);
  assert.match(code, /var Ctx = \/\* @__PURE__ \*\/ React\.createContext\(/);
  assert.match(code, /var M = \/\* @__PURE__ \*\/ React3\.memo\(/);
  assert.match(code, /\nReact\.useEffect\(f\);$/);
});

test('leaves every other file alone', () => {
  assert.equal(transform(source, '/repo/packages/router/src/link.ts'), null);
  assert.equal(transform(source, '/repo/node_modules/element-react/next.js'), null);
});
