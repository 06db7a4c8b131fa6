import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. Migrations in `apps/api/drizzle/` are generated from this file with
 * `pnpm --filter @badminton/api db:generate` and committed; the same SQL runs on PGlite and PostgreSQL.
 * Every query path has an index. Descending index columns are NULLS FIRST so they match a plain
 * `ORDER BY ... DESC` (PostgreSQL's default null placement for descending order).
 */

const createdAt = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Which one-off data loads (reference data versions, demo content) have run. */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  appliedAt: createdAt('applied_at'),
});

/** GB/T 2260 regions: province (parent -1) → city → district. `id` is the 6-digit code. */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    areaName: text('area_name').notNull(),
    parentId: integer('parent_id').notNull(),
    level: smallint('level').notNull(),
  },
  (table) => [
    index('regions_parent_id_idx').on(table.parentId, table.id),
    check('regions_level_check', sql`${table.level} between 1 and 3`),
  ],
);

/** Dictionary options by class code (CommonApi/GetDicData). */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classCode: text('class_code').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('dictionary_entries_class_value_idx').on(table.classCode, table.value),
    index('dictionary_entries_class_sort_idx').on(table.classCode, table.sort),
  ],
);

export const ARTICLE_KINDS = ['news', 'notice', 'faq'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** News, notices and FAQ entries. `news_content` holds sanitized HTML. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull(),
    newsSubject: text('news_subject').notNull(),
    summary: text('summary'),
    newsContent: text('news_content').notNull(),
    publishDate: instant('publish_date').notNull(),
    createdate: instant('createdate').notNull(),
    thumbnail: text('thumbnail'),
    attachmentName: text('attachmentname'),
    attachmentPath: text('attachmentpath'),
    /** Taken offline by an editor: hidden from every public list and detail. */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (table) => [
    index('articles_kind_publish_date_idx').on(table.kind, table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('articles_kind_check', sql`${table.kind} in ('news', 'notice', 'faq')`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    filePath: text('file_path').notNull(),
    linkUrl: text('link_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('banners_sort_idx').on(table.sort, table.id)],
);

export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    filePath: text('file_path').notNull(),
    linkUrl: text('link_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('partners_sort_idx').on(table.sort, table.id)],
);

/** Footer contact information (normally one row). */
export const contactUs = pgTable('contact_us', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  filePath1: text('file_path1').notNull(),
  filePath2: text('file_path2').notNull(),
  filePath3: text('file_path3').notNull(),
  serviceAccount1Name: text('service_account1_name').notNull(),
  serviceAccount2Name: text('service_account2_name').notNull(),
  serviceAccount3Name: text('service_account3_name').notNull(),
  copyright: text('copyright').notNull(),
  policeRecordNumber: text('police_record_number').notNull(),
});

/** Home-page picture/video carousel. media_type: 1 picture, 2 video. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    mediaType: smallint('media_type').notNull(),
    filePath: text('file_path').notNull(),
    videoPath: text('video_path'),
    createdate: instant('createdate').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('media_sort_idx').on(table.sort, table.id),
    check('media_type_check', sql`${table.mediaType} in (1, 2)`),
  ],
);

/**
 * Accounts. usertype: 1 athlete, 2 evaluator, 3 institution, 4 provincial reviewer, 5 national administrator.
 * A self-registered account signs in with its mobile (unique per role). An account created in bulk by
 * an institution has no mobile yet: it signs in with `login_name` (its ID number), is not verified
 * (`is_verify` false) until it binds a mobile, and may carry the `contact_mobile` the institution gave.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usertype: smallint('usertype').notNull(),
    mobile: text('mobile'),
    loginName: text('login_name'),
    passwordHash: text('password_hash'),
    isVerify: boolean('is_verify').notNull().default(false),
    /** Contact mobile of a bulk-registered account (not verified, not a sign-in name). */
    contactMobile: text('contact_mobile'),
    /** Athletes: name and photo shown in the public athlete list and detail (privacy switch). */
    openQuery: boolean('open_query').notNull().default(true),
    /** Provincial reviewers (role 4): the province they review. */
    reviewProvinceId: integer('review_province_id'),
    createdAt: createdAt('created_at'),
    passwordChangedAt: instant('password_changed_at'),
  },
  (table) => [
    uniqueIndex('users_usertype_login_name_idx').on(table.usertype, table.loginName).where(sql`${table.loginName} is not null`),
    uniqueIndex('users_usertype_mobile_key').on(table.usertype, table.mobile).where(sql`${table.mobile} is not null`),
    index('users_usertype_contact_mobile_idx').on(table.usertype, table.contactMobile).where(sql`${table.contactMobile} is not null`),
    check('users_usertype_check', sql`${table.usertype} between 1 and 5`),
  ],
);

/** Sign-in sessions. Only the sha256 hex of the userToken is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt('created_at'),
    lastSeenAt: createdAt('last_seen_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** Station (in-app) messages of one user. */
export const stationMessages = pgTable(
  'station_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageTitle: text('message_title').notNull(),
    messageContent: text('message_content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    creationTime: createdAt('creation_time'),
  },
  (table) => [
    index('station_messages_user_time_idx').on(table.userId, table.creationTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('station_messages_user_unread_idx')
      .on(table.userId, table.creationTime.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isRead} = false`),
  ],
);

/**
 * Abuse counters (SMS sends, failed sign-ins), one row per scope and subject. A window starts with
 * its first hit; a hit after the window has passed starts a new one. Updated only by conditional
 * upserts, so concurrent requests can never exceed a limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    windowStartedAt: createdAt('window_started_at'),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject], name: 'rate_limit_counters_pkey' }),
    index('rate_limit_counters_window_idx').on(table.windowStartedAt),
  ],
);

/**
 * SMS verification codes. Only a keyed hash of the code is stored. The newest code of a mobile is
 * the only one that counts; it is void after its expiry, once consumed, or after 5 wrong tries.
 * `verified_usertype`/`verified_at`: the code passed CommonApi/RegisterVerify for that role.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt('created_at'),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
    verifiedUsertype: smallint('verified_usertype'),
    verifiedAt: instant('verified_at'),
  },
  (table) => [
    index('sms_codes_mobile_created_idx').on(table.mobile, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('sms_codes_created_idx').on(table.createdAt),
  ],
);

/** What the sandbox SMS driver "sent" (read at GET /dev/sms-outbox while that driver is active). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt('created_at'),
  },
  (table) => [index('sms_outbox_mobile_created_idx').on(table.mobile, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);

/** One-time tickets that let an unverified account bind a mobile after giving its password (10 min). */
export const bindTickets = pgTable(
  'bind_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull(),
    createdAt: createdAt('created_at'),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (table) => [uniqueIndex('bind_tickets_ticket_hash_idx').on(table.ticketHash), index('bind_tickets_user_id_idx').on(table.userId)],
);

/** WeChat identities (openid) bound to accounts. */
export const weChatBindings = pgTable(
  'wechat_bindings',
  {
    openid: text('openid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt('created_at'),
  },
  (table) => [index('wechat_bindings_user_id_idx').on(table.userId)],
);

/** One-time keys of the sandbox WeChat sign-in (hashed, 5 minutes). */
export const weChatLoginKeys = pgTable(
  'wechat_login_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyHash: text('key_hash').notNull(),
    openid: text('openid').notNull(),
    createdAt: createdAt('created_at'),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (table) => [uniqueIndex('wechat_login_keys_key_hash_idx').on(table.keyHash), index('wechat_login_keys_created_idx').on(table.createdAt)],
);

/**
 * Personal profile of an athlete or an evaluator (spec 002 §3). Key fields (name, sex, document
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
  },
  (table) => [
    index('person_profiles_certificate_idx').on(table.certificatesType, table.certificatesNumber),
    index('person_profiles_region_idx').on(table.provinceId, table.cityId, table.districtId),
    check('person_profiles_sex_check', sql`${table.sex} in (0, 1)`),
    check('person_profiles_certificates_type_check', sql`${table.certificatesType} between 1 and 4`),
    check('person_profiles_evaluator_rank_check', sql`${table.evaluatorRank} is null or ${table.evaluatorRank} between 1 and 3`),
  ],
);

/**
 * Institution profile (spec 002 §3). Nickname and full name are unique on the platform. Key fields
 * (full name, business licence, legal person, their document type and number) lock after the first
 * submit. `approval_status` is the qualification review status (set by the qualification flow).
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
