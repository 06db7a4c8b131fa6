import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Clock } from '../../lib/clock';
import { deriveKey, sameHex } from '../../security/secrets';
import type { SignInKeys } from '../../security/rsa-keys';
import type { Storage } from '../../storage/storage';

/**
 * The qualification files (the business licence and the attachments of an application; decision 0067, rules of
 * decision 0049): they live in the protected folder `upload/qualification/` of the file store, which the static route
 * never serves. Their own route answers `/wwwroot/upload/qualification/<institution>/<file>?e=<expiry>&t=<token>` —
 * the stored path plus a signature of it and an expiry — that only two answers hand out: the institution's own
 * application (`TestMechanism/GetQualificationList`) and a reviewer's detail within their province
 * (`AdminQualification/GetDetail`). Expired, tampered, unknown or unsigned → 404; never cached.
 */

export const QUALIFICATION_FOLDER = 'upload/qualification';
const PREFIX = `/wwwroot/${QUALIFICATION_FOLDER}/`;
/** How long a signed address works: long enough to look at the page, short enough that a copied link dies. */
export const QUALIFICATION_LINK_SECONDS = 1800;

export function qualificationFileKey(keys: Pick<SignInKeys, 'privateKeyPem'>): Buffer {
  return deriveKey(keys.privateKeyPem, 'qualification-file');
}

function token(key: Buffer, path: string, expires: number): string {
  return createHmac('sha256', key).update(`qualification-file:${path}:${expires}`, 'utf8').digest('hex').slice(0, 32);
}

/**
 * The address a stored qualification file is shown at: a path in the protected folder gets its signature and expiry;
 * any other path (none is written today) comes back unchanged. The expiry is rounded to the minute, so two answers
 * in the same minute agree.
 */
export function signQualificationFile(key: Buffer, path: string, now: Date): string {
  if (!path.startsWith(PREFIX)) return path;
  const expires = Math.ceil(now.getTime() / 60_000) * 60 + QUALIFICATION_LINK_SECONDS;
  return `${path}?e=${expires}&t=${token(key, path, expires)}`;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export interface QualificationFileDeps {
  storage: Storage;
  clock: Clock;
  fileKey: Buffer;
}

export const qualificationFileRoutes: FastifyPluginAsync<{ deps: QualificationFileDeps }> = async (app: FastifyInstance, { deps }) => {
  const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('未找到该资源');
  app.get<{ Params: { user: string; file: string }; Querystring: { e?: string; t?: string } }>(`${PREFIX}:user/:file`, async (request, reply) => {
    const { user, file } = request.params;
    if (!/^[1-9]\d{0,9}$/.test(user) || !/^[0-9A-Za-z_-]{1,64}\.(png|jpg|jpeg)$/.test(file)) return notFound(reply);
    const expires = typeof request.query.e === 'string' && /^\d{1,12}$/.test(request.query.e) ? Number(request.query.e) : 0;
    const given = typeof request.query.t === 'string' ? request.query.t : '';
    const path = `${PREFIX}${user}/${file}`;
    if (!expires || expires * 1000 < deps.clock.now().getTime() || !sameHex(given, token(deps.fileKey, path, expires))) return notFound(reply);
    let body: Buffer;
    try {
      body = await deps.storage.get(`${QUALIFICATION_FOLDER}/${user}/${file}`);
    } catch {
      return notFound(reply);
    }
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .type(CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream')
      .send(body);
  });
};
