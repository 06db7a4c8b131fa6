// `pnpm --filter @badminton/api staff:create --role 5 --mobile 13900000005` (or `--role 4 --province 440000`), with the
// password on standard input (never an argument: it would stay in the shell's history and the process list). Makes an
// association staff account on the configured database (DATABASE_URL or the PGlite folder of DATA_DIR), after the
// migrations and the reference data: the way a new installation gets its first national administrator (decision 0066).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { Role } from '@badminton/contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { systemClock } from '../lib/clock';
import { BusinessError } from '../lib/errors';
import { createStaffAccount, type StaffRole } from '../modules/accounts/staff';
import { loadReferenceData } from '../reference-data/index';

const { values } = parseArgs({ options: { role: { type: 'string' }, mobile: { type: 'string' }, province: { type: 'string' } } });
const role = Number(values.role);
if (role !== Role.ProvincialReviewer && role !== Role.NationalAdministrator) {
  console.error('usage: staff:create --role 4|5 --mobile <手机号> [--province <省份代码>]   (the password on standard input)');
  process.exit(2);
}
let password = '';
for await (const chunk of process.stdin) password += String(chunk);
password = password.replace(/\r?\n$/, '');
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
);
try {
  await database.migrate();
  await loadReferenceData(database.db, systemClock.now());
  const { userId } = await createStaffAccount(database.db, systemClock.now(), {
    role: role as StaffRole,
    mobile: values.mobile ?? '',
    password,
    provinceId: values.province ? Number(values.province) : null,
  });
  console.log(`created account ${userId} (role ${role})`);
} catch (error) {
  if (!(error instanceof BusinessError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
