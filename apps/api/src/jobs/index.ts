import { invoiceJobHandlers } from '../modules/invoices/jobs';
import { messageJobHandlers } from '../modules/messages/jobs';
import { orderJobHandlers } from '../modules/orders/jobs';
import { smsJobHandlers } from '../modules/sms-codes/jobs';
import { seatCheckJobHandlers } from '../modules/test-sign-up/seat-check';
import type { ModuleDeps } from '../registry/deps';
import { type JobHandler, sweptHandler } from './kinds';
import { sweepJobHandler } from './sweeper';

/**
 * Every job kind the worker runs. Add a module's `xxxJobHandlers` here (like `buildRegistry` for calls). The order
 * kinds are money work the sweeper re-queues from the dead-letter list (decision 0047): flagged here because their
 * module declares them without the flag. The sweeper comes last: it reads the others' flags.
 */
export function buildJobHandlers(deps: ModuleDeps): JobHandler[] {
  const handlers = [
    ...smsJobHandlers(deps),
    ...messageJobHandlers(),
    ...orderJobHandlers(deps).map(sweptHandler),
    ...invoiceJobHandlers(deps),
    ...seatCheckJobHandlers(deps),
  ];
  return [...handlers, sweepJobHandler(deps, handlers)];
}
