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
// 11. Its pager arrows are icon buttons without a name (WCAG 4.1.2), and a page drawn on the server is read before any
//    script runs: Pagination.js renders them with their names (上一页, 下一页) and `aria-disabled`, on the server and in
//    the browser.
// 12. The rest of what its parts leave unnamed or untied, in their own markup (decision 0057; it replaced the kit's
//    document-wide observers, which added it after load): the pager's page numbers are keyboard buttons (Enter, Space)
//    with `aria-current` in a `role="none"` list, its 5-page jumps are named buttons (Pager.js); the carousel's arrows and
//    dots are named (上一张, 下一张, 第N张; Carousel.js); the dialog is a named modal `role="dialog"` with its close button
//    named 关闭 (Dialog.js, its title's id from the kit's `titleId`); the message box a named and described modal
//    `alertdialog` with 关闭 (MessageBox.js); the Select's input a `combobox` owning its `listbox` of `option`s, expanded
//    while open, with the highlighted option as active descendant (Select.js, Option.js, Scrollbar.js's `viewRole` and
//    `viewId`; the list's id from the kit's `listboxId`); a Radio.Group's radios share the group's `name` (one Tab stop,
//    arrow keys; Radio.js, RadioButton.js); and the inputs of the Select and the date pickers carry the field attributes
//    the kit's Form.Item gives them (`id`, `aria-invalid`, `aria-describedby`; Select.js, BasePicker.js).

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
/** Fix 12: the element-react modules whose markup the kit's names and ties live in, each with its fix. */
const esSource = (path) => new RegExp(`element-react[\\\\/]dist[\\\\/]npm[\\\\/]es6[\\\\/]src[\\\\/]${path.replace('/', '[\\\\/]')}\\.js$`);
const PAGER = esSource('pagination/Pager');
const CAROUSEL = esSource('carousel/Carousel');
const DIALOG = esSource('dialog/Dialog');
const MESSAGE_BOX = esSource('message-box/MessageBox');
const OPTION = esSource('select/Option');
const SCROLLBAR = esSource('scrollbar/Scrollbar');
const RADIO = esSource('radio/Radio');
const RADIO_BUTTON = esSource('radio/RadioButton');
const BASE_PICKER = esSource('date-picker/BasePicker');
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

/** Replaces every match, and throws unless there were exactly `count`. */
function replaceCount(code, pattern, replacement, count, fix) {
  const found = code.match(pattern)?.length ?? 0;
  if (found !== count) throw new Error(`element-react build fix "${fix}" matched ${found} times, not ${count}`);
  return code.replace(pattern, replacement);
}

/** Enter or Space clicks (element listens for clicks only); prepended to a module that makes keyboard buttons. */
const CLICK_ON_KEY =
  "function bmClickOnKey(click) { return function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); click(e); } }; }\n";

/** Fix 12: the page numbers are keyboard buttons, the current one `aria-current`, the 5-page jumps named buttons. */
export function namePagerNumbers(code) {
  const list = replaceOnce(
    code,
    /\{ onClick: this\.onPagerClick\.bind\(this\), className: 'el-pager' \}/,
    "{ onClick: this.onPagerClick.bind(this), onKeyDown: bmClickOnKey(this.onPagerClick.bind(this)), role: 'none', className: 'el-pager' }",
    'pager list',
  );
  const numbers = replaceCount(
    list,
    /className: (this|_this2)\.classNames\('number', \{\s*active: (currentPage === (?:1|pager|pageCount))\s*\}\)/g,
    (_, self, active) =>
      `role: 'button', tabIndex: 0, 'aria-current': ${active} ? 'page' : undefined, className: ${self}.classNames('number', { active: ${active} })`,
    3,
    'pager numbers',
  );
  const previous = replaceOnce(
    numbers,
    /className: this\.classNames\('el-icon more btn-quickprev', quickprevIconClass\),/,
    "role: 'button', tabIndex: 0, 'aria-label': '向前5页', className: this.classNames('el-icon more btn-quickprev', quickprevIconClass),",
    'pager 5 pages back',
  );
  const next = replaceOnce(
    previous,
    /className: this\.classNames\('el-icon more btn-quicknext', quicknextIconClass\),/,
    "role: 'button', tabIndex: 0, 'aria-label': '向后5页', className: this.classNames('el-icon more btn-quicknext', quicknextIconClass),",
    'pager 5 pages on',
  );
  return CLICK_ON_KEY + next;
}

