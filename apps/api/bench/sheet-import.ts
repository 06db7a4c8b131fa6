// Importing a 5,000-row sheet (issue 25, decision 0060). A measurement, not a test: `pnpm --filter @badminton/api
// exec tsx bench/sheet-import.ts` (or `node tooling/bench/sheet-import.mjs`). On a fresh in-memory database (PGlite,
// the test build) it adds a qualified institution and a finally approved class of 10,000 places, then sends, through
// the whole pipeline (signature, session, multipart, the content checks, exceljs, the rules, one transaction):
//   1. a batch sign-up sheet of 5,000 new athletes (accounts with argon2 password hashes, orders, entries, seats);
//   2. an arrangement sheet for the same 5,000 entries.
// Prints one JSON line: file sizes, wall time of each import, rows imported.
import { idNumberCheckCharacter } from '@badminton/validation';
import { importEntrySheet, SHEET_COLUMNS, TestClassStatus } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { testClasses } from '../src/db/schema';
import { build } from '../test/helpers/build';
import { callForm } from '../test/helpers/call';
import { classOf, qualifiedInstitution } from '../test/helpers/institution-classes-fixture';

// A bench script, not the service: its own knob comes from the environment.
// eslint-disable-next-line no-restricted-properties
const ROWS = Number(process.env.SHEET_ROWS ?? 5000);

function idNumber(n: number): string {
  const first17 = `440106${2000 + (Math.floor(n / 1000) % 20)}0101${String(n % 1000).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

async function sheet(header: readonly string[], rows: (string | number)[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow([...header]);
  for (const row of rows) ws.addRow(row);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const t = await build({ demo: null });
try {
  const me = await qualifiedInstitution(t.database.db);
  const klass = await classOf(t.database.db, me.userId, { status: TestClassStatus.Approved });
  await t.database.db.update(testClasses).set({ testNum: 10_000 }).where(eq(testClasses.id, klass));
  // 20 birth years × 1,000 sequence numbers give 20,000 distinct numbers; a person is (number, grade).
  const people = Array.from({ length: ROWS }, (_, n) => ({ id: idNumber(n), grade: n < 20_000 ? '四级' : '五级' }));
  const signUp = await sheet(
    SHEET_COLUMNS[1],
    people.map((p, n) => ['王测试', n % 2 ? '男' : '女', '居民身份证', p.id, '', `1380000${String(n % 10_000).padStart(4, '0')}`, p.grade]),
  );
  const arrangement = await sheet(
    SHEET_COLUMNS[2],
    people.map((p, n) => ['王测试', p.id, p.grade, `第${(n % 50) + 1}组`, '2027-01-10 09:00']),
  );
  const send = async (kind: number, content: Uint8Array) => {
    const started = performance.now();
    const answer = await callForm(t.app, importEntrySheet.path, { test_class_id: klass, id: kind }, [{ name: 'file', content, filename: 'bench.xlsx' }], me);
    const ms = Math.round(performance.now() - started);
    const result = answer.result as { isSuccess: boolean; errorMsg?: string; items?: number; data?: { errorList: unknown[] } } | null;
    return { ms, isSuccess: result?.isSuccess ?? false, items: result?.items ?? 0, errorMsg: result?.errorMsg ?? '', firstErrors: result?.data?.errorList.slice(0, 3) ?? [] };
  };
  const signUpResult = await send(1, signUp);
  const arrangementResult = await send(2, arrangement);
  console.log(
    JSON.stringify({
      rows: ROWS,
      signUpSheetBytes: signUp.length,
      arrangementSheetBytes: arrangement.length,
      batchSignUp: signUpResult,
      arrangement: arrangementResult,
    }),
  );
} finally {
  await t.close();
}
