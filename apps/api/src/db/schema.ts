import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
    index('person_profiles_athlete_rank_idx').on(table.athleteRank, table.userId.desc().nullsFirst()).where(sql`${table.athleteRank} is not null`),
    index('person_profiles_evaluator_rank_idx').on(table.evaluatorRank, table.userId).where(sql`${table.evaluatorRank} is not null`),
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

// ------------------------------------------------------------------ public portal (issue 4)

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * Public side of a test institution (role 3 account). Name, address, photos and the qualification
 * review status (`institution_profiles.approval_status`: 3 = final pass) live in the profile; this
 * row adds what the association maintains: the star rating and the introduction. An institution is
 * public when its profile's approval_status is 3.
 */
export const institutions = pgTable(
  'institutions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull().default(3),
    introduce: text('introduce').notNull().default(''),
    /** Order of the public lists (higher first), then newest. */
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('institutions_sort_idx').on(table.sort.desc().nullsFirst(), table.userId.desc().nullsFirst()),
    check('institutions_star_check', sql`${table.star} between 1 and 5`),
  ],
);

/**
 * Public side of an evaluator (role 2 account). Name, sex, region, photo and the evaluator rank
 * (1–3) live in `person_profiles`; this row adds the star rating and marks the evaluator as listed.
 */
export const evaluators = pgTable(
  'evaluators',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull().default(3),
    /** Listed on the public portal (an association can withdraw an evaluator). */
    isListed: boolean('is_listed').notNull().default(true),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('evaluators_listed_idx').on(table.isListed, table.star.desc().nullsFirst(), table.userId),
    check('evaluators_star_check', sql`${table.star} between 1 and 5`),
  ],
);

export const TEST_CLASS_STATES = ['申请中', '省协会审核通过', '中羽协审核通过', '审核驳回'] as const;

/**
 * Test classes created by institutions (spec 002 §3). `application_status`: 申请中 → 省协会审核通过 →
 * 中羽协审核通过 (final, public, open for sign-up in its registration window) or 审核驳回.
 * Region names are kept next to the ids (as the institution chose them) for the public cards.
 */
export const testClasses = pgTable(
  'test_classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('test_class_title').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    districtName: text('district_name').notNull(),
    detailedAddress: text('detailed_address').notNull(),
    mailingAddress: text('mailing_address'),
    registrationStartTime: instant('registration_start_time').notNull(),
    registrationEndTime: instant('registration_end_time').notNull(),
    testStartTime: instant('test_start_time').notNull(),
    testEndTime: instant('test_end_time').notNull(),
    testNum: integer('test_num').notNull(),
    applicationStatus: text('application_status', { enum: TEST_CLASS_STATES }).notNull().default('申请中'),
    approvalComments: text('approval_comments'),
    isStop: boolean('is_stop').notNull().default(false),
    filePath: text('file_path'),
    contact: text('contact').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** Class-level refund: 0 none, 1 refunding, 2 refunded, 3 failed. */
    refundStatus: smallint('refund_status').notNull().default(0),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('test_classes_status_time_idx').on(table.applicationStatus, table.testStartTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('test_classes_region_idx').on(table.provinceId, table.cityId, table.districtId),
    index('test_classes_registration_idx').on(table.registrationStartTime, table.registrationEndTime),
    index('test_classes_institution_idx').on(table.institutionUserId, table.testStartTime.desc().nullsFirst()),
    check('test_classes_status_check', sql`${table.applicationStatus} in ('申请中', '省协会审核通过', '中羽协审核通过', '审核驳回')`),
    check('test_classes_windows_check', sql`${table.registrationStartTime} <= ${table.registrationEndTime} and ${table.testStartTime} <= ${table.testEndTime}`),
    check('test_classes_test_num_check', sql`${table.testNum} > 0`),
  ],
);

/** Grades a test class offers, with the sign-up fee of each. */
export const testClassGrades = pgTable(
  'test_class_grades',
  {
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    fee: money('fee').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.testClassId, table.grade], name: 'test_class_grades_pkey' }),
    index('test_class_grades_grade_idx').on(table.grade, table.testClassId),
    check('test_class_grades_grade_check', sql`${table.grade} between 1 and 16`),
  ],
);

