import { PAYMENT_STATUSES, PaymentStatus } from '@badminton/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../columns';
import { users } from './accounts';

// The orders and payments core (decision 0030): one order model for every kind of payment, the provider's payment
// notifications, refunds, and the e-invoices of paid orders.

/**
 * Every order of every kind (`kind`, `OrderKind` in the contracts: 1 test sign-up, 2 paper certificate, 3 training,
 * 4 institution deposit, 5 batch certificates, 6 institution-paid fees). `payment_status` follows the payment workflow
 * (1 pending, 3 paid, 5 failed, 7 refunded, 9 closed; `src/workflows/payment.ts`) and changes only through it.
 * An unpaid order holds what it reserves until `expires_at`; the `order.expire` job closes it then.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The order number shown and sent to the payment provider (out_trade_no): 32 characters at most. */
    orderSn: text('order_sn').notNull(),
    /** Who pays (the athlete, the evaluator, the institution). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payer's role when the order was made (1–3). */
    userType: smallint('user_type').notNull(),
    kind: smallint('kind').notNull(),
    /** What the payer sees on the provider's page (body / description). */
    description: text('description').notNull(),
    amountFen: fen('amount').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default(PaymentStatus.Pending),
    /** Batch orders (an institution signed the athlete up) are paid by the institution, not from the athlete's list. */
    isBatch: smallint('is_batch').notNull().default(0),
    /** Payment channel once paid (`wechat`). */
    paymentChannel: text('payment_channel'),
    /** The provider's transaction id once paid (transaction_id). */
    transactionId: text('transaction_id'),
    /**
     * The provider's pay code (WeChat Pay Native `code_url`), asked for once when the payer first opens the pay dialog
     * and shown again from here (`PayOrder/GetPayCode`).
     */
    payCodeUrl: text('pay_code_url'),
    createdAt: createdAt('created_at'),
    /** End of the payment window (null: no window, e.g. a training sign-up awaiting review). */
    expiresAt: instant('expires_at'),
    paidAt: instant('paid_at'),
    closedAt: instant('closed_at'),
  },
  (table) => [
    uniqueIndex('orders_order_sn_key').on(table.orderSn),
    index('orders_user_kind_idx').on(table.userId, table.kind, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('orders_pending_expiry_idx').on(table.expiresAt).where(sql`${table.paymentStatus} in ('1', '5')`),
    check('orders_status_check', sql`${table.paymentStatus} in (${sql.raw(PAYMENT_STATUSES.map((code) => `'${code}'`).join(', '))})`),
    check('orders_amount_check', sql`${table.amountFen} >= 0`),
    check('orders_kind_check', sql`${table.kind} between 1 and 6`),
    check('orders_user_type_check', sql`${table.userType} between 1 and 3`),
  ],
);

/**
 * Every payment notification the service received or fetched (a callback, or an order query of the reconciliation
 * job), kept whatever it said: `outcome` records what it did (credited, duplicate, wrong_amount, closed_order,
 * failed, unknown_order, …). `notification_id` (the provider's event id, or `query:<transaction>` for a query) is
 * unique: a replayed notification is recognised and answered without crediting again.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderSn: text('order_sn').notNull(),
    transactionId: text('transaction_id'),
    /** trade_state: SUCCESS, NOTPAY, CLOSED, PAYERROR, REFUND, … */
    tradeState: text('trade_state').notNull(),
    amountFen: fen('amount'),
    outcome: text('outcome').notNull(),
    /** The decrypted resource, as the provider sent it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt('received_at'),
  },
  (table) => [
    uniqueIndex('payment_notifications_provider_id_key').on(table.provider, table.notificationId),
    index('payment_notifications_order_idx').on(table.orderId, table.receivedAt),
  ],
);

/**
 * Refunds of paid orders (out_refund_no = `refund_sn`). `status`: the refund workflow's codes (1 refunding, 2
 * refunded, 3 failed). The institution and the association issues start them; the provider settles them.
 * One row per order and `purpose` (decision 0046): `refund` (the order's money given back) or `return_payment` (money
 * received for an order that could not take it: closed, wrong amount). A failed refund is tried again on the same row
 * (3 → 1) under a new `refund_sn`, so an order is never refunded twice for one purpose.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundSn: text('refund_sn').notNull(),
    /** `refund` or `return_payment` (see above). */
    purpose: text('purpose').notNull().default('refund'),
    amountFen: fen('amount').notNull(),
    /** The total of the payment refunded (amount.total sent to the provider) when it is not the order's amount. */
    paidFen: fen('paid_amount'),
    status: smallint('status').notNull().default(1),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    createdAt: createdAt('created_at'),
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('order_refunds_refund_sn_key').on(table.refundSn),
    uniqueIndex('order_refunds_order_purpose_key').on(table.orderId, table.purpose),
    index('order_refunds_open_idx').on(table.createdAt).where(sql`${table.status} = 1`),
    check('order_refunds_amount_check', sql`${table.amountFen} > 0`),
    check('order_refunds_status_check', sql`${table.status} between 1 and 3`),
  ],
);

