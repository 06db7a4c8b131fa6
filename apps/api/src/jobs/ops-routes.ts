import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { renderMetrics } from '../http/metrics';
import { toWireDateTime } from '../lib/wire-time';
import { listDeadLetters } from './repository';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only a caller on this machine, not through a proxy: the socket is loopback and nothing was forwarded (a reverse
 * proxy on the same machine adds `X-Forwarded-For`). Anyone else gets the ordinary 404.
 */
function opsOnly(request: FastifyRequest, reply: FastifyReply): boolean {
  const local = LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  if (!local) void reply.code(404).send({ message: 'Not Found' });
  return local;
}

/**
 * Operations (decision 0047), loopback only: `GET /api/metrics` (Prometheus text: the request histogram per call, the
 * counters of this process, the job, dead-letter and pool gauges: http/metrics.ts) and `GET /api/ops/dead-letters`
 * (`?all=1` includes the resolved ones; newest failure first, 100 at most).
 */
export function registerOpsRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/metrics', async (request, reply) => {
    if (!opsOnly(request, reply)) return reply;
    return reply.type('text/plain; version=0.0.4; charset=utf-8').header('cache-control', 'no-store').send(await renderMetrics());
  });
  app.get<{ Querystring: { all?: string } }>('/api/ops/dead-letters', async (request, reply) => {
    if (!opsOnly(request, reply)) return reply;
    const rows = await listDeadLetters(db, { open: request.query.all !== '1' });
    return reply.header('cache-control', 'no-store').send({
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        reason: row.reason,
        attempts: row.attempts,
        failures: row.failures,
        requeues: row.requeues,
        jobId: row.jobId,
        requeuedJobId: row.requeuedJobId,
        firstFailedAt: toWireDateTime(row.firstFailedAt),
        failedAt: toWireDateTime(row.failedAt),
        nextRequeueAt: row.nextRequeueAt ? toWireDateTime(row.nextRequeueAt) : null,
        resolvedAt: row.resolvedAt ? toWireDateTime(row.resolvedAt) : null,
      })),
    });
  });
}
