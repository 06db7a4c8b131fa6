import { invoiceJobHandlers } from '../modules/invoices/jobs';
import { messageJobHandlers } from '../modules/messages/jobs';
import { orderJobHandlers } from '../modules/orders/jobs';
import { smsJobHandlers } from '../modules/sms-codes/jobs';
import type { ModuleDeps } from '../registry/deps';
import type { JobHandler } from './kinds';

/** Every job kind the worker runs. Add a module's `xxxJobHandlers` here (like `buildRegistry` for calls). */
export function buildJobHandlers(deps: ModuleDeps): JobHandler[] {
  return [...smsJobHandlers(deps), ...messageJobHandlers(), ...orderJobHandlers(deps), ...invoiceJobHandlers(deps)];
}
