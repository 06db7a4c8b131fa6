import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../columns';
import { users } from './accounts';
import { certificates } from './certificates';
import { orders } from './orders';
import { testClasses } from './test-classes';

// Paper certificates and badges: the fees, the delivery orders and their parcels, and collection by the institution.

/** Fee of a paper certificate and of a badge, per grade, for a user type (1 athlete, 2 evaluator, 3 institution). */
export const certificateFeeRates = pgTable(
  'certificate_fee_rates',
  {
    userType: smallint('user_type').primaryKey(),
    certificateFeeFen: fen('certificate_fee').notNull(),
    badgeFeeFen: fen('badge_fee').notNull(),
  },
  (table) => [check('certificate_fee_rates_fees_check', sql`${table.certificateFeeFen} >= 0 and ${table.badgeFeeFen} >= 0`)],
);

/** Shipping fee of one parcel to a province (`area_code`: the province's region id). */
export const shippingFees = pgTable(
  'shipping_fees',
  {
    areaCode: integer('area_code').primaryKey(),
    feeFen: fen('fee').notNull(),
  },
  (table) => [check('shipping_fees_fee_check', sql`${table.feeFen} >= 0`)],
);

/**
 * A paper certificate / badge order (证书证章申领): the address, the fees as charged, its order and, once shipped, the
 * parcel (carrier, waybill, mailing time).
 */
export const certificateDeliveries = pgTable(
  'certificate_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: smallint('user_type').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    contacts: text('contacts').notNull(),
    telphone: text('telphone').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    address: text('address').notNull(),
    isGrantTest: smallint('is_grant_test').notNull().default(0),
    certificateFeeFen: fen('certificate_fee').notNull(),
    badgeFeeFen: fen('badge_fee').notNull(),
    shippingFeeFen: fen('shipping_fee').notNull(),
    expressCompany: text('express_company'),
    expressNumber: text('express_number'),
    mailingTime: instant('mailing_time'),
    /** The association's print and ship queue (decision 0069): when and by whom it was printed, and shipped. */
    printedAt: instant('printed_at'),
    printedBy: integer('printed_by'),
    shippedBy: integer('shipped_by'),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    uniqueIndex('certificate_deliveries_order_key').on(table.orderId),
    index('certificate_deliveries_user_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex('certificate_deliveries_express_key').on(table.expressNumber),
  ],
);

/** The certificates of a delivery order and what is printed for each: 0 certificate, 1 badge, 2 both. */
export const certificateDeliveryItems = pgTable(
  'certificate_delivery_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => certificateDeliveries.id, { onDelete: 'cascade' }),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    certificateType: smallint('certificate_type').notNull(),
    /** When the association printed this certificate / badge (decision 0069). */
    printedAt: instant('printed_at'),
  },
  (table) => [
    uniqueIndex('certificate_delivery_items_delivery_certificate_key').on(table.deliveryId, table.certificateId),
    index('certificate_delivery_items_certificate_idx').on(table.certificateId),
    check('certificate_delivery_items_type_check', sql`${table.certificateType} between 0 and 2`),
  ],
);

/** An athlete's request that the test institution collects a certificate for them (机构代领, ApplicationWay 1). */
export const certificateProxyRequests = pgTable(
  'certificate_proxy_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testClassId: integer('test_class_id').references(() => testClasses.id, { onDelete: 'set null' }),
    applicationWay: smallint('application_way').notNull().default(1),
    createdAt: createdAt('created_at'),
    lastModificationTime: createdAt('last_modification_time'),
  },
  (table) => [
    uniqueIndex('certificate_proxy_requests_certificate_key').on(table.certificateId),
    index('certificate_proxy_requests_user_idx').on(table.userId, table.lastModificationTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('certificate_proxy_requests_institution_idx').on(table.institutionUserId),
  ],
);
