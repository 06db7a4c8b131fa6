import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personProfiles, testClasses, testRecords, users } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { contains } from '../shared/search';

export interface AthleteFilter {
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  rank?: number;
  keyword?: string;
}

export async function findPublicAthletes(db: Database, filter: AthleteFilter, page: Page) {
  const where = and(
    eq(users.usertype, 1),
    eq(users.openQuery, true),
    isNotNull(personProfiles.athleteRank),
    filter.provinceId ? eq(personProfiles.provinceId, filter.provinceId) : undefined,
    filter.cityId ? eq(personProfiles.cityId, filter.cityId) : undefined,
    filter.districtId ? eq(personProfiles.districtId, filter.districtId) : undefined,
    filter.rank ? eq(personProfiles.athleteRank, filter.rank) : undefined,
    contains(personProfiles.name, filter.keyword),
  );
  const rows = await db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      name: personProfiles.name,
      certificatesNumber: personProfiles.certificatesNumber,
      photoPath: personProfiles.photoPath,
      birthday: personProfiles.birthday,
      rank: personProfiles.athleteRank,
    })
    .from(personProfiles)
    .innerJoin(users, eq(users.id, personProfiles.userId))
    .where(where)
    .orderBy(desc(personProfiles.userId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(personProfiles).innerJoin(users, eq(users.id, personProfiles.userId)).where(where);
  return { rows, total };
}

export async function findAthlete(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, openQuery: users.openQuery, profile: personProfiles })
    .from(users)
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.usertype, 1)));
  return row;
}

export async function findTestRecords(db: Database, athleteUserId: number, page: Page) {
  const where = eq(testRecords.athleteUserId, athleteUserId);
  const rows = await db
    .select({ testDate: testRecords.testDate, grade: testRecords.grade, title: testClasses.title })
    .from(testRecords)
    .innerJoin(testClasses, eq(testClasses.id, testRecords.testClassId))
    .where(where)
    .orderBy(desc(testRecords.testDate), desc(testRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(testRecords).where(where);
  return { rows, total };
}
