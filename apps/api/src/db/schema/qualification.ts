import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../columns';
import { users } from './accounts';
import { testSites } from './institutions';
import { orders } from './orders';

// The institution centre before its first test (issue 24, decision 0058): the qualification application with its
// approval history and attachments, the contracts signed on the e-sign platform with their deposit, the enterprise
// real-name verification and the seal.

/**
 * An institution's qualification application (req: institution.md#qualification-application): one per institution,
 * edited in place while its status allows (1 or 4). The status itself is `institution_profiles.approval_status`, the
 * one the gate reads (`modules/institutions/qualification-gate.ts`) and the qualification workflow moves
 * (`src/workflows/qualification.ts`, keyed by the institution's account): it is never copied here.
 */
export const qualificationApplications = pgTable(
  'qualification_applications',
  {
    institutionUserId: integer('institution_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 申报等级: grade codes, comma-joined as on the wire. */
    grade: text('grade').notNull(),
    /** The seven groups' selections (机构资质 … 组织要求), `|` between groups, `,` within one (decision 0058). */
    comprehensiveContent: text('comprehensive_content').notNull(),
    plasticPacesNumber: integer('plastic_paces_number').notNull(),
    evaluatorNumber: integer('evaluator_number'),
    facilityIntroduct: text('facility_introduct').notNull(),
    promotionAndEducationResources: text('promotion_and_education_resources').notNull(),
    recentSituation: text('recent_situation').notNull(),
    /** The business licence image (`/wwwroot/upload/qualification/<user>/…`). */
    businessLicenseKey: text('business_license_key').notNull(),
    /** The declared test site (`institutional_site_id`), whose name and address the form edits. */
    testSiteId: integer('test_site_id').references(() => testSites.id, { onDelete: 'set null' }),
    submittedAt: createdAt('submitted_at'),
    updatedAt: createdAt('updated_at'),
  },
  (table) => [check('qualification_applications_courts_check', sql`${table.plasticPacesNumber} >= 0`)],
);

/**
 * The approval history of a qualification (req: institution.md#qualification-application, "the shape of the approval
 * history is not shown"; decision 0058): one row per submission (status 1, by the institution) and per review (2, 3 or
 * 4, by a reviewer), newest last. `comment` is the reviewer's 审核意见 (`approval_content`), `effective_*` the validity
 * a final approval grants. The status change itself is audited in `status_audit`; this row adds what the screen shows.
 */
export const qualificationReviews = pgTable(
  'qualification_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    comment: text('comment').notNull().default(''),
    /** Who: the institution (a submission) or the reviewer; null for imported history. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: createdAt('reviewed_at'),
    effectiveStartDate: date('effective_start_date', { mode: 'string' }),
    effectiveEndDate: date('effective_end_date', { mode: 'string' }),
  },
  (table) => [
    index('qualification_reviews_institution_idx').on(table.institutionUserId, table.reviewedAt, table.id),
    check('qualification_reviews_status_check', sql`${table.status} between 1 and 4`),
  ],
);

/** Files of a qualification application: the licence (`business_license`) and further attachments (`attachment`). */
export const qualificationAttachments = pgTable(
  'qualification_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('qualification_attachments_institution_idx').on(table.institutionUserId, table.id),
    check('qualification_attachments_kind_check', sql`${table.kind} in ('business_license', 'attachment')`),
  ],
);

/**
 * A contract between the association and an institution, signed on the e-sign platform (req: institution.md#contracts;
 * states.md#contract-status). `result_code` follows the contract workflow (0 signing, 3000 signed, 3001 sign failed;
 * `src/workflows/contract.ts`); `contract_status` 1 once signed (in force), 0 before. The deposit (保证金, integer fen)
 * is paid as an order of kind 4; `payment_status` 1 once that order is paid (the kind-4 order hook).
 */
export const institutionContracts = pgTable(
  'institution_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The platform's contract id (`contract_id`), unique. */
    contractId: text('contract_id').notNull(),
    docTitle: text('doc_title').notNull(),
    resultCode: integer('result_code').notNull().default(0),
    resultDesc: text('result_desc'),
    contractStatus: smallint('contract_status').notNull().default(0),
    paymentStatus: smallint('payment_status').notNull().default(0),
    depositFen: fen('deposit').notNull(),
    /** The deposit order (kind 4), once the institution asked to pay. */
    depositOrderId: integer('deposit_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The signing attempt the contract follows now (`contract_sign_transactions.transaction_id`). */
    currentTransactionId: text('current_transaction_id'),
    /** The platform's timestamp of the last callback applied (older ones never overwrite it). */
    notifiedAt: instant('notified_at'),
    viewpdfUrl: text('viewpdf_url'),
    downloadUrl: text('download_url'),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    uniqueIndex('institution_contracts_contract_id_key').on(table.contractId),
    uniqueIndex('institution_contracts_deposit_order_key').on(table.depositOrderId),
    index('institution_contracts_institution_idx').on(table.institutionUserId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('institution_contracts_result_code_check', sql`${table.resultCode} in (0, 3000, 3001)`),
    check('institution_contracts_status_check', sql`${table.contractStatus} in (0, 1)`),
    check('institution_contracts_payment_status_check', sql`${table.paymentStatus} in (0, 1)`),
    check('institution_contracts_deposit_check', sql`${table.depositFen} >= 0`),
  ],
);

/**
 * Every signing attempt of a contract (法大大 `transaction_id`): the callback names it, so a replay is recognised
 * (`result_code` already set) and the callback of an older attempt is kept here without touching the contract.
 */
export const contractSignTransactions = pgTable(
  'contract_sign_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractRowId: integer('contract_row_id')
      .notNull()
      .references(() => institutionContracts.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull(),
    signUrl: text('sign_url').notNull(),
    createdAt: createdAt('created_at'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    /** The platform's timestamp of the callback. */
    notifiedAt: instant('notified_at'),
    receivedAt: instant('received_at'),
  },
  (table) => [
    uniqueIndex('contract_sign_transactions_transaction_key').on(table.transactionId),
    index('contract_sign_transactions_contract_idx').on(table.contractRowId, table.id),
  ],
);

/**
 * An institution's enterprise real-name verification attempt (req: institution.md#real-name-authentication): the
 * company details sent, the verification page (`verify_url`), and its state (the real-name workflow: 1 verifying,
 * 2 passed, 3 failed; `src/workflows/real-name.ts`). The newest attempt is the institution's; `cert_serial` is the
 * numbered certificate applied for after a pass.
 */
export const realNameVerifications = pgTable(
  'real_name_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The platform account of the institution (注册账号). */
    customerId: text('customer_id').notNull(),
    transactionNo: text('transaction_no').notNull(),
    status: smallint('status').notNull().default(1),
    verifyUrl: text('verify_url').notNull(),
    companyName: text('company_name').notNull(),
    creditNo: text('credit_no').notNull(),
    creditImagePath: text('credit_image_path').notNull(),
    legalName: text('legal_name').notNull(),
    legalId: text('legal_id').notNull(),
    legalIdFrontPath: text('legal_id_front_path').notNull(),
    legalMobile: text('legal_mobile').notNull(),
    bankCardNo: text('bank_card_no').notNull(),
    bankId: text('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    subbranchName: text('subbranch_name').notNull(),
    reason: text('reason'),
    notifiedAt: instant('notified_at'),
    certSerial: text('cert_serial'),
    certAppliedAt: instant('cert_applied_at'),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    uniqueIndex('real_name_verifications_transaction_key').on(table.transactionNo),
    index('real_name_verifications_institution_idx').on(table.institutionUserId, table.id.desc().nullsFirst()),
    check('real_name_verifications_status_check', sql`${table.status} between 1 and 3`),
  ],
);

/** An institution's seal (印章) image, uploaded to the e-sign platform (`signature_id`); the newest is in use. */
export const institutionSeals = pgTable(
  'institution_seals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    signatureId: text('signature_id').notNull(),
    createdAt: createdAt('created_at'),
  },
  (table) => [index('institution_seals_institution_idx').on(table.institutionUserId, table.id.desc().nullsFirst())],
);