/**
 * The daily comparison of the provider's trade bill with the orders (decision 0046; the `payment.daily-bill` job): one
 * row per provider and bill day (YYYY-MM-DD, Asia/Shanghai), with every mismatch found.
 */
export const paymentBillReports = pgTable(
  'payment_bill_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    billDate: text('bill_date').notNull(),
    /** Payment and refund rows in the bill. */
    billRows: integer('bill_rows').notNull(),
    mismatchCount: integer('mismatch_count').notNull(),
    mismatches: jsonb('mismatches').$type<Record<string, unknown>[]>().notNull(),
    createdAt: createdAt('created_at'),
  },
  (table) => [uniqueIndex('payment_bill_reports_day_key').on(table.provider, table.billDate)],
);

/** A user's default invoice title (发票信息), offered on the next order (invoice info get / save). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 01 company, 03 personal. */
    custtype: text('custtype').notNull(),
    custname: text('custname'),
    custTaxNo: text('cust_tax_no'),
    custAddr: text('cust_addr'),
    custPhone: text('cust_phone'),
    custBank: text('cust_bank'),
    custAccount: text('cust_account'),
    invoMemo: text('invo_memo'),
    updatedAt: createdAt('updated_at'),
  },
  (table) => [check('invoice_titles_custtype_check', sql`${table.custtype} in ('01', '03')`)],
);

/**
 * The e-invoice of a paid order (one per order), with the title copied when it was requested.
 * `invoice_status` follows the invoice workflow (0 pending, 1 issued, 2 failed, 3 abnormal).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: smallint('user_type').notNull(),
    invoiceStatus: smallint('invoice_status').notNull().default(0),
    custtype: text('custtype').notNull(),
    custname: text('custname'),
    custTaxNo: text('cust_tax_no'),
    custAddr: text('cust_addr'),
    custPhone: text('cust_phone'),
    custBank: text('cust_bank'),
    custAccount: text('cust_account'),
    invoMemo: text('invo_memo'),
    amountFen: fen('amount').notNull(),
    /** The provider's request serial (idempotency of the issue request). */
    requestSn: text('request_sn').notNull(),
    /** 发票代码 / 发票号码, the QR content and the PDF address once issued. */
    fpdm: text('fpdm'),
    fphm: text('fphm'),
    urlQrCode: text('url_qr_code'),
    invoiceUrl: text('invoice_url'),
    failReason: text('fail_reason'),
    requestedAt: createdAt('requested_at'),
    issuedAt: instant('issued_at'),
    /**
     * The red-letter reversal (红冲) after a refund (decision 0047): 0 none, 1 红冲中 (asked), 2 已红冲 (reversed, or
     * nothing had been issued), 3 红冲失败. Changed only through `modules/invoices/reversal.ts`'s table, audited.
     */
    reversalStatus: smallint('reversal_status').notNull().default(0),
    /** The reversal's request serial (`FH<order_sn>`), its red invoice's code, number and PDF, the reason and times. */
    reversalRequestSn: text('reversal_request_sn'),
    reversalFpdm: text('reversal_fpdm'),
    reversalFphm: text('reversal_fphm'),
    reversalUrl: text('reversal_url'),
    reversalReason: text('reversal_reason'),
    reversalRequestedAt: instant('reversal_requested_at'),
    reversedAt: instant('reversed_at'),
  },
  (table) => [
    uniqueIndex('invoices_order_key').on(table.orderId),
    uniqueIndex('invoices_request_sn_key').on(table.requestSn),
    index('invoices_user_requested_idx').on(table.userId, table.requestedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('invoices_status_check', sql`${table.invoiceStatus} between 0 and 3`),
    check('invoices_reversal_status_check', sql`${table.reversalStatus} between 0 and 3`),
    check('invoices_custtype_check', sql`${table.custtype} in ('01', '03')`),
  ],
);
