export { REMOTE_NAMES, type RemoteName } from './remotes';

/**
 * `/config.json`: the runtime configuration the shell reads at boot, so a remote can ship
 * (or move) without rebuilding the shell. Served by the web tier, which also puts it in every page (decision 0053).
 */
export interface RuntimeConfig {
  /** API base URL; '' means the same origin. */
  apiBase: string;
  /** Replaces the `/wwwroot` prefix of stored file paths (req: public-portal.md#news-detail). */
  fileHost: string;
  /**
   * Remote entry URLs (`remoteEntry.js`), by remote name: the remotes the shell loads, in order. Pointing one at another
   * release's folder switches to that release (decision 0053).
   */
  remotes: Record<string, string>;
}

/**
 * Reads `/config.json` (plain code, no schema library: the shell runs it before its first paint).
 * `apiBase` defaults to '' and `fileHost` to '/wwwroot'; `remotes` names at least one remote, each with a non-empty URL.
 * Throws an Error naming the first bad field.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const source = isRecord(value) ? value : fail('config.json 应为一个对象');
  const text = (key: 'apiBase' | 'fileHost', fallback: string): string => {
    const field = source[key];
    if (field === undefined) return fallback;
    return typeof field === 'string' ? field : fail(`config.json 的 ${key} 应为字符串`);
  };
  const remotes = isRecord(source.remotes) ? source.remotes : fail('config.json 缺少 remotes');
  const names = Object.keys(remotes);
  if (names.length === 0) fail('config.json 缺少 remotes');
  for (const name of names) {
    const url = remotes[name];
    if (!/^[a-z][a-z0-9_]*$/.test(name)) fail(`config.json 的 remotes.${name} 不是合法的模块名`);
    if (typeof url !== 'string' || url.length === 0) fail(`config.json 缺少 remotes.${name}`);
  }
  return {
    apiBase: text('apiBase', ''),
    fileHost: text('fileHost', '/wwwroot'),
    remotes: remotes as Record<string, string>,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(message: string): never {
  throw new Error(message);
}

/** Props the shell passes to every remote's exported `App`. */
export interface RemoteAppProps {
  fileHost: string;
}

/** The site's name and welcome line: the header and the account card show these. */
export const SITE_TITLE = '羽毛球运动水平等级评定';
export const SITE_WELCOME = '欢迎访问羽毛球运动水平等级评定服务平台';

/**
 * The role HINT cookie (decision 0038): `bm_role=<role code>`, written by the shell while a session is stored and
 * cleared when it ends. The session itself lives in web storage, so the HTML request cannot tell whose it is; without
 * a page cookie's member the web tier reads this cookie only to choose, on a path several remotes serve by role
 * (`/personal/*`), which remote's files the page loads. It grants nothing (no secret; every call is still signed with the session's token), and a
 * wrong or stale value only costs the page its preloads.
 */
export const ROLE_HINT_COOKIE = 'bm_role';

/** Fixed key prefix of every entry the portal keeps in web storage (req: accounts.md#session; packages/session). */
export const STORAGE_PREFIX = 'BADMINTON_';

/**
 * The session's key names in the tab's session storage (stored as `BADMINTON_<name>`, packages/session). The web tier's
 * member mark (decisions 0045, 0053) reads the signed-in user from them before the app has loaded.
 */
export const SESSION_KEYS = {
  userInfo: 'userInfo',
  token: 'token',
  role: 'role',
  personalInfo: 'personalInfo',
} as const;
