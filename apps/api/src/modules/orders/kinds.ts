import { OrderKind, type OrderKindCode } from '@badminton/contracts';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { OrderRow } from './service';
import { testSignUpOrderHooks } from '../test-sign-up/hooks';
import { paperCertificateOrderHooks } from '../deliveries/hooks';
import { requestInvoiceOnPaid, reverseInvoiceOnRefunded } from '../invoices/service';

/**
 * What happens around an order when its payment settles (decision 0030). The hooks run inside the transaction that
 * changes the order's status (`./settle.ts`), so the order and what it pays for change together or not at all.
 */
export interface OrderHookContext {
  tx: Database;
  /** The service clock's now. */
  at: Date;
  /** Enqueue follow-up work in `tx` (the settle code wakes the worker after the commit). */
  jobs: JobQueue;
}

export type OrderHook = (order: OrderRow, context: OrderHookContext) => Promise<void>;

export interface OrderKindHooks {
  /** The order was paid: confirm what it reserved. */
  onPaid?: OrderHook;
  /** The unpaid order closed (its window passed): give back what it held (a test place). */
  onClosed?: OrderHook;
  /** The paid order was refunded. */
  onRefunded?: OrderHook;
}

/** The hooks of each kind that has any; each domain module adds its entry here. */
export const ORDER_KIND_HOOKS: Partial<Record<OrderKindCode, OrderKindHooks>> = {
  [OrderKind.TestSignUp]: testSignUpOrderHooks,
  [OrderKind.PaperCertificate]: paperCertificateOrderHooks,
};

/** Run for every paid order of any kind, after its kind's `onPaid` (the e-invoice request). */
export const ANY_ORDER_PAID: OrderHook[] = [requestInvoiceOnPaid];

/**
 * Run for every order of any kind refunded in full (3 → 7), after its kind's `onRefunded`, in the same transaction
 * (decision 0046): the order's e-invoice is reversed (红冲, decision 0047; the hook enqueues `invoice.reverse`, it never
 * calls the provider itself).
 */
export const ANY_ORDER_REFUNDED: OrderHook[] = [reverseInvoiceOnRefunded];
