// Fails when the schema (src/db/schema/*.ts) and the committed migrations (drizzle/) disagree:
// runs `drizzle-kit generate` into a scratch copy of drizzle/ and fails if it writes a new migration.
// (`drizzle-kit check` only checks that the migrations agree with each other.)
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// drizzle-kit wants `out` relative to the working directory, so the scratch copy lives inside the package.
const scratchParent = path.join(root, 'node_modules', '.cache');
await mkdir(scratchParent, { recursive: true });
const scratch = await mkdtemp(path.join(scratchParent, 'check-migrations-'));
try {
  await cp(path.join(root, 'drizzle'), scratch, { recursive: true });
  const before = new Set(await readdir(scratch));
  const kit = spawnSync(
    'pnpm',
    ['exec', 'drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/*.ts', '--out', path.relative(root, scratch)],
    { cwd: root, encoding: 'utf8' },
  );
  if (kit.status !== 0) {
    process.stderr.write(kit.stdout + kit.stderr);
    console.error('check-migrations: drizzle-kit generate failed');
    process.exit(1);
  }
  const added = (await readdir(scratch)).filter((name) => !before.has(name));
  if (added.length > 0) {
    for (const name of added) {
      console.error(`--- ${name}\n${await readFile(path.join(scratch, name), 'utf8')}`);
    }
    console.error(
      'check-migrations: the schema and the committed migrations disagree. Run\n' +
        '  pnpm --filter @badminton/api db:generate --name <what-changed>\nand commit the new migration with the schema change.',
    );
    process.exit(1);
  }
  console.log('check-migrations: the schema and the committed migrations agree');
} finally {
  await rm(scratch, { recursive: true, force: true });
}
