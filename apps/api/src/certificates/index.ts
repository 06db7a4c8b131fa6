/**
 * Certificate images: `GET /wwwroot/certificate/<certificate_number>.png?t=<token>`, rendered on the first
 * request from the certificate's data and kept in storage (`certificate/<number>.png`). Unknown and
 * unpublished certificates are a 404 (the lookup answers null for them), and so is a request without the
 * address's token: the image prints the holder's name, so only the answers that may show it hand out its
 * address (decision 0015), and certificate numbers cannot be walked to collect names. `&w=720` asks for the card-size
 * rendering (`certificate/<number>-w720.png`, decision 0041); any other `w` is a 404.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sameHex } from '../security/secrets';
import type { Storage } from '../storage/storage';
import { CERTIFICATE_CARD_IMAGE_WIDTH } from '@badminton/contracts/files';
import { type CertificateArt, CERTIFICATE_WIDTH, renderCertificatePng } from './render';

export { type CertificateArt, certificateSvg, renderCertificatePng, CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from './render';
export { findNameFont } from './fonts';

/** Finds a published certificate by its number; null when unknown or not published. */
export type CertificateLookup = (certificateNumber: string) => Promise<CertificateArt | null>;

export interface CertificateImageDeps {
  storage: Storage;
  lookup: CertificateLookup;
  /** Key of the address tokens (`deriveKey(private key, 'certificate-image')`). */
  tokenKey: Buffer;
}

/** Hex characters of an address token (80 bits). */
const TOKEN_LENGTH = 20;

/** The token of a certificate image's address: an HMAC of the certificate number. */
export function certificateImageToken(tokenKey: Buffer, certificateNumber: string): string {
  return createHmac('sha256', tokenKey).update(certificateNumber, 'utf8').digest('hex').slice(0, TOKEN_LENGTH);
}

/** The address an answer hands out: the stored path with its token (`/wwwroot/certificate/<number>.png?t=…`). */
export function certificateImageUrl(tokenKey: Buffer, storedPath: string, certificateNumber: string): string {
  return `${storedPath}?t=${certificateImageToken(tokenKey, certificateNumber)}`;
}

const CERTIFICATE_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.png$/;

/** The rendering a request asks for: the full image without `w`, the card-size one for `w=720`, else none (null). */
function imageWidth(w: string | undefined): number | null {
  if (w === undefined) return CERTIFICATE_WIDTH;
  return w === String(CERTIFICATE_CARD_IMAGE_WIDTH) ? CERTIFICATE_CARD_IMAGE_WIDTH : null;
}

/** Storage path of a certificate image, or of its rendering `width` px wide (decision 0041). */
export function certificateImageKey(certificateNumber: string, width: number = CERTIFICATE_WIDTH): string {
  return width === CERTIFICATE_WIDTH ? `certificate/${certificateNumber}.png` : `certificate/${certificateNumber}-w${width}.png`;
}

/** Stored path of a certificate image: `/wwwroot/certificate/<number>.png` (answers add the token). */
export function certificateImagePath(certificateNumber: string): string {
  return `/wwwroot/${certificateImageKey(certificateNumber)}`;
}

export async function registerCertificateImages(app: FastifyInstance, deps: CertificateImageDeps): Promise<void> {
  const rendering = new Map<string, Promise<Buffer>>();

  async function image(certificateNumber: string, art: CertificateArt, width: number): Promise<Buffer> {
    const key = certificateImageKey(certificateNumber, width);
    try {
      return await deps.storage.get(key);
    } catch {
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          const png = renderCertificatePng(art, width);
          await deps.storage.put(key, png);
          return png;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    }
  }

  app.get<{ Params: { file: string }; Querystring: { t?: string; w?: string } }>('/wwwroot/certificate/:file', async (request, reply) => {
    const match = CERTIFICATE_FILE.exec(request.params.file);
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    const width = imageWidth(request.query.w);
    const signed = match !== null && width !== null && sameHex(token, certificateImageToken(deps.tokenKey, match[1]));
    const art = match && signed ? await deps.lookup(match[1]) : null;
    if (!match || !art || width === null) return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
    const png = await image(match[1], art, width);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type('image/png')
      .send(png);
  });
}
