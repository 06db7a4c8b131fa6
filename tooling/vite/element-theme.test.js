import assert from 'node:assert/strict';
import { test } from 'node:test';
import { elementThemeSubset, keptSelectors } from './element-theme.js';

test('drops the selectors of the components the kit does not export', () => {
  assert.deepEqual(keptSelectors(['.el-col-24', '.el-row--flex', '.el-menu--horizontal .el-menu-item', '.el-slider__button']), []);
  assert.deepEqual(keptSelectors(['.el-input-number .el-input__inner', '.el-input__inner']), ['.el-input__inner']);
  assert.deepEqual(keptSelectors(['.el-dropdown .el-button', '.el-button-group .el-button']), ['.el-button-group .el-button']);
});

test('keeps the classes of the components the kit exports', () => {
  const used = ['.el-collapse-item__header', '.el-select-dropdown__item', '.el-carousel__item', '.el-cascader-menu', '.el-date-table td',
    '.el-input__inner', '.el-tag--success', '.el-tabs__item', '.el-table .cell', '.el-upload-list__item', '.el-progress-bar',
    '.el-tooltip__popper', '.el-popover', '.el-icon-arrow-down', '.el-message-box__btns', '.el-card-like'];
  assert.deepEqual(keptSelectors(used), used.slice(0, -1));
});

function fakeRule(selectors, file, parent) {
  const rule = { type: 'rule', selectors, source: { input: { file } }, parent, remove: () => parent.nodes.splice(parent.nodes.indexOf(rule), 1) };
  parent.nodes.push(rule);
  return rule;
}

test('touches only element-theme-default/lib/index.css and removes a media query left empty', () => {
  const theme = '/x/node_modules/element-theme-default/lib/index.css';
  const root = { type: 'root', nodes: [] };
  const media = { type: 'atrule', name: 'media', nodes: [], parent: root, remove: () => root.nodes.splice(root.nodes.indexOf(media), 1) };
  root.nodes.push(media);
  fakeRule(['.el-col-xs-1'], theme, media);
  const mixed = fakeRule(['.el-row', '.el-button'], theme, root);
  const app = fakeRule(['.el-menu-item-group__title'], '/x/packages/ui/src/theme/theme.css', root);
  root.walkRules = (visit) => [...media.nodes, ...root.nodes.filter((n) => n.type === 'rule')].forEach(visit);
  elementThemeSubset().Once(root);
  assert.deepEqual(root.nodes, [mixed, app]);
  assert.deepEqual(mixed.selectors, ['.el-button']);
});
