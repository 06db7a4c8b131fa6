// Build fixes for element-react 1.4.x (see docs/decisions/0003-element-react-build-fixes.md).
//
// 1. Its package "main" is the ES5 build, which needs react-hot-loader. Vite's default mainFields include
//    "jsnext:main", which points at the ES6 build (next.js); never add "main" ahead of it.
// 2. The ES6 build keeps a Flow type-only import (`import { FilterProps, FilterState } from './Types'`
//    in table/FilterPannel.js) from a module that exports nothing. Rollup reports MISSING_EXPORT and
//    esbuild (dependency pre-bundling) refuses it. We drop that import in both pipelines, and keep
//    `shimMissingExports` as a safety net for the production build.
// 3. It imports `babel-runtime/helpers/*` without declaring it; @badminton/ui depends on babel-runtime@6.
// 4. Vitest resolves with `mainFields: []` and hands node_modules to Node, which picks "main" (the ES5 build)
//    and fails on react-hot-loader. Where an environment's mainFields lack "jsnext:main", `resolveId` points
//    the bare `element-react` import at next.js (the ES6 build), and `test.server.deps.inline` makes Vitest
//    run it through Vite so the transform above applies under jsdom too. Environments that already read
//    "jsnext:main" (app builds, Storybook, dev) are left to Vite's resolver and the federation plugin.
// 5. Its Select cancels the Tab key (`case 9` shares Escape's `e.preventDefault()`), so keyboard focus cannot leave a
//    select (WCAG 2.1.2, no keyboard trap; decision 0028). Tab now only closes the dropdown and moves on.
// 6. Its Select's arrow keys did nothing visible and Enter chose nothing (decision 0028): choosing a value stored
//    `option.index` (undefined) as the highlighted index, so the next arrow read `options[NaN]` and threw; and the
//    options never re-rendered, so the highlight (`hover` class) never moved. The index is now the option's place in
//    the list, and each arrow re-renders the options (and scrolls the highlighted one into view, as before).
// 7. Its ES6 modules are marked side-effect free, so the build drops the components an app never uses and resolves
//    imports through its barrel (`next.js`) to the component modules (decision 0029: element-react is no longer a
//    federation share, which was bundled whole).
// 8. element-theme-default's stylesheet styles every component; the rules of those the kit does not export are
//    dropped at build time (./element-theme.js), a third of the sheet the browser parses and matches on every route.
// 9. Its resize listener (libs/utils/resize-event.js: scroll-trigger divs whose sizes it reads when a listener is added)
//    forced a synchronous layout in React's commit for every Select and on every Scrollbar update; the module is
//    replaced by ./element-resize-event.js, the same exports on ResizeObserver (issue 12). Select also read its input's
//    width after every update (`componentDidUpdate`), another forced layout per select per render; it now reads it only
//    while its dropdown is open, and its resize listener (called once the element's size is first known) keeps it
//    current otherwise.
// 10. Four of its modules touch `document` or `window` when they are first evaluated, so the server render of a screen
//    (decision 0053) could not even import them: libs/utils/dom.js picks its listener helpers from `document`,
//    libs/internal/EventRegister.js keeps its register on `window`, and table/utils.js and table/TableHeader.js keep a
//    `document` reference. Each now reads them only where there is a browser (the helpers, the register and the
//    reference are used from event handlers and effects, which never run on the server). Select.js adds a style sheet
//    to the document when it is evaluated; it adds it when there is a document.
// 11. Its pager arrows are icon buttons without a name (WCAG 4.1.2). The kit's document observer names them in the
//    browser (packages/ui/src/element/name-controls.ts), but a page drawn on the server is read before any script runs:
//    Pagination.js now renders them with their names (上一页, 下一页) and `aria-disabled`, on the server and in the browser.

import { readFileSync } from 'node:fs';
import { elementThemeSubset } from './element-theme.js';

