// react-router 7 ships one big module whose component definitions are top-level calls (`var Link =
// React10.forwardRef(...)`, `createContext`, `memo`). A bundler must keep a top-level call it cannot prove pure, so
// every route carried react-router's framework-mode Link, NavLink and Form (and what only they use) though the portal
// uses none of them (issue 12: ~1 KB gzip per route; the prefetching code they share with other kept parts stays).
// These calls only build a value, so they are marked `/* @__PURE__ */`, and the build drops those nobody imports.
// Only react-router's own dist files are touched.

const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
const DEFINITION = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/** Marks react-router's top-level component and context definitions pure (see above). */
export function reactRouterPure() {
  return {
    name: 'badminton:react-router-pure',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      return { code: code.replace(DEFINITION, '$1/* @__PURE__ */ $2'), map: null };
    },
  };
}
