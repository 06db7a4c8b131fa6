import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCodes } from '../../db/schema';

export async function insertCode(
  db: Database,
  code: { mobile: string; codeHash: string; clientAddress: string; ttlSeconds: number },
): Promise<number> {
  const [row] = await db
    .insert(smsCodes)
    .values({
      mobile: code.mobile,
      codeHash: code.codeHash,
      clientAddress: code.clientAddress,
      expiresAt: sql`now() + make_interval(secs => ${code.ttlSeconds})`,
    })
    .returning({ id: smsCodes.id });
  return row.id;
}

export async function voidCode(db: Database, id: number): Promise<void> {
  await db.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, id));
}

/** The newest code of a mobile, locked for the rest of the transaction, with whether it is still live. */
export async function lockNewestCode(tx: Database, mobile: string) {
  const [row] = await tx
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      failedAttempts: smsCodes.failedAttempts,
      live: sql<boolean>`(${smsCodes.consumedAt} is null and ${smsCodes.expiresAt} > now())`,
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
): Promise<void> {
  await tx
    .update(smsCodes)
    .set({
      ...(change.consume ? { consumedAt: sql`now()` } : {}),
      ...(change.verifiedUsertype !== undefined ? { verifiedUsertype: change.verifiedUsertype, verifiedAt: sql`now()` } : {}),
    })
    .where(eq(smsCodes.id, id));
}

/**
 * Consumes the newest registration verification of a mobile for a role made within `ttlSeconds`
 * (conditional update: two concurrent registrations cannot both use it).
 */
export async function consumeVerification(tx: Database, mobile: string, usertype: number, ttlSeconds: number): Promise<boolean> {
  const candidate = tx
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        eq(smsCodes.verifiedUsertype, usertype),
        gt(smsCodes.verifiedAt, sql`now() - make_interval(secs => ${ttlSeconds})`),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.verifiedAt))
    .limit(1);
  const rows = await tx
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(sql`${smsCodes.id} in (${candidate})`, isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

export async function deleteCodesBefore(db: Database, days: number): Promise<void> {
  await db.delete(smsCodes).where(sql`${smsCodes.createdAt} < now() - make_interval(days => ${days})`);
}
