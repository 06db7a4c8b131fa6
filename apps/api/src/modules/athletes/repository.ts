import { and, count, desc, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ATHLETE_LIST_DEPTH, ATHLETE_NAME_SEARCH_CAP } from '@badminton/contracts';
import type { Database } from '../../db/client';
import { athleteListCounts, certificates, personProfiles, regions, testClasses, testRecords, users } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { textContains } from '../shared/search';

export interface AthleteFilter {
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  rank?: number;
  keyword?: string;
}

export async function findPublicAthletes(db: Database, filter: AthleteFilter, page: Page) {
  // The list's own rows (decision 0085): athletes open to the query, with a rank. The users' side of that condition is
  // kept on the profile (`open_athlete`, migration 0024), so the list's partial indexes hold exactly these rows.
  const where = and(
    eq(personProfiles.openAthlete, true),
    isNotNull(personProfiles.athleteRank),
    filter.provinceId ? eq(personProfiles.provinceId, filter.provinceId) : undefined,
    filter.cityId ? eq(personProfiles.cityId, filter.cityId) : undefined,
    filter.districtId ? eq(personProfiles.districtId, filter.districtId) : undefined,
    filter.rank ? eq(personProfiles.athleteRank, filter.rank) : undefined,
    textContains(personProfiles.name, personProfiles.nameGrams, filter.keyword),
  );
  // The list pages through its first ATHLETE_LIST_DEPTH athletes, a name search through its first
  // ATHLETE_NAME_SEARCH_CAP matches (decision 0084): nothing is read past them.
  if (page.offset >= (filter.keyword ? ATHLETE_NAME_SEARCH_CAP : ATHLETE_LIST_DEPTH)) return { rows: [], total: await countPublicAthletes(db, filter, where) };
  // The page's ids first, from one of the list's indexes alone (the filters are in its entries, so skipping thousands
  // of rows reads no table); then the page's twenty rows.
  const pageIds = db
    .select({ userId: personProfiles.userId })
    .from(personProfiles)
    .where(where)
    .orderBy(desc(personProfiles.userId))
    .limit(page.limit)
    .offset(page.offset);
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
    .where(inArray(personProfiles.userId, pageIds))
    .orderBy(desc(personProfiles.userId));
  return { rows, total: await countPublicAthletes(db, filter, where) };
}

/**
 * The list's total. Without a keyword it is a sum over the per-region, per-rank counts the triggers of migration 0021
 * keep (a few rows, where counting the list itself reads a million at national size; decision 0083); a name search
 * counts its matches up to ATHLETE_NAME_SEARCH_CAP (decision 0084).
 */
async function countPublicAthletes(db: Database, filter: AthleteFilter, where: SQL | undefined): Promise<number> {
  if (filter.keyword) {
    // Counted up to the cap: the matches are read one by one (the gram index finds them, each is checked), and one
    // character matches tens of thousands nationally.
    const matches = db
      .select({ one: sql`1` })
      .from(personProfiles)
      .where(where)
      .limit(ATHLETE_NAME_SEARCH_CAP)
      .as('matches');
    const [{ total }] = await db.select({ total: count() }).from(matches);
    return total;
  }
  const [row] = await db
    .select({ total: sql<number>`cast(coalesce(sum(${athleteListCounts.athletes}), 0) as integer)`.mapWith(Number) })
    .from(athleteListCounts)
    .where(
      and(
        filter.provinceId ? eq(athleteListCounts.provinceId, filter.provinceId) : undefined,
        filter.cityId ? eq(athleteListCounts.cityId, filter.cityId) : undefined,
        filter.districtId ? eq(athleteListCounts.districtId, filter.districtId) : undefined,
        filter.rank ? eq(athleteListCounts.rank, filter.rank) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function findAthlete(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, openQuery: users.openQuery, profile: personProfiles })
    .from(users)
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.usertype, 1)));
  return row;
}

/** A certificate as the athlete detail shows it. */
export interface DetailCertificate {
  id: number;
  grade: number;
  certificateNumber: string;
  certificateUrl: string;
  createdDate: Date;
  isGrant: boolean;
  isEvent: boolean;
}

/** The athlete detail's data, read in one round trip (see `findAthleteDetail`). */
export interface AthleteDetailRow {
  id: number;
  openQuery: boolean;
  name: string;
  photoPath: string | null;
  sex: number;
  birthday: string;
  provinceId: number | null;
  cityId: number | null;
  provinceName: string | null;
  cityName: string | null;
  athleteRank: number | null;
  /** Published certificates, by grade then id. */
  certificates: DetailCertificate[];
  /** The asked page of test records, latest first (read whatever the privacy switch; the service decides). */
  testRecords: Array<{ testDate: Date; grade: number; title: string }>;
  testRecordTotal: number;
}