const TYPE_IMPORT = /import\s*\{\s*FilterProps\s*,\s*FilterState\s*\}\s*from\s*['"]\.\/Types['"];?/;
const FILTER_PANEL = /element-react[\\/]dist[\\/]npm[\\/]es6[\\/]src[\\/]table[\\/]FilterPannel\.js$/;
const SELECT = /element-react[\\/]dist[\\/]npm[\\/]es6[\\/]src[\\/]select[\\/]Select\.js$/;
const RESIZE_EVENT = /element-react[\\/]dist[\\/]npm[\\/]es6[\\/]libs[\\/]utils[\\/]resize-event\.js$/;
/** Fix 9: the replacement of RESIZE_EVENT. */
const RESIZE_EVENT_SOURCE = readFileSync(new URL('./element-resize-event.js', import.meta.url), 'utf8');
/** element-react's ES6 build and its entry (fix 7: their modules are side-effect free, so unused components drop). */
const ELEMENT_SOURCE = /element-react[\\/](?:next\.js$|dist[\\/]npm[\\/]es6[\\/])/;
const DOM_UTILS = /element-react[\\/]dist[\\/]npm[\\/]es6[\\/]libs[\\/]utils[\\/]dom\.js$/;
const EVENT_REGISTER = /element-react[\\/]dist[\\/]npm[\\/]es6[\\/]libs[\\/]internal[\\/]EventRegister\.js$/;
const TABLE_DOCUMENT = /element-react[\\/]dist[\\/]npm[\\/]es6[\\/]src[\\/]table[\\/](?:utils|TableHeader)\.js$/;
const PAGINATION = /element-react[\\/]dist[\\/]npm[\\/]es6[\\/]src[\\/]pagination[\\/]Pagination\.js$/;
const TAB_TRAP = /case 9:\s*case 27:\s*(_this\d*)\.setState\(\{ visible: false \}\);\s*e\.preventDefault\(\);\s*break;/;

/** Replaces exactly one match, or throws: an element-react upgrade that moves the code must not drop a fix quietly. */
function replaceOnce(code, pattern, replacement, fix) {
  if (!pattern.test(code)) throw new Error(`element-react build fix "${fix}" no longer matches its element-react file`);
  return code.replace(pattern, replacement);
}

const HOVER_INDEX = /hoverIndex = option\.index;/;
const WIDTH_ON_UPDATE = /(componentDidUpdate\(\) \{\s*)(this\.state\.inputWidth = this\.reference\.getBoundingClientRect\(\)\.width;)/;
const NAVIGATED = /(_this\d*)\.resetScrollTop\(\);/;

/** Lets Tab leave a Select: it closes the dropdown without cancelling the key; Escape still does both. */
export function releaseSelectTab(code) {
  return replaceOnce(code, 
    TAB_TRAP,
    (_, self) =>
      `case 9:\n${self}.setState({ visible: false });\nbreak;\ncase 27:\n${self}.setState({ visible: false });\ne.preventDefault();\nbreak;`,
    'Tab leaves a Select',
  );
}

/** Makes the arrow keys move a visible highlight and Enter choose the highlighted option. */
export function enableSelectArrows(code) {
  const indexed = replaceOnce(code, HOVER_INDEX, 'hoverIndex = this.state.options.indexOf(option);', 'hover index');
  return replaceOnce(
    indexed,
    NAVIGATED,
    (_, self) => `${self}.state.options.forEach(function (o) { o.forceUpdate(); });\n${self}.resetScrollTop();`,
    'arrows re-render options',
  );
}

/** Fix 9: Select measures its input after an update only while its dropdown is open (no forced layout at boot). */
export function measureSelectWhenOpen(code) {
  return replaceOnce(code, WIDTH_ON_UPDATE, (_, head, read) => `${head}if (this.state.visible) ${read}`, 'input width when open');
}

/** Fix 10: the module evaluates without a browser (see the list above); throws when a pattern no longer matches. */
export function evaluateWithoutBrowser(code, id) {
  if (DOM_UTILS.test(id)) return replaceOnce(code, /var isServer = false;/, "var isServer = typeof document === 'undefined';", 'dom.js on the server');
  if (EVENT_REGISTER.test(id)) {
    return replaceOnce(
      code,
      /var registerMap = window\[windowKey\] = window\[windowKey\] \|\| \{/,
      "var registerHost = typeof window === 'undefined' ? {} : window;\nvar registerMap = registerHost[windowKey] = registerHost[windowKey] || {",
      'EventRegister on the server',
    );
  }
  if (TABLE_DOCUMENT.test(id)) {
    return replaceOnce(code, /var _document = document;/, "var _document = typeof document === 'undefined' ? undefined : document;", 'table on the server');
  }
  return code;
}

const SELECT_STYLE = /^StyleSheet\.reset\(/m;

/** Fix 11: the pager arrows carry their names and state in their own markup. */
export function namePagerArrows(code) {
  const named = replaceOnce(
    code,
    /\{ type: 'button', className: 'btn-prev ' \+ disabled, onClick: props\.prev \}/,
    "{ type: 'button', className: 'btn-prev ' + disabled, onClick: props.prev, 'aria-label': '上一页', 'aria-disabled': String(disabled !== '') }",
    'pager previous arrow',
  );
  return replaceOnce(
    named,
    /\{ type: 'button', className: 'btn-next ' \+ disabled, onClick: props\.next \}/,
    "{ type: 'button', className: 'btn-next ' + disabled, onClick: props.next, 'aria-label': '下一页', 'aria-disabled': String(disabled !== '') }",
    'pager next arrow',
  );
}

/** Every Select.js fix, in order. */
export function fixSelect(code) {
  const fixed = measureSelectWhenOpen(enableSelectArrows(releaseSelectTab(code)));
  return replaceOnce(fixed, SELECT_STYLE, "if (typeof document !== 'undefined') StyleSheet.reset(", 'style sheet on the server');
}

export function stripFlowTypeImport(code) {
  return code.replace(TYPE_IMPORT, '');
}

/** esbuild plugin for optimizeDeps (dev pre-bundling). */
export const elementReactEsbuildPlugin = {
  name: 'element-react-flow-types',
  setup(build) {
    build.onLoad({ filter: FILTER_PANEL }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      return { contents: stripFlowTypeImport(await readFile(args.path, 'utf8')), loader: 'js' };
    });
    build.onLoad({ filter: RESIZE_EVENT }, () => ({ contents: RESIZE_EVENT_SOURCE, loader: 'js' }));
    for (const filter of [DOM_UTILS, EVENT_REGISTER, TABLE_DOCUMENT]) {
      build.onLoad({ filter }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        return { contents: evaluateWithoutBrowser(await readFile(args.path, 'utf8'), args.path), loader: 'js' };
      });
    }
    build.onLoad({ filter: PAGINATION }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      return { contents: namePagerArrows(evaluateWithoutBrowser(await readFile(args.path, 'utf8'), args.path)), loader: 'js' };
    });
    build.onLoad({ filter: SELECT }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      return { contents: fixSelect(await readFile(args.path, 'utf8')), loader: 'js' };
    });
  },
};

