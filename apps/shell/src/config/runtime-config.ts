import { runtimeConfigSchema, type RuntimeConfig } from '@badminton/contracts';

/** Reads `/config.json` once at boot. A broken config is a deployment fault: fail loudly. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
