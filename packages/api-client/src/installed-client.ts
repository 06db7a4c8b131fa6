import type { ApiClient } from './client';

/**
 * The one configured client of the page. The shell (or a remote running alone) installs it at boot;
 * every screen calls through `api()`. This package is a federation singleton, so remotes see the shell's client.
 */
let installed: ApiClient | null = null;

export function installApiClient(client: ApiClient): void {
  installed = client;
}

export function api(): ApiClient {
  if (!installed) throw new Error('@badminton/api-client: no client installed (call installApiClient at boot)');
  return installed;
}
