import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { institutionProfiles, personProfiles, regions } from '../../db/schema';

export type PersonProfileRow = typeof personProfiles.$inferSelect;
export type PersonProfileValues = Omit<typeof personProfiles.$inferInsert, 'createdAt' | 'updatedAt'>;
export type InstitutionProfileRow = typeof institutionProfiles.$inferSelect;
export type InstitutionProfileValues = Omit<typeof institutionProfiles.$inferInsert, 'createdAt' | 'updatedAt'>;

const province = alias(regions, 'province');
const city = alias(regions, 'city');
const district = alias(regions, 'district');

export async function findPerson(db: Database, userId: number) {
  const [row] = await db
    .select({ profile: personProfiles, provinceName: province.areaName, cityName: city.areaName, districtName: district.areaName })
    .from(personProfiles)
    .leftJoin(province, eq(province.id, personProfiles.provinceId))
    .leftJoin(city, eq(city.id, personProfiles.cityId))
    .leftJoin(district, eq(district.id, personProfiles.districtId))
    .where(eq(personProfiles.userId, userId))
    .limit(1);
  return row;
}

export async function findInstitution(db: Database, userId: number) {
  const [row] = await db
    .select({ profile: institutionProfiles, provinceName: province.areaName, cityName: city.areaName, districtName: district.areaName })
    .from(institutionProfiles)
    .leftJoin(province, eq(province.id, institutionProfiles.provinceId))
    .leftJoin(city, eq(city.id, institutionProfiles.cityId))
    .leftJoin(district, eq(district.id, institutionProfiles.districtId))
    .where(eq(institutionProfiles.userId, userId))
    .limit(1);
  return row;
}

/** Inserts or replaces a personal profile (the service decides which fields may change). */
export async function savePerson(db: Database, values: PersonProfileValues, now: Date): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(personProfiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: personProfiles.userId, set: { ...changes, updatedAt: now } });
}

export async function saveInstitution(db: Database, values: InstitutionProfileValues, now: Date): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(institutionProfiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: institutionProfiles.userId, set: { ...changes, updatedAt: now } });
}

/** True when another institution already uses the nickname / full name. */
export async function isNicknameTaken(db: Database, nickname: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: institutionProfiles.userId })
    .from(institutionProfiles)
    .where(and(eq(institutionProfiles.nickname, nickname), ne(institutionProfiles.userId, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function isFullNameTaken(db: Database, fullName: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: institutionProfiles.userId })
    .from(institutionProfiles)
    .where(and(eq(institutionProfiles.fullName, fullName), ne(institutionProfiles.userId, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function findRegions(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: regions.id, parentId: regions.parentId, level: regions.level })
    .from(regions)
    .where(inArray(regions.id, [...ids]));
}

export async function countChildren(db: Database, parentId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(regions).where(eq(regions.parentId, parentId));
  return row.total;
}
