import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trainingClassContents, trainingClasses, trainingClassFees } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { contains } from '../shared/search';

/** Classes by name keyword, newest sign-up first, with the total; `extra` narrows further (the back office's filters). */
export async function findTrainingClasses(db: Database, keyword: string | undefined, page: Page, extra?: SQL) {
  const where = and(contains(trainingClasses.name, keyword), extra);
  const rows = await db
    .select()
    .from(trainingClasses)
    .where(where)
    .orderBy(desc(trainingClasses.applyStartTime), desc(trainingClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(trainingClasses).where(where);
  return { rows, total };
}

export async function findTrainingClass(db: Database, id: number) {
  const [row] = await db.select().from(trainingClasses).where(eq(trainingClasses.id, id));
  if (!row) return undefined;
  const fees = await db.select().from(trainingClassFees).where(eq(trainingClassFees.trainingClassId, id)).orderBy(asc(trainingClassFees.feeType));
  const contents = await db
    .select()
    .from(trainingClassContents)
    .where(eq(trainingClassContents.trainingClassId, id))
    .orderBy(asc(trainingClassContents.sort), asc(trainingClassContents.id));
  return { row, fees, contents };
}
