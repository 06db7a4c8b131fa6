// element-theme-default's one stylesheet (lib/index.css, ~135 KB) styles every element-react component. The kit
// exports only some of them (packages/ui/src/element/element.ts), but the browser parses, indexes and matches every
// rule on each style recalculation: a 20–45 ms main-thread task on load (x4 on Lighthouse's mobile CPU), issue 12.
// This PostCSS step drops, from that file only, the rules of the components the kit does not export (their classes
// appear nowhere in the apps either). A selector naming such a component leaves its rule's list; a rule goes when no
// selector is left. Every other rule stays in its place and order, so the cascade of the kept rules is unchanged.

/** element-react components the kit does not export (their class names, without `.el-`). */
export const UNUSED_ELEMENT_COMPONENTS = [
  'alert',
  'autocomplete',
  'badge',
  'card',
  'col',
  'color',
  'color-picker',
  'dropdown',
  'input-number',
  'menu',
  'rate',
  'row',
  'slider',
  'submenu',
  'transfer',
  'tree',
];

const THEME_FILE = /element-theme-default[\\/]lib[\\/]index\.css$/;
// `.el-col` and `.el-col-24`, `.el-menu--horizontal`, `.el-slider__button`; not `.el-collapse` or `.el-select-dropdown`.
const UNUSED = new RegExp(`\\.el-(?:${UNUSED_ELEMENT_COMPONENTS.join('|')})(?![a-z0-9])`);

/** The selectors of the list that do not name a component the kit leaves out. */
export function keptSelectors(selectors) {
  return selectors.filter((selector) => !UNUSED.test(selector));
}

/** PostCSS plugin: drops the unused components' selectors and rules from element-theme-default's index.css (after @import inlining). */
export function elementThemeSubset() {
  return {
    postcssPlugin: 'badminton-element-theme-subset',
    Once(root) {
      root.walkRules((rule) => {
        if (!THEME_FILE.test(rule.source?.input?.file ?? '')) return;
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
        const kept = keptSelectors(rule.selectors);
        if (kept.length === rule.selectors.length) return;
        if (kept.length > 0) {
          rule.selectors = kept;
          return;
        }
        const parent = rule.parent;
        rule.remove();
        if (parent?.type === 'atrule' && parent.nodes.length === 0) parent.remove();
      });
    },
  };
}
elementThemeSubset.postcss = true;
