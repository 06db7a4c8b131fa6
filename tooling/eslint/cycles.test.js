// node --test: cycles/imports through ESLint's Node API, on small packages written to a temporary folder (the rule reads
// the package's other files from disk).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import config from './index.js';

const folders = [];
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Writes a package of `files` (path → text) and answers the cycles/imports messages of each file, by path. */
async function circleErrors(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-rule-'));
  folders.push(root);
  fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "fixture", "private": true }\n');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(Object.keys(files).filter((file) => /\.tsx?$/.test(file)));
  return Object.fromEntries(
    results.map((result) => [
      path.relative(root, result.filePath).split(path.sep).join('/'),
      result.messages.filter((m) => m.ruleId === 'cycles/imports').map((m) => m.message),
    ]),
  );
}

describe('cycles/imports', () => {
  it('reports both imports of a two-module circle, a type-only import included', async () => {
    const errors = await circleErrors({
      'src/constants.ts': "import type { Row } from './calls';\nexport const size = (row: Row) => row.n;\n",
      'src/calls.ts': "import { size } from './constants';\nexport interface Row { n: number }\nexport const call = size;\n",
    });
    assert.deepEqual(errors['src/constants.ts'], [
      'Import circle: src/constants.ts → src/calls.ts → src/constants.ts. Move what both need to a module that neither imports back (decision 0054).',
    ]);
    assert.deepEqual(errors['src/calls.ts'], [
      'Import circle: src/calls.ts → src/constants.ts → src/calls.ts. Move what both need to a module that neither imports back (decision 0054).',
    ]);
  });

  it('follows re-exports, dynamic imports, `.js` specifiers and index files around a longer circle', async () => {
    const errors = await circleErrors({
      'src/a.ts': "export * from './b.js';\n",
      'src/b.ts': "export const load = () => import('./c');\n",
      'src/c/index.ts': "import type { load } from '../a';\nexport type Load = typeof load;\n",
    });
    assert.equal(errors['src/a.ts'].length, 1);
    assert.match(errors['src/a.ts'][0], /^Import circle: src\/a\.ts → src\/b\.ts → src\/c\/index\.ts → src\/a\.ts\. /);
    assert.equal(errors['src/b.ts'].length, 1);
    assert.equal(errors['src/c/index.ts'].length, 1);
  });

  it('says nothing of imports that do not lead back, nor of packages', async () => {
    const errors = await circleErrors({
      'src/rules.ts': "export const limit = 1;\n",
      'src/views.ts': "import { limit } from './rules';\nimport type { Row } from './calls';\nexport const fits = (row: Row) => row.n <= limit;\n",
      'src/calls.ts': "import { z } from 'zod';\nimport { limit } from './rules';\nexport interface Row { n: number }\nexport const schema = z.number().max(limit);\n",
    });
    assert.deepEqual(errors, { 'src/rules.ts': [], 'src/views.ts': [], 'src/calls.ts': [] });
  });
});
