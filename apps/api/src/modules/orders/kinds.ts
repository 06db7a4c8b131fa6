import type { OrderKindCode } from '@badminton/contracts';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { OrderRow } from './service';

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

/**
 * The hooks of each kind that has any, and those run for every order (below). Filled by `registerOrderHooks`, which
 * `buildRegistry` (src/registry/index.ts) calls with every domain module's hooks: this module imports none of the
 * modules that use it (decision 0054).
 */
export const ORDER_KIND_HOOKS: Partial<Record<OrderKindCode, OrderKindHooks>> = {};

/** Run for every paid order of any kind, after its kind's `onPaid` (the e-invoice request). */
export const ANY_ORDER_PAID: OrderHook[] = [];

/**
 * Run for every order of any kind refunded in full (3 → 7), after its kind's `onRefunded`, in the same transaction
 * (decision 0046): the order's e-invoice is reversed (红冲, decision 0047; the hook enqueues `invoice.reverse`, it never
 * calls the provider itself).
 */
export const ANY_ORDER_REFUNDED: OrderHook[] = [];

/** What the provider finally said of an order's own refund (purpose `refund`), for `ANY_REFUND_SETTLED`. */
export interface SettledRefund {
  refundId: number;
  refundSn: string;
  outcome: 'refunded' | 'failed';
  /** The provider's state (SUCCESS, CLOSED, ABNORMAL, REFUSED). */
  state: string;
}

export type RefundSettledHook = (order: OrderRow, refund: SettledRefund, context: OrderHookContext) => Promise<void>;

/**
 * Run when an order's own refund (purpose `refund`) is settled, refunded or failed, in the transaction that settles it,
 * after the kind's `onRefunded` (decision 0069): the back office's refund requests follow their orders' refunds
 * (an entry 1 → 3 with the provider's reason; a class refund ends when its entries' refunds have).
 */
export const ANY_REFUND_SETTLED: RefundSettledHook[] = [];

export interface OrderHookRegistration {
  /** Each kind's hooks (replacing what that kind had). */
  byKind?: Partial<Record<OrderKindCode, OrderKindHooks>>;
  anyPaid?: readonly OrderHook[];
  anyRefunded?: readonly OrderHook[];
  refundSettled?: readonly RefundSettledHook[];
}

/** Registers order hooks; building the registry again registers each hook for every order once, not twice. */
export function registerOrderHooks(hooks: OrderHookRegistration): void {
  Object.assign(ORDER_KIND_HOOKS, hooks.byKind);
  for (const hook of hooks.anyPaid ?? []) if (!ANY_ORDER_PAID.includes(hook)) ANY_ORDER_PAID.push(hook);
  for (const hook of hooks.anyRefunded ?? []) if (!ANY_ORDER_REFUNDED.includes(hook)) ANY_ORDER_REFUNDED.push(hook);
  for (const hook of hooks.refundSettled ?? []) if (!ANY_REFUND_SETTLED.includes(hook)) ANY_REFUND_SETTLED.push(hook);
}
