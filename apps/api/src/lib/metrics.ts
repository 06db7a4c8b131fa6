/**
 * A few process counters in the Prometheus text format (decision 0047), served at `GET /api/metrics` to loopback
 * callers only. Kept small on purpose: counters with labels, and gauges read when scraped (`collect`). Counters are
 * per process (each copy of the service counts its own); the gauges read the database, so every copy answers the same.
 */

type Labels = Readonly<Record<string, string>>;

interface Counter {
  readonly name: string;
  readonly help: string;
  readonly values: Map<string, { labels: Labels; value: number }>;
}

export interface GaugeSample {
  labels: Labels;
  value: number;
}

interface Gauge {
  readonly name: string;
  readonly help: string;
  collect(): Promise<GaugeSample[]>;
}

function labelKey(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
}

export class Metrics {
  readonly #counters = new Map<string, Counter>();
  readonly #gauges = new Map<string, Gauge>();

  /** Declares a counter (idempotent) and answers its `inc`. */
  counter(name: string, help: string): { inc(labels?: Labels, by?: number): void; value(labels?: Labels): number } {
    let counter = this.#counters.get(name);
    if (!counter) {
      counter = { name, help, values: new Map() };
      this.#counters.set(name, counter);
    }
    const target = counter;
    return {
      inc: (labels = {}, by = 1) => {
        const key = labelKey(labels);
        const entry = target.values.get(key) ?? { labels, value: 0 };
        entry.value += by;
        target.values.set(key, entry);
      },
      value: (labels = {}) => target.values.get(labelKey(labels))?.value ?? 0,
    };
  }

  /** A gauge read when scraped (replaces one of the same name: the app that registers it last is the one served). */
  gauge(name: string, help: string, collect: () => Promise<GaugeSample[]>): void {
    this.#gauges.set(name, { name, help, collect });
  }

  /** The Prometheus text exposition (version 0.0.4). */
  async render(): Promise<string> {
    const lines: string[] = [];
    for (const counter of this.#counters.values()) {
      lines.push(`# HELP ${counter.name} ${counter.help}`, `# TYPE ${counter.name} counter`);
      for (const { labels, value } of counter.values.values()) lines.push(`${counter.name}${formatLabels(labels)} ${value}`);
    }
    for (const gauge of this.#gauges.values()) {
      lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`);
      for (const { labels, value } of await gauge.collect()) lines.push(`${gauge.name}${formatLabels(labels)} ${value}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/** The process's metrics. */
export const metrics = new Metrics();

/** Jobs that failed for good (entered the dead-letter list), by kind. */
export const deadLetteredJobs = metrics.counter('jobs_dead_lettered_total', 'Jobs that failed for good and went to the dead-letter list');
/** Work the sweeper re-queued, by kind and source (dead_letter | orphan). */
export const requeuedJobs = metrics.counter('jobs_requeued_total', 'Money work re-queued by the sweeper');
/** Classes whose seats_taken differed from their live places when checked. */
export const seatMismatches = metrics.counter('seat_mismatches_total', 'Test classes whose seats_taken differed from their live places');
