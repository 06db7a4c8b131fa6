import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { E_SIGN_FILES_PATH } from '../config';
import { readESignFile } from '../providers/e-sign';
import type { Storage } from '../storage/storage';

/**
 * `GET /api/e-sign/files/<32 hex>.jpg|png` (decision 0056): the real-name images (business licence, the legal
 * representative's ID card) the 法大大 driver handed the platform as download addresses (`credit_image_path`,
 * `legal_id_front_path`). The name is an HMAC under the app secret, so it is the capability; the files live in the
 * protected storage folder `e-sign/`, which `/wwwroot` never serves, and no cache keeps them. Anything else is a 404.
 */
export const eSignFileRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app: FastifyInstance, { storage }) => {
  app.get<{ Params: { name: string } }>(`${E_SIGN_FILES_PATH}/:name`, async (request, reply) => {
    const file = await readESignFile(storage, request.params.name);
    if (!file) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('未找到该资源');
    return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
  });
};
