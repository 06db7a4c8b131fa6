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
