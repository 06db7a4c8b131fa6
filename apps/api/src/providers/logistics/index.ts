import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { LogisticsProvider } from './logistics';
import { SandboxLogistics } from './sandbox';
import { SfLogistics } from './sf';

export type { LogisticsProvider } from './logistics';
export { errorXml, parseRouteXml, routeXml, type RouteAnswer, type RouteNode } from './route-xml';
export { SandboxLogistics, sandboxItinerary } from './sandbox';
export { SfLogistics, SfRouteError, sfVerifyCode, type SfSettings } from './sf';

/** The configured logistics driver (`LOGISTICS_DRIVER`). Config validation refuses the sandbox in production unless allowed. */
export function createLogistics(config: Pick<Config, 'logisticsDriver' | 'sf'>, db: Database, clock: Clock): LogisticsProvider {
  switch (config.logisticsDriver) {
    case 'sandbox':
      return new SandboxLogistics(db, clock);
    case 'sf':
      if (!config.sf) throw new Error('LOGISTICS_DRIVER=sf without its settings');
      return new SfLogistics(config.sf);
  }
}
