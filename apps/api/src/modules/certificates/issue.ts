import { CERTIFICATE_NUMBER_PREFIX, CERTIFICATE_SERIAL_PREFIX } from '@badminton/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { certificateImagePath } from '../../certificates/index';
import type { Database } from '../../db/client';
import { certificates, certificateSerials, testRecords } from '../../db/schema';
import { toWireDate } from '../../lib/wire-time';

/**
 * The athlete's test records and grade certificates the association issues when it publishes a class's scores, or
 * when a second appeal turns a fail into a pass on a published class (decision 0068). Called inside the caller's
 * transaction, which holds the class row (publication) or the appeal row (second appeal).
 */

type Tx = Database;

export interface TestedEntry {
  athleteUserId: number;
  testClassId: number;
  grade: number;
  testDate: Date;
  scoreJudgment: number;
}

/**
 * The test record of each entry (the athlete's test history): made when missing, its judgment brought up to date when
 * present (a record the demo made before). Answers the record id of each entry, in order.
 */
export async function upsertTestRecords(tx: Tx, entries: readonly TestedEntry[], at: Date): Promise<number[]> {
  if (entries.length === 0) return [];
  const classIds = [...new Set(entries.map((entry) => entry.testClassId))];
  const existing = await tx
    .select({ id: testRecords.id, athleteUserId: testRecords.athleteUserId, testClassId: testRecords.testClassId, grade: testRecords.grade })
    .from(testRecords)
    .where(inArray(testRecords.testClassId, classIds));
  const key = (e: { athleteUserId: number; testClassId: number; grade: number }) => `${e.testClassId}:${e.athleteUserId}:${e.grade}`;
  const byKey = new Map(existing.map((row) => [key(row), row.id]));
  const ids: number[] = [];
  for (const entry of entries) {
    const found = byKey.get(key(entry));
    if (found !== undefined) {
      await tx.update(testRecords).set({ scoreJudgment: entry.scoreJudgment }).where(eq(testRecords.id, found));
      ids.push(found);
      continue;
    }
    const [row] = await tx
      .insert(testRecords)
      .values({ athleteUserId: entry.athleteUserId, testClassId: entry.testClassId, grade: entry.grade, testDate: entry.testDate, scoreJudgment: entry.scoreJudgment, createdAt: at })
      .returning({ id: testRecords.id });
    if (!row) throw new Error('test record insert returned nothing');
    byKey.set(key(entry), row.id);
    ids.push(row.id);
  }
  return ids;
}

/** The certificate number and serial (流水号) of one serial of a year. */
export function certificateNumbers(year: number, grade: number, serial: number): { number: string; numbering: string } {
  return {
    number: `${CERTIFICATE_NUMBER_PREFIX}${year}${String(grade).padStart(2, '0')}${String(serial).padStart(6, '0')}`,
    numbering: `${CERTIFICATE_SERIAL_PREFIX}${year}${String(serial).padStart(8, '0')}`,
  };
}

/**
 * Takes `count` serials of the year: one upsert that adds to the year's last serial and answers the new last, holding
 * the year's row locked to the end of the transaction (a concurrent publication waits, then takes the next block).
 */
async function takeSerials(tx: Tx, year: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(certificateSerials)
    .values({ year, lastSerial: count })
    .onConflictDoUpdate({ target: certificateSerials.year, set: { lastSerial: sql`${certificateSerials.lastSerial} + ${count}` } })
    .returning({ lastSerial: certificateSerials.lastSerial });
  if (!row) throw new Error('certificate serial upsert returned nothing');
  return row.lastSerial - count + 1;
}

export interface IssuedCertificate {
  userId: number;
  grade: number;
  testRecordId: number;
  number: string;
  numbering: string;
}

/**
 * Issues one published certificate per passed test record that has none yet (the unique index on the record refuses a
 * second in any case), numbered from the year's serials. Answers the certificates issued now.
 */
export async function issueCertificates(
  tx: Tx,
  passed: ReadonlyArray<{ userId: number; grade: number; testRecordId: number }>,
  at: Date,
): Promise<IssuedCertificate[]> {
  if (passed.length === 0) return [];
  const held = await tx
    .select({ testRecordId: certificates.testRecordId })
    .from(certificates)
    .where(and(inArray(certificates.testRecordId, passed.map((entry) => entry.testRecordId))));
  const already = new Set(held.map((row) => row.testRecordId));
  const fresh = passed.filter((entry) => !already.has(entry.testRecordId));
  if (fresh.length === 0) return [];
  const year = Number(toWireDate(at).slice(0, 4));
  const first = await takeSerials(tx, year, fresh.length);
  const issued = fresh.map((entry, i) => ({ ...entry, ...certificateNumbers(year, entry.grade, first + i) }));
  await tx.insert(certificates).values(
    issued.map((entry) => ({
      userId: entry.userId,
      grade: entry.grade,
      certificateNumber: entry.number,
      certificateNumbering: entry.numbering,
      certificateUrl: certificateImagePath(entry.number),
      testRecordId: entry.testRecordId,
      createdDate: at,
      isGrant: false,
      isEvent: false,
      published: true,
    })),
  );
  return issued;
}
