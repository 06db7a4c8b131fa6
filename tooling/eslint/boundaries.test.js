// node --test: the shared config, run through ESLint's Node API on snippets placed at real workspace paths.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import config from './index.js';
import { placeOf, violation } from './rules/boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

/** The boundary messages ESLint reports for `code` as if it were the file `file` (relative to the root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

describe('boundaries/imports', () => {
  it('catches a feature importing another feature (relative path)', async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/features/training/components/x.tsx',
      "import { SignUpButton } from '../../test-sign-up/components/sign-up-button';\nexport const y = SignUpButton;\n",
    );
    assert.deepEqual(errors, [
      'Features never import each other (features/training → features/test-sign-up); move what both need to a shared folder or a package.',
    ]);
  });

  it('catches an app importing another app, by package name or by path, also re-exports and dynamic imports', async () => {
    const errors = await boundaryErrors(
      'apps/member/src/app.tsx',
      [
        "import { x } from '@badminton/portal/src/features/auth/api/sms';",
        "export { y } from '../../institution/src/app';",
        "export const z = () => import('../../portal/src/app');",
        'export const w = x;',
      ].join('\n'),
    );
    assert.equal(errors.length, 3);
    assert.match(errors[0], /An app never imports another app \(apps\/member → apps\/portal\)/);
    assert.match(errors[1], /apps\/member → apps\/institution/);
  });

  it('catches a package importing an app', async () => {
    const errors = await boundaryErrors('packages/account/src/x.ts', "export { a } from '../../../apps/portal/src/app';\n");
    assert.deepEqual(errors, ['A package never imports an app (packages/account → apps/portal).']);
  });

  it('lets a feature import its own files, the app’s shared folders and packages', async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/features/training/components/x.tsx',
      [
        "import { a } from '../utils/training-list';",
        "import { b } from '../../../shared/format';",
        "import { useCall } from '@badminton/api-client/react';",
        "import { useState } from 'react';",
        'export const all = [a, b, useCall, useState];',
      ].join('\n'),
    );
    assert.deepEqual(errors, []);
  });
});

describe('the shell and the remotes’ route manifests (decision 0018)', () => {
  it('lets the shell read a remote’s data-only routes entry, and nothing else of it', async () => {
    const errors = await boundaryErrors(
      'apps/shell/src/routes/manifests.ts',
      "import { PORTAL_ROUTES } from '@badminton/portal/routes';\nimport { x } from '@badminton/portal/src/app';\nexport const all = [PORTAL_ROUTES, x];\n",
    );
    assert.deepEqual(errors, ['An app never imports another app (apps/shell → apps/portal); share through packages/.']);
  });

  it('does not let the service import an app, not even a remote’s routes entry (issue 23)', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/http/render-routes.ts',
      "import { PORTAL_ROUTES } from '@badminton/portal/routes';\nimport { MEMBER_ROUTES } from '@badminton/member/routes';\nimport { x } from '../../../web/src/server';\nexport const all = [PORTAL_ROUTES, MEMBER_ROUTES, x];\n",
    );
    assert.deepEqual(errors, [
      'An app never imports another app (apps/api → apps/portal); share through packages/.',
      'An app never imports another app (apps/api → apps/member); share through packages/.',
      'An app never imports another app (apps/api → apps/web); share through packages/.',
    ]);
  });

  it('does not let a remote read another remote’s manifest', async () => {
    const errors = await boundaryErrors('apps/member/src/x.ts', "export { PORTAL_ROUTES } from '@badminton/portal/routes';\n");
    assert.equal(errors.length, 1);
  });
});

describe('violation', () => {
  it('is null inside one app and for packages importing packages', () => {
    assert.equal(violation(placeOf('apps/portal/src/app.tsx'), placeOf('apps/portal/src/features/home/x.ts')), null);
    assert.equal(violation(placeOf('packages/account/src/x.ts'), placeOf('packages/ui/src/index.ts')), null);
  });
});