interface CertificateJson {
  id: number;
  grade: number;
  number: string;
  url: string;
  created: number;
  grant: boolean;
  event: boolean;
}

/**
 * An athlete's profile, published certificates, one page of test records with their total, and the names of the
 * profile's province and city — one query instead of five (the public athlete detail is the most requested uncached
 * read). Nested lists come back as JSON, instants as epoch milliseconds, so both drivers return the same values.
 */
function athleteDetailQuery(db: Database) {
  const certificateList = sql`(select coalesce(json_agg(json_build_object(
      'id', c.${sql.identifier(certificates.id.name)}, 'grade', c.${sql.identifier(certificates.grade.name)},
      'number', c.${sql.identifier(certificates.certificateNumber.name)}, 'url', c.${sql.identifier(certificates.certificateUrl.name)},
      'created', floor(extract(epoch from c.${sql.identifier(certificates.createdDate.name)}) * 1000),
      'grant', c.${sql.identifier(certificates.isGrant.name)}, 'event', c.${sql.identifier(certificates.isEvent.name)})
      order by c.${sql.identifier(certificates.grade.name)}, c.${sql.identifier(certificates.id.name)}), '[]'::json)
    from ${certificates} c
    where c.${sql.identifier(certificates.userId.name)} = ${users.id} and c.${sql.identifier(certificates.published.name)})`;
  const recordPage = sql`(select coalesce(json_agg(json_build_object('date', r.date, 'grade', r.grade, 'title', r.title)
      order by r.position), '[]'::json)
    from (select floor(extract(epoch from ${testRecords.testDate}) * 1000) as date, ${testRecords.grade} as grade,
        ${testClasses.title} as title, row_number() over (order by ${testRecords.testDate} desc, ${testRecords.id} desc) as position
      from ${testRecords} inner join ${testClasses} on ${testClasses.id} = ${testRecords.testClassId}
      where ${testRecords.athleteUserId} = ${users.id}
      order by ${testRecords.testDate} desc, ${testRecords.id} desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) r)`;
  const recordTotal = sql`(select cast(count(*) as integer) from ${testRecords} where ${testRecords.athleteUserId} = ${users.id})`;
  const regionName = (column: SQLWrapper) =>
    sql<string | null>`(select ${regions.areaName} from ${regions} where ${regions.id} = ${column})`;
  return db
    .select({
      id: users.id,
      openQuery: users.openQuery,
      name: personProfiles.name,
      photoPath: personProfiles.photoPath,
      sex: personProfiles.sex,
      birthday: personProfiles.birthday,
      provinceId: personProfiles.provinceId,
      cityId: personProfiles.cityId,
      provinceName: regionName(personProfiles.provinceId),
      cityName: regionName(personProfiles.cityId),
      athleteRank: personProfiles.athleteRank,
      certificates: certificateList.mapWith((value: unknown) => parseJson<CertificateJson[]>(value)),
      testRecords: recordPage.mapWith((value: unknown) => parseJson<Array<{ date: number; grade: number; title: string }>>(value)),
      testRecordTotal: recordTotal.mapWith(Number),
    })
    .from(users)
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.usertype, 1)))
    .prepare('athlete_detail');
}

/**
 * The query is built once per database handle and prepared (drizzle renders its SQL once; PostgreSQL plans the named
 * statement once per connection): it is the most requested uncached read.
 */
const athleteDetailQueries = new WeakMap<Database, ReturnType<typeof athleteDetailQuery>>();

export async function findAthleteDetail(db: Database, userId: number, page: Page): Promise<AthleteDetailRow | undefined> {
  let query = athleteDetailQueries.get(db);
  if (!query) {
    query = athleteDetailQuery(db);
    athleteDetailQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, limit: page.limit, offset: page.offset });
  if (!row) return undefined;
  return {
    ...row,
    certificates: row.certificates.map((c) => ({
      id: c.id,
      grade: c.grade,
      certificateNumber: c.number,
      certificateUrl: c.url,
      createdDate: new Date(Number(c.created)),
      isGrant: c.grant,
      isEvent: c.event,
    })),
    testRecords: row.testRecords.map((r) => ({ testDate: new Date(Number(r.date)), grade: r.grade, title: r.title })),
  };
}

/** node-postgres and PGlite both parse json columns; a text value (a driver set to leave them raw) is parsed here. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
