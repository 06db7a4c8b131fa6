import { getAthleteList } from '@badminton/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personProfiles, users } from '../src/db/schema';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/**
 * The public athlete list's totals come from per-region, per-rank counts kept by triggers (decision 0083): after every
 * kind of write — a new athlete, a rank, a region, privacy turned off and on, a deleted account — each filter's total
 * is the number of athletes the list itself holds, and its pages hold exactly those athletes (the profiles'
 * `open_athlete` follows every such write: decision 0085).
 */
let t: TestApp;
beforeAll(async () => {
  t = await build({ portal: true });
});
afterAll(() => t.close());

const FILTERS = [{}, { provinceId: 440000 }, { cityId: 440100 }, { provinceId: 440000, evaluator_rank: 3 }, { evaluator_rank: 1 }, { districtId: 440106 }];

type Filter = { provinceId?: number; cityId?: number; districtId?: number; evaluator_rank?: number };

/** The list's athletes by the users' own columns (not the profiles' `open_athlete` the list reads: decision 0085). */
function listed(filter: Filter) {
  return t.database.db
    .select({ id: personProfiles.userId })
    .from(personProfiles)
    .innerJoin(users, eq(users.id, personProfiles.userId))
    .where(
      and(
        eq(users.usertype, 1),
        eq(users.openQuery, true),
        isNotNull(personProfiles.athleteRank),
        filter.provinceId ? eq(personProfiles.provinceId, filter.provinceId) : undefined,
        filter.cityId ? eq(personProfiles.cityId, filter.cityId) : undefined,
        filter.districtId ? eq(personProfiles.districtId, filter.districtId) : undefined,
        filter.evaluator_rank ? eq(personProfiles.athleteRank, filter.evaluator_rank) : undefined,
      ),
    )
    .orderBy(desc(personProfiles.userId));
}

async function exact(filter: Filter): Promise<number> {
  return (await listed(filter)).length;
}

/** Each round asks with its own page size: an answer the cache kept from an earlier round is never the one checked. */
async function expectTotalsRight(limit: number): Promise<void> {
  for (const filter of FILTERS) {
    const answer = getAthleteList.output.parse(await callOk(t.app, getAthleteList.path, { page: 1, limit, ...filter }));
    const ids = (await listed(filter)).map((row) => row.id);
    expect({ filter, total: answer.totalCount }).toEqual({ filter, total: ids.length });
    // And the pages hold exactly those athletes, newest first: the first page and one further in.
    const third = getAthleteList.output.parse(await callOk(t.app, getAthleteList.path, { page: 3, limit, ...filter }));
    expect({ filter, first: answer.items.map((item) => item.userid), third: third.items.map((item) => item.userid) }).toEqual({
      filter,
      first: ids.slice(0, limit),
      third: ids.slice(2 * limit, 3 * limit),
    });
  }
}

describe('the athlete list totals', () => {
  it('match the list after the demo load and after every kind of write', async () => {
    expect(await exact({})).toBeGreaterThan(1000);
    await expectTotalsRight(10);
    const db = t.database.db;
    const [first, second, third] = await db
      .select({ id: personProfiles.userId })
      .from(personProfiles)
      .innerJoin(users, eq(users.id, personProfiles.userId))
      .where(and(eq(users.usertype, 1), eq(users.openQuery, true), isNotNull(personProfiles.athleteRank), eq(personProfiles.provinceId, 440000)))
      .limit(3);

    await db.update(personProfiles).set({ athleteRank: 9 }).where(eq(personProfiles.userId, first.id));
    await db.update(personProfiles).set({ provinceId: 110000, cityId: 110100, districtId: 110101 }).where(eq(personProfiles.userId, second.id));
    await db.update(users).set({ openQuery: false }).where(eq(users.id, third.id));
    await expectTotalsRight(20);

    await db.update(users).set({ openQuery: true }).where(eq(users.id, third.id));
    await db.update(personProfiles).set({ athleteRank: null }).where(eq(personProfiles.userId, first.id));
    await db.delete(users).where(eq(users.id, second.id));
    const [added] = await db.insert(users).values({ usertype: 1, loginName: '440106201001010011', openQuery: true, createdAt: new Date() }).returning({ id: users.id });
    await db.insert(personProfiles).values({
      userId: added.id, name: '新运动员', englishName: 'New', sex: 1, certificatesType: 1, certificatesNumber: '440106201001010011',
      birthday: '2010-01-01', provinceId: 440000, cityId: 440100, districtId: 440106, athleteRank: 3,
      createdAt: new Date(), updatedAt: new Date(),
    });
    await expectTotalsRight(30);
  });
});
