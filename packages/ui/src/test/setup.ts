import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// element-react 1.4 is written against React 16 APIs (will* lifecycles, findDOMNode, string refs,
// legacy context, ReactDOM.render). React 18 still runs them but warns on every mount; the kit's own
// code uses none of them, so those particular warnings are dropped to keep test output readable.
const LEGACY_REACT_WARNINGS = [
  /has been renamed, and is not recommended for use/,
  /findDOMNode is deprecated/,
  /ReactDOM\.render is no longer supported/,
  /unmountComponentAtNode is deprecated/,
  /uses the legacy (childContextTypes|contextTypes) API/,
  /contains the string ref/,
  /A string ref, ".*", has been found/,
  /Support for defaultProps will be removed/,
];

for (const method of ['error', 'warn'] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : '';
    if (LEGACY_REACT_WARNINGS.some((pattern) => pattern.test(text))) return;
    original(...args);
  };
}

// `findBy…` and `waitFor` wait up to 5 s (the default 1 s is too short for a lazy screen's first render while turbo
// runs every package's tests at once on a 2-core CI machine); a test that passes still passes as soon as it can.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
