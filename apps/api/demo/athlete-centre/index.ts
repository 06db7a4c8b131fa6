import type { Database } from '../../src/db/client';
import type { AthleteCentreDemoContext } from './context';
import { loadDeliveryDemo } from './deliveries';
import { loadPaymentsDemo } from './payments';
import { loadScoresDemo } from './scores';
import { loadSignUpDemo } from './sign-up';

/**
 * The athlete centre's demo data (issue 13): what lets a newcomer walk every screen of the athlete's journey as the
 * demo athlete 李羽涵 (13800000001). Loaded once, after the portal demo (it uses its classes, institutions and
 * athletes), into any database that has the portal demo — also one created before these tables existed.
 */
export async function loadAthleteCentreDemo(tx: Database, context: AthleteCentreDemoContext): Promise<void> {
  await loadPaymentsDemo(tx, context);
  await loadSignUpDemo(tx, context);
  await loadScoresDemo(tx, context);
  await loadDeliveryDemo(tx, context);
}
