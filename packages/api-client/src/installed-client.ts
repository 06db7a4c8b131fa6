import type { ApiClient } from './client';

/**
 * The one configured client of the page. The shell (or a remote running alone) installs it at boot;
 * every screen calls through `api()`. This package is a federation singleton; the holder is also pinned on
 * `globalThis`, so a copy bundled through a subpath (`@badminton/api-client/react`) sees the same client.
 */
const HOLDER = Symbol.for('@badminton/api-client');
type WithHolder = typeof globalThis & { [HOLDER]?: { client: ApiClient | null } };
const holder = ((globalThis as WithHolder)[HOLDER] ??= { client: null });

export function installApiClient(client: ApiClient): void {
  holder.client = client;
}

export function api(): ApiClient {
  if (!holder.client) throw new Error('@badminton/api-client: no client installed (call installApiClient at boot)');
  return holder.client;
}
