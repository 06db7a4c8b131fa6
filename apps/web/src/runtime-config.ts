import { readFile, stat } from 'node:fs/promises';
import { parseRuntimeConfig, type RuntimeConfig } from '@badminton/contracts';
import { defaultRemotes, type WebConfig } from './config';

export interface RuntimeConfigSource {
  /** The runtime configuration now: the file's, read again when it changed, else the defaults. */
  current(): Promise<RuntimeConfig>;
}

interface Log {
  error(object: unknown, message: string): void;
  info(object: unknown, message: string): void;
}

/**
 * The runtime configuration (decision 0053): where each remote's release is (its `remoteEntry.js` URL), the file host
 * and the API base. With `WEB_RUNTIME_CONFIG` it is that file, checked on every page (one `stat`) and read again when
 * it changed; a file that does not parse is logged and the last good one stays. Pointing a remote at another folder
 * switches to that release; pointing it back rolls back. Nothing is rebuilt or restarted.
 */
export function createRuntimeConfigSource(config: WebConfig, log: Log): RuntimeConfigSource {
  const defaults: RuntimeConfig = { apiBase: '', fileHost: config.fileHost, remotes: defaultRemotes(config) };
  const file = config.runtimeConfigFile;
  if (!file) return { current: async () => defaults };
  let seen = -1;
  let last: RuntimeConfig | null = null;
  return {
    async current() {
      try {
        const { mtimeMs } = await stat(file);
        if (mtimeMs !== seen || !last) {
          const parsed = parseRuntimeConfig({ fileHost: config.fileHost, ...JSON.parse(await readFile(file, 'utf8')) });
          seen = mtimeMs;
          if (last) log.info({ remotes: parsed.remotes }, 'runtime configuration changed');
          last = parsed;
        }
      } catch (error) {
        // No file yet is the defaults; a file that cannot be read or parsed is a fault, and the last good one stays.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') last = null;
        else log.error({ err: error, file }, 'runtime configuration unreadable: the last good one (or the defaults) stays');
      }
      return last ?? defaults;
    },
  };
}
