import { SUPERVISION_FORM_TEMPLATE_PATH } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { supervisionForms } from '../../db/schema';
import { sameHex } from '../../security/secrets';
import { downloadToken, SUPERVISION_DOWNLOAD_PREFIX, SUPERVISION_FOLDER, type WorkRecordDeps } from './service';
import { supervisionFormPdf } from './template';

const CONTENT_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** `content-disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string, fallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The files of the work list (decision 0035), outside the call envelope:
 * - `GET /api/files/supervision-form-template.pdf`: the empty supervision form (public: it holds no one's data), drawn
 *   once per process.
 * - `GET /api/files/supervision/<test class id>?e=<expiry>&t=<token>`: a class's uploaded form, at the signed address
 *   `UserCoachApi/DownloadAttachment` hands an evaluator assigned to the class; expired, tampered or unknown → 404.
 *   Always a download (attachment, `nosniff`, a sandboxing content policy), never shown inline, never cached.
 * - `GET /wwwroot/supervision/…`: 404. The forms live in the file store, which `/wwwroot/` serves publicly; this route
 *   is more specific than the static one, so a stored form is never reachable by its path.
 */
export const workRecordFileRoutes: FastifyPluginAsync<{ deps: WorkRecordDeps }> = async (app: FastifyInstance, { deps }) => {
  let template: Buffer | null = null;
  const notFound = (reply: import('fastify').FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');

  app.get(SUPERVISION_FORM_TEMPLATE_PATH, async (_request, reply) => {
    template ??= Buffer.from(supervisionFormPdf());
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', attachment('考评工作监督表（模板）.pdf', 'supervision-form-template.pdf'))
      .type('application/pdf')
      .send(template);
  });

  app.get<{ Params: { id: string }; Querystring: { e?: string; t?: string } }>(`${SUPERVISION_DOWNLOAD_PREFIX}:id`, async (request, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const expires = typeof request.query.e === 'string' && /^\d{1,12}$/.test(request.query.e) ? Number(request.query.e) : 0;
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    if (!id || !expires || expires * 1000 < deps.clock.now().getTime() || !sameHex(token, downloadToken(deps.fileKey, id, expires))) {
      return notFound(reply);
    }
    const [form] = await deps.db.select().from(supervisionForms).where(eq(supervisionForms.testClassId, id));
    if (!form) return notFound(reply);
    let body: Buffer;
    try {
      body = await deps.storage.get(form.filePath);
    } catch {
      return notFound(reply);
    }
    const extension = form.filePath.slice(form.filePath.lastIndexOf('.') + 1);
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('content-disposition', attachment(form.fileName, `supervision-form-${id}.${extension}`))
      .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .send(body);
  });

  app.get(`/wwwroot/${SUPERVISION_FOLDER}/*`, async (_request, reply) => notFound(reply));
};
