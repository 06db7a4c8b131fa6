import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { getExaminerClassList, TestClassStatus } from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClasses, testClassGrades, trainingClassFees } from '../src/db/schema';
import { getTrainingClass } from '../src/modules/training/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** Money is integer fen in the database and in the service, 元 on the wire (decision 0017). */

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');

async function runMigration(db: PGlite, file: string): Promise<void> {
  const text = await readFile(path.join(migrations, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

describe('migration 0003_money-in-fen', () => {
  it('converts the stored 元 amounts to integer fen exactly', async () => {
    const db = new PGlite();
    try {
      const files = (await readdir(migrations)).filter((name) => name.endsWith('.sql')).sort();
      const moneyInFen = files.findIndex((name) => name.startsWith('0003_'));
      for (const file of files.slice(0, moneyInFen)) await runMigration(db, file);
      // Fee rows alone (their classes do not matter here): foreign keys are not checked in replica mode.
      await db.exec(`set session_replication_role = replica;
        insert into test_class_grades (test_class_id, grade, fee) values (1, 4, 19.90), (1, 5, 0.30), (1, 6, 330), (1, 7, 0.01);
        insert into training_class_fees (training_class_id, fee_type, fee) values (1, 1, 1234.56), (1, 2, 21474836.47);
        set session_replication_role = origin;`);
      await runMigration(db, files[moneyInFen]);
      const grades = await db.query<{ fee: number }>('select fee from test_class_grades order by grade');
      expect(grades.rows.map((row) => row.fee)).toEqual([1990, 30, 33000, 1]);
      const fees = await db.query<{ fee: number }>('select fee from training_class_fees order by fee_type');
      // 21,474,836.47 元 is the most an integer fen column holds (a larger amount would stop the migration).
      expect(fees.rows.map((row) => row.fee)).toEqual([123456, 2 ** 31 - 1]);
    } finally {
      await db.close();
    }
  });
});

describe('fees on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ demo: null, portal: true });
  });
  afterAll(() => t.close());

  it('answers 19.90 元 stored as 1990 fen as 19.9 in the test class list', async () => {
    const { db } = t.database;
    const [row] = await db
      .select({ id: testClasses.id, title: testClasses.title, grade: testClassGrades.grade })
      .from(testClassGrades)
      .innerJoin(testClasses, eq(testClasses.id, testClassGrades.testClassId))
      .where(eq(testClasses.applicationStatus, TestClassStatus.Approved))
      .orderBy(asc(testClasses.id), asc(testClassGrades.grade))
      .limit(1);
    await db
      .update(testClassGrades)
      .set({ feeFen: 1990 })
      .where(and(eq(testClassGrades.testClassId, row.id), eq(testClassGrades.grade, row.grade)));
    // A keyword of its own so no earlier cached answer is served.
    const result = await callOk(t.app, 'TestClass/GetExaminerClassList', { keyword: row.title, limit: 100 });
    const { items } = getExaminerClassList.output.parse({ items: result.items, totalCount: result.totalCount });
    const item = items.find((candidate) => candidate.id === row.id);
    expect(item?.grade.find((grade) => grade.grade === row.grade)?.fee).toBe(19.9);
    expect(JSON.stringify(result)).toMatch(/"fee":19\.9[,}]/);
  });

  it('answers training fees such as 0.1 + 0.2 元 (30 fen) exactly', async () => {
    const { db } = t.database;
    const [fee] = await db.select().from(trainingClassFees).orderBy(asc(trainingClassFees.trainingClassId)).limit(1);
    await db
      .update(trainingClassFees)
      .set({ feeFen: 30 })
      .where(and(eq(trainingClassFees.trainingClassId, fee.trainingClassId), eq(trainingClassFees.feeType, fee.feeType)));
    const { items } = await getTrainingClass(db, fee.trainingClassId);
    expect(items[0].feeList.find((item) => item.feeType === fee.feeType)?.fee).toBe(0.3);
    // The demo data writes whole 元 amounts in fen: the other fees answer whole numbers.
    for (const item of items[0].feeList) expect(Number.isInteger(item.fee * 100)).toBe(true);
  });
});
