import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { secondsAfter, sqlInstant, sqlSecondsBefore } from '../../db/instant';
import { smsCodes } from '../../db/schema';

/** Every instant here is the service clock's (`now`), passed in; the database clock is never read. */

export async function insertCode(
  db: Database,
  code: { mobile: string; codeHash: string; clientAddress: string; ttlSeconds: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(smsCodes)
    .values({
      mobile: code.mobile,
      codeHash: code.codeHash,
      clientAddress: code.clientAddress,
      createdAt: now,
      expiresAt: secondsAfter(now, code.ttlSeconds),
    })
    .returning({ id: smsCodes.id });
  return row.id;
}

/** Whether a code can still be used (not consumed, not expired at `now`); undefined when it is gone. */
export async function isCodeLive(db: Database, id: number, now: Date): Promise<boolean | undefined> {
  const [row] = await db
    .select({ live: sql<boolean>`(${smsCodes.consumedAt} is null and ${smsCodes.expiresAt} > ${sqlInstant(now)})` })
    .from(smsCodes)
    .where(eq(smsCodes.id, id))
    .limit(1);
  return row?.live;
}

/** The newest code of a mobile, locked for the rest of the transaction, with whether it is still live. */
export async function lockNewestCode(tx: Database, mobile: string, now: Date) {
  const [row] = await tx
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      failedAttempts: smsCodes.failedAttempts,
      live: sql<boolean>`(${smsCodes.consumedAt} is null and ${smsCodes.expiresAt} > ${sqlInstant(now)})`,
    })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function countWrongTry(tx: Database, id: number): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function markCode(
  tx: Database,
  id: number,
  change: { consume: boolean; verifiedUsertype?: number },
  now: Date,
): Promise<void> {
  await tx
    .update(smsCodes)
    .set({
      ...(change.consume ? { consumedAt: now } : {}),
      ...(change.verifiedUsertype !== undefined ? { verifiedUsertype: change.verifiedUsertype, verifiedAt: now } : {}),
    })
    .where(eq(smsCodes.id, id));
}

/**
 * Consumes the newest registration verification of a mobile for a role made within `ttlSeconds`
 * (conditional update: two concurrent registrations cannot both use it).
 */
export async function consumeVerification(tx: Database, mobile: string, usertype: number, ttlSeconds: number, now: Date): Promise<boolean> {
  const candidate = tx
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        eq(smsCodes.verifiedUsertype, usertype),
        gt(smsCodes.verifiedAt, sqlSecondsBefore(now, ttlSeconds)),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.verifiedAt))
    .limit(1);
  const rows = await tx
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(sql`${smsCodes.id} in (${candidate})`, isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

export async function deleteCodesBefore(db: Database, before: Date): Promise<void> {
  await db.delete(smsCodes).where(sql`${smsCodes.createdAt} < ${sqlInstant(before)}`);
}
