/**
 * Certificate images: `GET /wwwroot/certificate/<certificate_number>.png`, rendered on the first
 * request from the certificate's data and kept in storage (`certificate/<number>.png`). Unknown and
 * unpublished certificates are a 404 (the lookup answers null for them).
 */
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../storage/storage';
import { type CertificateArt, renderCertificatePng } from './render';

export { type CertificateArt, certificateSvg, renderCertificatePng, CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from './render';
export { findNameFont } from './fonts';

/** Finds a published certificate by its number; null when unknown or not published. */
export type CertificateLookup = (certificateNumber: string) => Promise<CertificateArt | null>;

export interface CertificateImageDeps {
  storage: Storage;
  lookup: CertificateLookup;
}

const CERTIFICATE_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.png$/;

/** Storage path of a certificate image. */
export function certificateImageKey(certificateNumber: string): string {
  return `certificate/${certificateNumber}.png`;
}

/** Public path of a certificate image: `/wwwroot/certificate/<number>.png`. */
export function certificateImagePath(certificateNumber: string): string {
  return `/wwwroot/${certificateImageKey(certificateNumber)}`;
}

export async function registerCertificateImages(app: FastifyInstance, deps: CertificateImageDeps): Promise<void> {
  const rendering = new Map<string, Promise<Buffer>>();

  async function image(certificateNumber: string, art: CertificateArt): Promise<Buffer> {
    const key = certificateImageKey(certificateNumber);
    try {
      return await deps.storage.get(key);
    } catch {
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          const png = renderCertificatePng(art);
          await deps.storage.put(key, png);
          return png;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    }
  }

  app.get<{ Params: { file: string } }>('/wwwroot/certificate/:file', async (request, reply) => {
    const match = CERTIFICATE_FILE.exec(request.params.file);
    const art = match ? await deps.lookup(match[1]) : null;
    if (!match || !art) return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
    const png = await image(match[1], art);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type('image/png')
      .send(png);
  });
}
