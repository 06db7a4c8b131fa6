/** Every stored file path starts with this prefix; the browser swaps it for the runtime file host. */
export const FILE_PATH_PREFIX = '/wwwroot';

/**
 * Replaces a leading `/wwwroot` with `fileHost` (req: public-portal.md#news-detail: the browser replaces the /wwwroot
 * prefix with the runtime fileHost). Other values (absolute URLs, data URLs, other paths) come back unchanged; empty →
 * ''.
 */
export function resolveFileUrl(path: string | null | undefined, fileHost: string): string {
  if (!path) return '';
  const isStored =
    path === FILE_PATH_PREFIX || path.startsWith(`${FILE_PATH_PREFIX}/`) || path.startsWith(`${FILE_PATH_PREFIX}?`);
  if (!isStored) return path;
  const host = fileHost.endsWith('/') ? fileHost.slice(0, -1) : fileHost;
  return host + path.slice(FILE_PATH_PREFIX.length);
}

/** Width of a certificate image as the service renders it (1200 × 848). */
export const CERTIFICATE_IMAGE_WIDTH = 1200;
/**
 * Width of a certificate image's card-size rendering, asked for with `&w=720` (decision 0041): a card shows the image
 * ~300 px wide, where the full PNG (~300 KB) was the route's largest paint; this one is about half the bytes.
 */
export const CERTIFICATE_CARD_IMAGE_WIDTH = 720;

/**
 * `sizes` of the public certificate thumbnails (the enquiry pages and their first-paint frames, which must agree so
 * the browser fetches one file): a one-column grid below 768 px, columns of about 300 px above.
 */
export const CERTIFICATE_THUMB_SIZES = '(max-width: 767px) calc(100vw - 48px), 300px';

const CERTIFICATE_IMAGE = /\/certificate\/[A-Za-z0-9][A-Za-z0-9_-]*\.png\?t=[0-9A-Za-z]+$/;

/**
 * The `srcset` of a certificate image address from an answer (`…/certificate/<number>.png?t=…`): the card-size
 * rendering and the full one, so the browser takes the one the displayed size needs. Any other address: undefined.
 */
export function certificateSrcSet(src: string): string | undefined {
  if (!CERTIFICATE_IMAGE.test(src)) return undefined;
  return `${src}&w=${CERTIFICATE_CARD_IMAGE_WIDTH} ${CERTIFICATE_CARD_IMAGE_WIDTH}w, ${src} ${CERTIFICATE_IMAGE_WIDTH}w`;
}
