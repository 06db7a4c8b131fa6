import { parseRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@badminton/contracts';

/**
 * The runtime configuration, read once at boot: from the HTML when the service put it there (no request), else from
 * `/config.json` (vite dev and preview; preloaded by index.html, answered with cache-control: no-cache). A broken
 * config is a deployment fault: fail loudly.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) return parseRuntimeConfig(JSON.parse(inline));
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
