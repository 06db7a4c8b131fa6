// The API integration tests again, on the PostgreSQL server of DATABASE_URL (.ci/run, after `pnpm test` ran every API
// test on PGlite): only the test files that open a database, i.e. reach apps/api/test/helpers/database.ts (the one place
// that picks PGlite or DATABASE_URL) through their imports. The other files (config, badges, PDFs, signatures, ...)
// never touch a database, so a second run of them on PostgreSQL repeats the first one exactly (decision 0055).
// `--list` prints the split instead of running; other arguments keep the files whose path contains one of them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const API = path.join(ROOT, 'apps/api');
const DATABASE_HELPER = path.join(API, 'test/helpers/database.ts');

const listed = execFileSync('pnpm', ['exec', 'vitest', 'list', '--filesOnly'], { cwd: API, encoding: 'utf8' })
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => /\.test\.tsx?$/.test(line))
  .map((line) => path.resolve(API, line));
if (listed.length === 0) throw new Error('vitest listed no test files in apps/api');

/** The file a relative import names (TypeScript sources, `.js` written for `.ts`, folder indexes). */
function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The relative-import graph from the test files: file -> the files it imports. */
const imports = new Map();
const pending = [...listed];
while (pending.length > 0) {
  const file = pending.pop();
  if (imports.has(file)) continue;
  const targets = [];
  for (const match of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolveImport(file, match[1]);
    if (target) targets.push(target);
  }
  imports.set(file, targets);
  pending.push(...targets);
}
/** Every file that imports the database helper, directly or through other files. */
const opening = new Set([DATABASE_HELPER]);
for (let grew = true; grew; ) {
  grew = false;
  for (const [file, targets] of imports) {
    if (!opening.has(file) && targets.some((target) => opening.has(target))) {
      opening.add(file);
      grew = true;
    }
  }
}

const withDatabase = listed.filter((file) => opening.has(file));
const without = listed.filter((file) => !withDatabase.includes(file));
const relative = (file) => path.relative(API, file);

if (process.argv.includes('--list')) {
  console.log(`${withDatabase.length} of ${listed.length} API test files open a database:`);
  for (const file of withDatabase) console.log(`  ${relative(file)}`);
  console.log(`not run again on PostgreSQL (${without.length}):`);
  for (const file of without) console.log(`  ${relative(file)}`);
} else {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL names the PostgreSQL server to test on');
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const chosen = filters.length > 0 ? withDatabase.filter((file) => filters.some((part) => relative(file).includes(part))) : withDatabase;
  if (chosen.length === 0) throw new Error(`no API test file that opens a database matches ${filters.join(', ')}`);
  console.log(`API tests on PostgreSQL: ${chosen.length} of ${listed.length} files (${withDatabase.length} open a database)`);
  await run('pnpm', ['exec', 'vitest', 'run', ...chosen.map(relative)], { cwd: API });
}
