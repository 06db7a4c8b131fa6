import { MESSAGES } from '@badminton/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { failed, faulted } from './envelope';

const PAYLOAD_TOO_LARGE = 413;

/**
 * The central error handler. A call the client got wrong (bad JSON, unsupported content type,
 * payload too large) is answered as a business failure (other paths keep their 4xx status);
 * anything else is an unexpected fault:
 * logged with its stack, answered with a generic message and never any detail.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500 && !request.url.startsWith('/api/')) {
      return reply.code(status).type('text/plain; charset=utf-8').send('请求无法处理');
    }
    if (status < 500) {
      request.log.info({ code: error.code, status }, 'request refused: malformed');
      const message = status === PAYLOAD_TOO_LARGE ? '请求内容过大' : MESSAGES.badRequest;
      return reply.code(200).send(failed(message));
    }
    request.log.error({ err: error }, 'unexpected fault');
    return reply.code(500).send(faulted());
  });
}
