import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { JobHandler } from './kinds';
import type { JobQueue } from './queue';
import { registerOpsRoutes } from './ops-routes';
import { JobWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker of this copy of the service (tests drive it with `runDue()`). */
    jobs: JobWorker;
  }
}

export interface JobsPluginOptions {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  handlers: readonly JobHandler[];
  /** Poll interval in ms (`JOB_POLL_MS`); 0 = driven only. */
  pollMs: number;
}

/** The worker inside the service: polls once the app is ready, wakes on local enqueues, stops on close; the ops routes. */
const jobs: FastifyPluginAsync<JobsPluginOptions> = async (app, options) => {
  const worker = new JobWorker({ db: options.db, clock: options.clock, handlers: options.handlers, log: app.log, pollMs: options.pollMs });
  const unsubscribe = options.queue.onWake(() => worker.wake());
  app.decorate('jobs', worker);
  registerOpsRoutes(app, options.db);
  // A polling worker (the service) makes sure the recurring kinds (the sweeper, the seat check) have their pending
  // job; a driven-only one (the tests) leaves it to `app.jobs.ensureRecurring()`.
  app.addHook('onReady', async () => {
    if (options.pollMs > 0) await worker.ensureRecurring();
    worker.start();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await worker.stop();
  });
};

export const jobsPlugin = fp(jobs, { name: 'badminton-jobs' });