/** Vite plugin + config for apps, Storybook and tests that render element-react. */
export function elementReact() {
  return {
    name: 'element-react-fixes',
    enforce: 'pre',
    config() {
      return {
        optimizeDeps: {
          esbuildOptions: { plugins: [elementReactEsbuildPlugin] },
        },
        build: {
          rollupOptions: { shimMissingExports: true },
        },
        // Fix 8: the theme stylesheet without the components the kit does not export (./element-theme.js).
        css: { postcss: { plugins: [elementThemeSubset()] } },
        test: {
          server: { deps: { inline: ['element-react'] } },
        },
      };
    },
    async resolveId(source, importer, options) {
      if (source !== 'element-react') return null;
      const mainFields = this.environment?.config?.resolve?.mainFields ?? [];
      if (mainFields.includes('jsnext:main')) return null;
      const manifest = await this.resolve('element-react/package.json', importer, { ...options, skipSelf: true });
      if (!manifest) return null;
      return manifest.id.replace(/package\.json$/, 'next.js');
    },
    load(id) {
      return RESIZE_EVENT.test(id) ? { code: RESIZE_EVENT_SOURCE, map: null } : null;
    },
    transform(code, id) {
      const sideEffects = ELEMENT_SOURCE.test(id) ? { moduleSideEffects: false } : {};
      if (FILTER_PANEL.test(id)) return { code: stripFlowTypeImport(code), map: null, ...sideEffects };
      if (SELECT.test(id)) return { code: fixSelect(code), map: null, ...sideEffects };
      if (PAGINATION.test(id)) return { code: namePagerArrows(code), map: null, ...sideEffects };
      return ELEMENT_SOURCE.test(id) ? { code: evaluateWithoutBrowser(code, id), map: null, ...sideEffects } : null;
    },
  };
}
