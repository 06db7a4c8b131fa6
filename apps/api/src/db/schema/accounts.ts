import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns';

// Accounts, sessions, mobile binding tickets and WeChat sign-in.

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
    /** Locked by the back office (decision 0071): a locked account cannot sign in. Null: not locked. */
    lockedAt: instant('locked_at'),
    /** Why it was locked (the back office's reason, at most 200 characters). */
    lockReason: text('lock_reason'),
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
