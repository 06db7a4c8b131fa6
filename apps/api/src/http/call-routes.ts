import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { type DispatchDeps, dispatch, SerializedEnvelope } from '../registry/dispatch';

/** Upper bounds for multipart payloads (form submits with files). */
const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 5, fields: 100 };

export const CALL_ROUTE = '/api/services/app/:service/:action';

/** The content type Fastify gives a serialized object; cached answers are sent with the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * `POST /api/services/app/:service/:action` for every registered call. Accepts JSON,
 * form-encoded and multipart bodies (multipart fields and files are flattened into the body).
 */
export const callRoutes: FastifyPluginAsync<DispatchDeps> = async (app, deps) => {
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: MULTIPART_LIMITS });

  app.post<{ Params: { service: string; action: string } }>(CALL_ROUTE, async (request, reply) => {
    const answer = await dispatch({ ...request.params, body: request.body, log: request.log, clientAddress: request.ip }, deps);
    return answer instanceof SerializedEnvelope ? reply.type(JSON_CONTENT_TYPE).send(answer.json) : answer;
  });
};
