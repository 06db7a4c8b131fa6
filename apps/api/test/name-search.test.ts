import { ATHLETE_NAME_SEARCH_CAP, getAthleteList } from '@badminton/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personProfiles, testClasses, users } from '../src/db/schema';
import { contains, textContains } from '../src/modules/shared/search';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/**
 * Name and class-title searches through the index of their pieces (migrations 0022–0023, decision 0084) answer exactly
 * what `ILIKE '%keyword%'` answers: on the demo's profiles plus names made to catch a wrong piece (Latin case, wildcards, spaces, a repeated
 * character), for keywords of one, two and more characters, found or not; and the pieces follow a renamed profile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await build({ portal: true });
});
afterAll(() => t.close());

const KEYWORDS = ['李', '王', '羽', '李羽', '羽涵', '李羽涵', '欧阳', '欧阳娜娜', '娜娜', '张 三', 'li', 'LI', 'Li Na', 'na', '%', '_', '50%', 'a_b', '不存在', '涵李', '华华华'];

async function ids(condition: ReturnType<typeof contains>): Promise<number[]> {
  const rows = await t.database.db.select({ id: personProfiles.userId }).from(personProfiles).where(condition).orderBy(personProfiles.userId);
  return rows.map((row) => row.id);
}

describe('the name search', () => {
  it('finds what ILIKE finds, for every kind of keyword, and follows a renamed profile', async () => {
    const db = t.database.db;
    const some = await db.select({ id: personProfiles.userId }).from(personProfiles).orderBy(personProfiles.userId).limit(6);
    const names = ['欧阳娜娜', 'Li Na', '张 三', '50%折扣a_b', '华华华', 'LINA li'];
    for (const [index, row] of some.entries()) await db.update(personProfiles).set({ name: names[index] }).where(eq(personProfiles.userId, row.id));

    for (const keyword of KEYWORDS) {
      expect({ keyword, ids: await ids(textContains(personProfiles.name, personProfiles.nameGrams, keyword)) }).toEqual({
        keyword,
        ids: await ids(contains(personProfiles.name, keyword)),
      });
    }
    expect(await ids(textContains(personProfiles.name, personProfiles.nameGrams, '欧阳娜娜'))).toEqual([some[0].id]);
    expect((await ids(textContains(personProfiles.name, personProfiles.nameGrams, 'li'))).length).toBeGreaterThanOrEqual(2);

    // The pieces are the database's: a rename changes them with the name.
    await db.update(personProfiles).set({ name: '司马相如' }).where(eq(personProfiles.userId, some[0].id));
    expect(await ids(textContains(personProfiles.name, personProfiles.nameGrams, '欧阳'))).not.toContain(some[0].id);
    expect(await ids(textContains(personProfiles.name, personProfiles.nameGrams, '司马'))).toContain(some[0].id);
    const [row] = await db.select({ grams: personProfiles.nameGrams }).from(personProfiles).where(eq(personProfiles.userId, some[0].id));
    expect([...row.grams].sort()).toEqual(['司', '司马', '如', '相', '相如', '马', '马相'].sort());
  });

  it('finds the class titles ILIKE finds', async () => {
    const titles = async (condition: ReturnType<typeof contains>) =>
      (await t.database.db.select({ id: testClasses.id }).from(testClasses).where(condition).orderBy(testClasses.id)).map((row) => row.id);
    for (const keyword of ['测', '测试', '测试班', '七至九级', '级', '广州', '不存在的班', '%', 'A']) {
      const expected = await titles(contains(testClasses.title, keyword));
      expect({ keyword, ids: await titles(textContains(testClasses.title, testClasses.titleGrams, keyword)) }).toEqual({ keyword, ids: expected });
    }
    expect((await titles(textContains(testClasses.title, testClasses.titleGrams, '测试'))).length).toBeGreaterThan(0);
  });

  it('pages through the first ATHLETE_NAME_SEARCH_CAP matches of a public name search, and counts no further', async () => {
    const db = t.database.db;
    const listed = await db
      .select({ id: personProfiles.userId })
      .from(personProfiles)
      .innerJoin(users, eq(users.id, personProfiles.userId))
      .where(and(eq(users.usertype, 1), eq(users.openQuery, true), isNotNull(personProfiles.athleteRank)))
      .orderBy(personProfiles.userId)
      .limit(ATHLETE_NAME_SEARCH_CAP + 50);
    expect(listed.length).toBe(ATHLETE_NAME_SEARCH_CAP + 50);
    await db.update(personProfiles).set({ name: sql`'测' || ${personProfiles.name}` }).where(inArray(personProfiles.userId, listed.map((row) => row.id)));
    const ask = (page: number) => callOk(t.app, getAthleteList.path, { page, limit: 20, keyword: '测' }).then((answer) => getAthleteList.output.parse(answer));
    const first = await ask(1);
    expect(first.totalCount).toBe(ATHLETE_NAME_SEARCH_CAP);
    expect(first.items).toHaveLength(20);
    const last = await ask(ATHLETE_NAME_SEARCH_CAP / 20);
    expect(last.items).toHaveLength(20);
    expect((await ask(ATHLETE_NAME_SEARCH_CAP / 20 + 1)).items).toEqual([]);
    // Under the cap the total is the count itself.
    const fewer = getAthleteList.output.parse(await callOk(t.app, getAthleteList.path, { page: 1, limit: 20, keyword: `测${first.items[0].name.slice(1)}` }));
    expect(fewer.totalCount).toBeLessThan(ATHLETE_NAME_SEARCH_CAP);
    expect(fewer.totalCount).toBeGreaterThan(0);
  });
});
