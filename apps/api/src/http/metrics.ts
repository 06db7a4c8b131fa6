import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import client from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { countOpenDeadLetters, countPendingJobs } from '../jobs/repository';
import type { Clock } from '../lib/clock';
import { scrapedGauge, serviceMetrics } from '../lib/metrics';
import type { CallRegistry } from '../registry/call-registry';
import { CALL_ROUTE } from './call-routes';

/**
 * What `GET /api/metrics` serves (decision 0080), besides the service's own counters (`lib/metrics.ts`):
 * - fastify-metrics' request duration histogram, labelled by method, route and status code, where the route of a call
 *   is the call itself (`Service/Action`: one series per registered call, never per URL a client made up);
 * - Node's process metrics (CPU, memory, event-loop lag, handles) from prom-client;
 * - gauges read at each scrape: pending jobs by kind (due and scheduled), open dead letters by kind, and the
 *   PostgreSQL pool's connections (total, idle, and requests waiting for one).
 */
export async function registerMetrics(app: FastifyInstance, options: { database: DatabaseHandle; clock: Clock; registry: CallRegistry }): Promise<void> {
  const { database, clock, registry } = options;
  const routeLabel = (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (url !== CALL_ROUTE) return url ?? 'unknown route';
    const { service, action } = request.params as { service?: string; action?: string };
    return service && action && registry.find(service, action) ? `${service}/${action}` : 'unknown call';
  };
  await app.register(fastifyMetrics, {
    promClient: client,
    // Served with the service's own metrics by the loopback-only route of jobs/ops-routes.ts.
    endpoint: null,
    // One copy per process in production; tests build many apps in one process, each starting afresh.
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: ['/api/metrics', '/api/health'],
      overrides: {
        labels: { getRouteLabel: routeLabel },
        histogram: { name: 'http_request_duration_seconds', buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] },
      },
    },
  });

  scrapedGauge('jobs_dead_letters_open', 'Open dead letters (work that failed for good and is not resolved), by kind', ['kind'], async () =>
    (await countOpenDeadLetters(database.db)).map(({ kind, open }) => ({ labels: { kind }, value: open })),
  );
  scrapedGauge('jobs_pending', 'Pending jobs by kind and state (due: waiting for a worker; scheduled: later)', ['kind', 'state'], async () =>
    (await countPendingJobs(database.db, clock.now())).flatMap(({ kind, due, scheduled }) => [
      { labels: { kind, state: 'due' }, value: due },
      { labels: { kind, state: 'scheduled' }, value: scheduled },
    ]),
  );
  scrapedGauge('db_pool_connections', 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for one)', ['state'], async () => {
    const stats = database.poolStats?.();
    return stats ? Object.entries(stats).map(([state, value]) => ({ labels: { state }, value })) : [];
  });
}

/** Everything `GET /api/metrics` answers, in the Prometheus text format. */
export function renderMetrics(): Promise<string> {
  return client.Registry.merge([client.register, serviceMetrics]).metrics();
}
