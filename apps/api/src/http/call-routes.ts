import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { type DispatchDeps, dispatch } from '../registry/dispatch';

/** Upper bounds for multipart payloads (form submits with files). */
const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 5, fields: 100 };

export const CALL_ROUTE = '/api/services/app/:service/:action';

/**
 * `POST /api/services/app/:service/:action` for every registered call. Accepts JSON,
 * form-encoded and multipart bodies (multipart fields and files are flattened into the body).
 */
export const callRoutes: FastifyPluginAsync<DispatchDeps> = async (app, deps) => {
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: MULTIPART_LIMITS });

  app.post<{ Params: { service: string; action: string } }>(CALL_ROUTE, async (request) =>
    dispatch({ ...request.params, body: request.body, log: request.log, clientAddress: request.ip }, deps),
  );
};
