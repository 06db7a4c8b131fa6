import { parseRuntimeConfig, type RuntimeConfig } from '@badminton/contracts';

/** Reads `/config.json` once at boot. A broken config is a deployment fault: fail loudly. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // Preloaded by index.html; the service answers it with cache-control: no-cache.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
