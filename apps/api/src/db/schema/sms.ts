import { bigint, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns';

// SMS verification codes and the sandbox outbox.

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
