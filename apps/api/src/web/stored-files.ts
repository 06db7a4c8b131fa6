import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isProtectedFile } from '../http/file-guard';

/**
 * The stored files at `/wwwroot/` (uploads, images, invoices). Page HTML, the shell and the remotes are the web tier's
 * (apps/web, issue 23); it forwards `/wwwroot/*` here.
 */

/** Files that carry personal data (invoices, identity images, supervision forms): kept by no cache. */
const PRIVATE_FILE_CACHE = 'private, no-store';

/** An e-invoice's stored PDF or QR image (`invoices/<request serial>-<16 random hex>.pdf` / `-qr.png`). */
const INVOICE_FILE = /^[0-9A-Za-z_-]{1,64}-[0-9a-f]{16}(?:\.pdf|-qr\.png)$/;

/** A PDF of the content editors' upload folder (`upload/content/<editor>/<random>.pdf`). */
const CONTENT_ATTACHMENT = /\/upload\/content\/\d+\/[^/]+\.pdf$/;

export async function registerStoredFiles(app: FastifyInstance, config: Pick<Config, 'storageRoot'>): Promise<void> {
  // An invoice's PDF and QR image, at the address the invoice answer hands its owner (its random part is the
  // capability): never by the static route, never kept by a cache.
  app.get<{ Params: { file: string } }>('/wwwroot/invoices/:file', async (request, reply) => {
    const { file } = request.params;
    let body: Buffer | null = null;
    if (INVOICE_FILE.test(file)) body = await readFile(path.join(config.storageRoot, 'invoices', file)).catch(() => null);
    if (!body) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('未找到该资源');
    return reply
      .header('cache-control', PRIVATE_FILE_CACHE)
      .header('x-content-type-options', 'nosniff')
      .type(file.endsWith('.pdf') ? 'application/pdf' : 'image/png')
      .send(body);
  });
  await app.register(fastifyStatic, {
    root: config.storageRoot,
    prefix: '/wwwroot/',
    index: false,
    decorateReply: false,
    maxAge: '1h',
    // The protected folders (http/file-guard.ts) are never served from here, whatever reached this route.
    allowedPath: (pathName) => !isProtectedFile(pathName),
    setHeaders: (res, filePath) => {
      res.setHeader('x-content-type-options', 'nosniff');
      // A notice attachment the back office stored (decision 0070): a PDF checked by content but not re-encoded, so it
      // is handed out as a download, never shown inline (decision 0035).
      if (CONTENT_ATTACHMENT.test(filePath.split(path.sep).join('/'))) res.setHeader('content-disposition', 'attachment');
    },
  });
}