/** Evaluators assigned to a test class, per evaluator level (1–3); one of them leads. Their work record. */
export const testClassEvaluators = pgTable(
  'test_class_evaluators',
  {
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    evaluatorUserId: integer('evaluator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    isLeader: boolean('is_leader').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.testClassId, table.evaluatorUserId], name: 'test_class_evaluators_pkey' }),
    index('test_class_evaluators_evaluator_idx').on(table.evaluatorUserId),
    check('test_class_evaluators_level_check', sql`${table.level} between 1 and 3`),
  ],
);

/** Evaluator training classes (spec 001 §3). `grade`: the evaluator grade trained (1–3). */
export const trainingClasses = pgTable(
  'training_classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    trainType: smallint('train_type').notNull(),
    grade: smallint('grade').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    districtName: text('district_name').notNull(),
    detailAddr: text('detail_addr').notNull(),
    applyStartTime: instant('apply_start_time').notNull(),
    applyEndTime: instant('apply_end_time').notNull(),
    openingClassStartTime: instant('opening_class_start_time').notNull(),
    openingClassEndTime: instant('opening_class_end_time').notNull(),
    assessmentStartTime: instant('assessment_start_time').notNull(),
    assessmentEndTime: instant('assessment_end_time').notNull(),
    isStop: boolean('is_stop').notNull().default(false),
    /** Qualification options the applicant picks from (the first needs no picture). */
    aptitude: jsonb('aptitude').$type<string[]>().notNull(),
    noticeTitle: text('notice_title').notNull(),
    noticeContent: text('notice_content').notNull(),
    filePath: text('file_path'),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('training_classes_apply_idx').on(table.applyStartTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('training_classes_grade_check', sql`${table.grade} between 1 and 3`),
    check('training_classes_train_type_check', sql`${table.trainType} between 1 and 3`),
  ],
);

/** Fees of a training class per fee type: 1 training, 2 assessment, 3 training plus assessment. */
export const trainingClassFees = pgTable(
  'training_class_fees',
  {
    trainingClassId: integer('training_class_id')
      .notNull()
      .references(() => trainingClasses.id, { onDelete: 'cascade' }),
    feeType: smallint('fee_type').notNull(),
    fee: money('fee').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.trainingClassId, table.feeType], name: 'training_class_fees_pkey' }),
    check('training_class_fees_type_check', sql`${table.feeType} between 1 and 3`),
  ],
);

/** Training and assessment content of a training class, in order. */
export const trainingClassContents = pgTable(
  'training_class_contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trainingClassId: integer('training_class_id')
      .notNull()
      .references(() => trainingClasses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    content: text('content').notNull(),
    assessmentMethod: text('assessment_method').notNull(),
  },
  (table) => [index('training_class_contents_class_idx').on(table.trainingClassId, table.sort)],
);

/**
 * An evaluator's place in a training class (the sign-up of the training flow and its outcome).
 * performance_review: 0 pending, 1 qualified, 2 unqualified. Qualified rows are the public
 * training history (existRecord) of the evaluator.
 */
export const evaluatorTrainingRecords = pgTable(
  'evaluator_training_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    evaluatorUserId: integer('evaluator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingClassId: integer('training_class_id')
      .notNull()
      .references(() => trainingClasses.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    feeType: smallint('fee_type').notNull(),
    performanceReview: smallint('performance_review').notNull().default(0),
    completedOn: date('completed_on', { mode: 'string' }),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    uniqueIndex('evaluator_training_records_user_class_idx').on(table.evaluatorUserId, table.trainingClassId),
    index('evaluator_training_records_class_idx').on(table.trainingClassId),
    check('evaluator_training_records_review_check', sql`${table.performanceReview} between 0 and 2`),
  ],
);

/**
 * An athlete's test of one grade in one class (the history of the athlete detail). score_judgment:
 * 0 not judged, 1 pass, 2 fail.
 */
export const testRecords = pgTable(
  'test_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    athleteUserId: integer('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    testDate: instant('test_date').notNull(),
    scoreJudgment: smallint('score_judgment').notNull().default(0),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('test_records_athlete_date_idx').on(table.athleteUserId, table.testDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('test_records_class_idx').on(table.testClassId, table.grade),
    check('test_records_judgment_check', sql`${table.scoreJudgment} between 0 and 2`),
  ],
);

/**
 * Athlete grade certificates (grades 1–16) and evaluator certificates (31–33). certificate_number
 * (证书编号) and certificate_numbering (serial, 流水号) are unique. Only published certificates
 * are public (athlete detail, certificate query) and count for eligibility.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    certificateNumbering: text('certificate_numbering').notNull(),
    certificateUrl: text('certificate_url').notNull(),
    testRecordId: integer('test_record_id').references(() => testRecords.id, { onDelete: 'set null' }),
    createdDate: instant('created_date').notNull(),
    isGrant: boolean('is_grant').notNull().default(false),
    isEvent: boolean('is_event').notNull().default(false),
    published: boolean('published').notNull().default(false),
  },
  (table) => [
    uniqueIndex('certificates_number_key').on(table.certificateNumber),
    uniqueIndex('certificates_numbering_key').on(table.certificateNumbering),
    index('certificates_user_grade_idx').on(table.userId, table.grade),
    index('certificates_published_date_idx').on(table.createdDate.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.published}`),
  ],
);
