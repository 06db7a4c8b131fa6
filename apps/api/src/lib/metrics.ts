import client from 'prom-client';

/**
 * The service's own metrics (decisions 0047, 0080), on prom-client, served at `GET /api/metrics` to loopback callers
 * only (`jobs/ops-routes.ts`) together with fastify-metrics' request histogram per call and Node's process metrics
 * (`http/metrics.ts`). Counters are per process (each copy of the service counts its own; Prometheus sums them);
 * the gauges read the database when scraped, so every copy answers the same for them.
 */
export const serviceMetrics = new client.Registry();

type Labels<Name extends string> = Partial<Record<Name, string>>;

function sameLabels(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => String(a[key]) === String(b[key]));
}

/** A counter with its label names; `value` reads one series (tests). */
function counter<Name extends string>(name: string, help: string, labelNames: readonly Name[]) {
  const metric = new client.Counter({ name, help, labelNames, registers: [serviceMetrics] });
  return {
    inc: (labels: Labels<Name> = {}, by = 1) => metric.inc(labels, by),
    value: async (labels: Labels<Name> = {}) => (await metric.get()).values.find((sample) => sameLabels(sample.labels, labels))?.value ?? 0,
  };
}

export interface GaugeSample {
  labels: Record<string, string>;
  value: number;
}

/**
 * A gauge read when scraped. It replaces one of the same name: the app registered last is the one served (one per
 * process in production; tests start many).
 */
export function scrapedGauge(name: string, help: string, labelNames: readonly string[], collect: () => Promise<GaugeSample[]>): void {
  serviceMetrics.removeSingleMetric(name);
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [serviceMetrics],
    async collect() {
      const samples = await collect();
      this.reset();
      for (const { labels, value } of samples) this.set(labels, value);
    },
  });
}

/** Jobs that failed for good (entered the dead-letter list), by kind. */
export const deadLetteredJobs = counter('jobs_dead_lettered_total', 'Jobs that failed for good and went to the dead-letter list', ['kind']);
/** Work the sweeper re-queued, by kind and source (dead_letter | orphan). */
export const requeuedJobs = counter('jobs_requeued_total', 'Money work re-queued by the sweeper', ['kind', 'source']);
/** Classes whose seats_taken differed from their live places when checked. */
export const seatMismatches = counter('seat_mismatches_total', 'Test classes whose seats_taken differed from their live places', []);
/**
 * Answered calls by call (`Service/Action`) and outcome: `ok`; `failed` (an answer with isSuccess false and its
 * errorMsg: a refused signature, session, role or input, or the handler's business refusal); `cached` (an answer
 * of the answer cache, or one computation shared by concurrent requests). Errors (HTTP 5xx) are in the request
 * histogram's status codes.
 */
export const callOutcomes = counter('api_call_outcomes_total', 'Calls answered, by call and outcome (ok, failed, cached)', ['call', 'outcome']);
