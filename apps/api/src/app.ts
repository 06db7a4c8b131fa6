import { MESSAGES } from '@badminton/contracts';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerDocs } from './docs/routes';
import { callRoutes } from './http/call-routes';
import { failed } from './http/envelope';
import { installErrorHandler } from './http/errors';
import { authenticate } from './modules/accounts/service';
import { buildRegistry } from './registry';
import { LocalDiskStorage } from './storage/local-disk';
import type { Storage } from './storage/storage';
import { registerWeb, webFallback } from './web/static';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** File storage; defaults to the local disk under `config.storageRoot`. */
  storage?: Storage;
  /** Clock in milliseconds for the signature window; defaults to `Date.now`. */
  now?: () => number;
}

const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** The whole service as one plugin: error handling, health, calls, docs and the static web. */
const service: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const { config, database } = options;
  const storage = options.storage ?? new LocalDiskStorage(config.storageRoot);
  const registry = buildRegistry({ db: database.db, storage });

  installErrorHandler(app);
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api/') ? reply.code(404).send(failed(MESSAGES.notFound)) : webFallback(config, request, reply),
  );

  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.driver };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: database.driver });
    }
  });

  await app.register(callRoutes, {
    registry,
    authenticate: (userToken) => authenticate(database.db, userToken),
    now: options.now ?? Date.now,
  });
  registerDocs(app, registry);
  await registerWeb(app, config);
};

export const serviceApp = fp(service, { name: 'badminton-service' });

/** Creates the Fastify instance with structured logging and registers the service. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[已隐藏]' },
    },
    bodyLimit: BODY_LIMIT_BYTES,
  });
  await app.register(serviceApp, options);
  return app;
}
