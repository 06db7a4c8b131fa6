import type { Database } from '../../src/db/client';
import type { AthleteCentreDemoContext } from './context';

/**
 * The payments core has no demo rows of its own (decision 0030): the demo athlete's orders are made, paid, closed
 * and refunded by the parts they pay for (sign-up, paper certificates), through the same workflow. The WeChat Pay
 * sandbox keeps its own books on disk (`<DATA_DIR>/wechat-pay-sandbox/`), filled when a pay code is first asked for.
 */
export async function loadPaymentsDemo(_tx: Database, _context: AthleteCentreDemoContext): Promise<void> {}
