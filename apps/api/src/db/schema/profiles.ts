import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './accounts';

// Personal and institution profiles.

/**
 * Personal profile of an athlete or an evaluator (req: accounts.md#personal-form). Key fields (name, sex, document
 * type and number, birthday) are locked after the first submit; only a reviewer unlocks them.
 * Ranks are maintained by the grading and training flows (certificates, evaluator qualifications).
 */
export const personProfiles = pgTable(
  'person_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    englishName: text('english_name').notNull(),
    sex: smallint('sex').notNull(),
    certificatesType: smallint('certificates_type').notNull(),
    certificatesNumber: text('certificates_number').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    nativePlace: text('native_place'),
    mailingAddress: text('mailing_address'),
    education: text('education'),
    email: text('email'),
    photoPath: text('photo_path'),
    athleteRank: smallint('athlete_rank'),
    athleteRankObtainedOn: date('athlete_rank_obtained_on', { mode: 'string' }),
    evaluatorRank: smallint('evaluator_rank'),
    evaluatorRankObtainedOn: date('evaluator_rank_obtained_on', { mode: 'string' }),
    approvalStatus: smallint('approval_status'),
    keyFieldsLocked: boolean('key_fields_locked').notNull().default(true),
    createdAt: createdAt('created_at'),
    updatedAt: createdAt('updated_at'),
    /**
     * Every one- and two-character piece of the lower-cased name (`name_grams(name)`, migration 0022), kept by the
     * database: the GIN index on it finds the names that contain a keyword, where `name ILIKE '%李%'` read every
     * profile (decision 0084; `textContains` in modules/shared/search.ts).
     */
    nameGrams: text('name_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`name_grams(name)`),
    /**
     * Whether the profile's user is an athlete open to the public query (`users.usertype = 1 AND users.open_query`),
     * kept by the triggers of migration 0024: the public athlete list's indexes below can then hold only its own rows,
     * and a page is read from one index instead of joining every candidate to its user (decision 0085).
     */
    openAthlete: boolean('open_athlete').notNull().default(false),
  },
  (table) => [
    index('person_profiles_name_grams_idx').using('gin', table.nameGrams),
    index('person_profiles_certificate_idx').on(table.certificatesType, table.certificatesNumber),
    index('person_profiles_region_idx').on(table.provinceId, table.cityId, table.districtId),
    index('person_profiles_athlete_rank_idx').on(table.athleteRank, table.userId.desc().nullsFirst()).where(sql`${table.athleteRank} is not null`),
    // The public athlete list (decision 0085): newest first, by province or by rank; the other filters are read from
    // the index entries, so a page deep in the list is an index-only scan.
    index('person_profiles_listed_idx')
      .on(table.userId.desc().nullsFirst(), table.provinceId, table.cityId, table.districtId, table.athleteRank)
      .where(sql`${table.openAthlete} and ${table.athleteRank} is not null`),
    index('person_profiles_listed_province_idx')
      .on(table.provinceId, table.userId.desc().nullsFirst(), table.cityId, table.districtId, table.athleteRank)
      .where(sql`${table.openAthlete} and ${table.athleteRank} is not null`),
    index('person_profiles_listed_rank_idx')
      .on(table.athleteRank, table.userId.desc().nullsFirst(), table.provinceId, table.cityId, table.districtId)
      .where(sql`${table.openAthlete} and ${table.athleteRank} is not null`),
    index('person_profiles_evaluator_rank_idx').on(table.evaluatorRank, table.userId).where(sql`${table.evaluatorRank} is not null`),
    check('person_profiles_sex_check', sql`${table.sex} in (0, 1)`),
    check('person_profiles_certificates_type_check', sql`${table.certificatesType} between 1 and 4`),
    check('person_profiles_evaluator_rank_check', sql`${table.evaluatorRank} is null or ${table.evaluatorRank} between 1 and 3`),
  ],
);

/**
 * Institution profile (req: accounts.md#institution-form). Nickname and full name are unique on the platform. Key
 * fields (full name, business licence, legal person, their document type and number) lock after the first submit.
 * `approval_status` is the qualification review status (set by the qualification flow).
 */
export const institutionProfiles = pgTable(
  'institution_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('mechanism_full_name').notNull(),
    nickname: text('nickname').notNull(),
    businessLicense: text('business_license').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    detailedAddress: text('detailed_address').notNull(),
    officeAddress: text('office_address'),
    principal: text('principal'),
    principalTel: text('principal_tel'),
    legalPerson: text('legal_person').notNull(),
    certificatesType: smallint('certificates_type').notNull(),
    legalPersonIdNumber: text('legal_person_id_number').notNull(),
    managementTel: text('management_tel'),
    view1: text('view1'),
    view2: text('view2'),
    view3: text('view3'),
    approvalStatus: smallint('approval_status'),
    keyFieldsLocked: boolean('key_fields_locked').notNull().default(true),
    createdAt: createdAt('created_at'),
    updatedAt: createdAt('updated_at'),
  },
  (table) => [
    uniqueIndex('institution_profiles_nickname_key').on(table.nickname),
    uniqueIndex('institution_profiles_full_name_key').on(table.fullName),
    index('institution_profiles_region_idx').on(table.provinceId, table.cityId, table.districtId),
    check('institution_profiles_certificates_type_check', sql`${table.certificatesType} between 1 and 4`),
  ],
);

/**
 * How many athletes the public athlete list shows, per region and rank (0 for a missing region id): the list's total
 * without counting a million rows for each page (issue 27 point 2, decision 0083). Kept by triggers on
 * person_profiles and users (migration 0021), so every write path keeps it right; an athlete counts while usertype 1,
 * open_query and a rank.
 */
export const athleteListCounts = pgTable(
  'athlete_list_counts',
  {
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    rank: smallint('rank').notNull(),
    athletes: integer('athletes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provinceId, table.cityId, table.districtId, table.rank], name: 'athlete_list_counts_pkey' })],
);
