import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRemoteEntry, REMOTE_NAMES, type RemoteName } from '@badminton/contracts/remotes';

/** The web tier's settings, from the environment (decision 0053). */
export interface WebConfig {
  port: number;
  host: string;
  nodeEnv: string;
  logLevel: string;
  /** Where the service answers (`http://127.0.0.1:8081`): calls, stored files and sandbox pages are passed there. */
  apiOrigin: string;
  /** The key of the service's render endpoints (`RENDER_KEY`, shared with the service); without it pages are drawn for no one. */
  renderKey: string | null;
  /** The shell's build folder. */
  shellDir: string;
  /**
   * Remote builds this web tier serves itself at `/remotes/<name>/` (the one-origin default of `pnpm start`): name →
   * folder. A remote the runtime configuration places elsewhere is read from there.
   */
  remoteDirs: Readonly<Record<string, string>>;
  /**
   * The runtime configuration file (`WEB_RUNTIME_CONFIG`): the remotes' entry URLs, the file host, the API base. Read
   * again whenever it changes, so pointing a remote at another release needs no restart. Without it: the defaults.
   */
  runtimeConfigFile: string | null;
  /** Defaults of the runtime configuration. */
  fileHost: string;
  /** Where the server entries of the releases in use are kept (they import the shared singletons from here). */
  cacheDir: string;
  /** A server render that takes longer is dropped: the page is left to the browser (issue 23 §5). */
  renderTimeoutMs: number;
  /** Fastify's trustProxy for the web tier's own clients (`TRUST_PROXY`: false, a hop count, or addresses). */
  trustProxy: boolean | number | string;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const APPS = path.resolve(HERE, '..', '..');

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const renderKey = env.RENDER_KEY?.trim() ?? '';
  if (renderKey !== '' && renderKey.length < 32) throw new Error('RENDER_KEY 至少 32 个字符');
  const port = Number(text(env, 'PORT', '8080'));
  if (!Number.isInteger(port) || port <= 0) throw new Error('PORT 应为端口号');
  return {
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    nodeEnv: text(env, 'NODE_ENV', 'development'),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    apiOrigin: text(env, 'API_ORIGIN', 'http://127.0.0.1:8081').replace(/\/+$/, ''),
    renderKey: renderKey || null,
    shellDir: path.resolve(text(env, 'SHELL_DIR', path.join(APPS, 'shell', 'dist'))),
    remoteDirs: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, path.resolve(text(env, `REMOTE_${name.toUpperCase()}_DIR`, path.join(APPS, name, 'dist')))]),
    ),
    runtimeConfigFile: env.WEB_RUNTIME_CONFIG?.trim() ? path.resolve(env.WEB_RUNTIME_CONFIG.trim()) : null,
    fileHost: text(env, 'FILE_HOST', '/wwwroot'),
    cacheDir: path.resolve(text(env, 'WEB_CACHE_DIR', path.join(APPS, 'web', '.cache'))),
    renderTimeoutMs: Number(text(env, 'RENDER_TIMEOUT_MS', '300')),
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
  };
}

/** The runtime configuration's default remote entries: each remote's folder served by this web tier. */
export function defaultRemotes(config: WebConfig): Record<string, string> {
  return Object.fromEntries(Object.keys(config.remoteDirs).map((name) => [name, defaultRemoteEntry(name as RemoteName)]));
}