/** Fix 12: the carousel's arrows and dots carry their names. */
export function nameCarouselControls(code) {
  const left = replaceOnce(
    code,
    /className: 'el-carousel__arrow el-carousel__arrow--left',/,
    "type: 'button', 'aria-label': '上一张', className: 'el-carousel__arrow el-carousel__arrow--left',",
    'carousel previous arrow',
  );
  const right = replaceOnce(
    left,
    /className: 'el-carousel__arrow el-carousel__arrow--right',/,
    "type: 'button', 'aria-label': '下一张', className: 'el-carousel__arrow el-carousel__arrow--right',",
    'carousel next arrow',
  );
  return replaceOnce(
    right,
    /React\.createElement\('button', \{ className: 'el-carousel__button' \}\)/,
    "React.createElement('button', { type: 'button', className: 'el-carousel__button', 'aria-label': '第' + (index + 1) + '张', 'aria-current': index === activeIndex ? 'true' : undefined })",
    'carousel dots',
  );
}

/** Fix 12: the dialog is a modal `dialog` named by its title (`titleId` from the kit), its close button 关闭. */
export function nameDialog(code) {
  const dialog = replaceOnce(
    code,
    /className: this\.className\("el-dialog", 'el-dialog--' \+ size, customClass\)/,
    "role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': title ? this.props.titleId : undefined, tabIndex: -1,\n                className: this.className(\"el-dialog\", 'el-dialog--' + size, customClass)",
    'dialog role',
  );
  const title = replaceOnce(dialog, /\{ className: 'el-dialog__title' \}/, "{ className: 'el-dialog__title', id: this.props.titleId }", 'dialog title');
  return replaceOnce(
    title,
    /\{ type: 'button', className: 'el-dialog__headerbtn', onClick:/,
    "{ type: 'button', className: 'el-dialog__headerbtn', 'aria-label': '关闭', onClick:",
    'dialog close',
  );
}

/** Fix 12: the message box is a modal `alertdialog` named by its title and described by its message; close is 关闭. */
export function nameMessageBox(code) {
  const box = replaceOnce(
    code,
    /\{ className: 'el-message-box' \}/,
    "{ className: 'el-message-box', role: 'alertdialog', 'aria-modal': 'true', tabIndex: -1, 'aria-labelledby': title ? bmBoxId(this, 'title') : undefined, 'aria-describedby': message ? bmBoxId(this, 'message') : undefined }",
    'message box role',
  );
  const title = replaceOnce(box, /\{ className: 'el-message-box__title' \}/, "{ className: 'el-message-box__title', id: bmBoxId(this, 'title') }", 'message box title');
  const message = replaceOnce(title, /\{ className: 'el-message-box__message',/, "{ className: 'el-message-box__message', id: bmBoxId(this, 'message'),", 'message box message');
  const close = replaceOnce(message, /'aria-label': 'Close',/, "'aria-label': '关闭',", 'message box close');
  return (
    "var bmBoxCount = 0;\nfunction bmBoxId(box, part) { if (!box.bmBoxKey) box.bmBoxKey = 'bm-message-box-' + (bmBoxCount += 1); return box.bmBoxKey + '-' + part; }\n" +
    close
  );
}

/** The attributes the kit's Form.Item gives a field (an id its label names, the error message while one is shown). */
const FIELD_ATTRIBUTES = "id: this.props.id, 'aria-invalid': this.props['aria-invalid'], 'aria-describedby': this.props['aria-describedby'],";

/** Fix 12: the Select's input is a combobox owning its listbox (`listboxId` from the kit), and carries the field's attributes. */
export function describeSelect(code) {
  const input = replaceOnce(
    code,
    /ref: 'reference',\s*value: selectedLabel,/,
    `ref: 'reference', ${FIELD_ATTRIBUTES} role: 'combobox', 'aria-haspopup': 'listbox', 'aria-expanded': String(!!visible), 'aria-controls': visible ? this.props.listboxId : undefined, 'aria-activedescendant': bmActiveOption(this),\n        value: selectedLabel,`,
    'select combobox',
  );
  const list = replaceOnce(
    input,
    /viewComponent: 'ul',/,
    "viewComponent: 'ul', viewRole: 'listbox', viewId: this.props.listboxId,",
    'select listbox',
  );
  return (
    'function bmActiveOption(select) { var state = select.state; var option = state.visible && state.hoverIndex >= 0 ? state.options[state.hoverIndex] : null; ' +
    "return option && select.props.listboxId && option.state.visible !== false ? select.props.listboxId + '-' + state.hoverIndex : undefined; }\n" +
    list
  );
}

/** Fix 12: each option is an `option` of its select's listbox, with its id (the active descendant) and state. */
export function describeOption(code) {
  const item = replaceOnce(
    code,
    /style: this\.style\(\),\s*className: this\.className\('el-select-dropdown__item', \{/,
    "role: 'option', id: bmOptionId(this), 'aria-selected': String(!!this.itemSelected()), 'aria-disabled': this.props.disabled || this.parent().props.disabled ? 'true' : undefined,\n          style: this.style(),\n          className: this.className('el-select-dropdown__item', {",
    'select option',
  );
  return (
    'function bmOptionId(option) { var select = option.parent(); var index = select ? select.state.options.indexOf(option) : -1; ' +
    "return select && select.props.listboxId && index >= 0 ? select.props.listboxId + '-' + index : undefined; }\n" +
    item
  );
}

/** Fix 12: a Scrollbar's view takes a role and an id (`viewRole`, `viewId`: the Select's listbox). */
export function roleScrollbarView(code) {
  const props = replaceOnce(code, /\['native', 'viewStyle',/, "['native', 'viewRole', 'viewId', 'viewStyle',", 'scrollbar props');
  return replaceOnce(props, /ref: 'resize'/, "ref: 'resize', role: this.props.viewRole, id: this.props.viewId", 'scrollbar view');
}

/** Fix 12: a radio's input carries its group's `name`. */
export function nameRadio(code) {
  return replaceOnce(code, /type: 'radio',/, "type: 'radio', name: this.props.name,", 'radio name');
}

/** Fix 12: the date picker's input carries the field's attributes. */
export function describePicker(code) {
  return replaceOnce(
    code,
    /React\.createElement\(Input, \{\s*className: this\.classNames\('el-date-editor el-date-editor--' \+ this\.type\),/,
    `React.createElement(Input, { ${FIELD_ATTRIBUTES}\n        className: this.classNames('el-date-editor el-date-editor--' + this.type),`,
    'date picker field',
  );
}

/** Fix 12, per module. */
const MARKUP_FIXES = [
  [PAGER, namePagerNumbers],
  [CAROUSEL, nameCarouselControls],
  [DIALOG, nameDialog],
  [MESSAGE_BOX, nameMessageBox],
  [OPTION, describeOption],
  [SCROLLBAR, roleScrollbarView],
  [RADIO, nameRadio],
  [RADIO_BUTTON, nameRadio],
  [BASE_PICKER, describePicker],
];

/** Every markup fix of element-react's module `id` (fixes 11 and 12, and the Select's), or null when it has none. */
export function fixMarkup(code, id) {
  if (SELECT.test(id)) return fixSelect(code);
  if (PAGINATION.test(id)) return namePagerArrows(code);
  const fix = MARKUP_FIXES.find(([pattern]) => pattern.test(id));
  return fix ? fix[1](code) : null;
}

/** Every Select.js fix, in order. */
export function fixSelect(code) {
  const fixed = describeSelect(measureSelectWhenOpen(enableSelectArrows(releaseSelectTab(code))));
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
    for (const filter of [PAGINATION, SELECT, ...MARKUP_FIXES.map(([pattern]) => pattern)]) {
      build.onLoad({ filter }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        const code = evaluateWithoutBrowser(await readFile(args.path, 'utf8'), args.path);
        return { contents: fixMarkup(code, args.path) ?? code, loader: 'js' };
      });
    }
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
      if (!ELEMENT_SOURCE.test(id)) return null;
      const evaluated = evaluateWithoutBrowser(code, id);
      return { code: fixMarkup(evaluated, id) ?? evaluated, map: null, ...sideEffects };
    },
  };
}
