import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/**
 * Runtime configuration, validated once at boot.
 * This is the only module that reads `process.env`; everything else receives a `Config`.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const REMOTE_NAMES = ['portal', 'member', 'institution'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export { REMOTE_NAMES };

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: '应为 true 或 false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  DEMO_DATA: booleanFlag.default(true),
  WEB_ROOT: z.string().min(1).default(path.join(REPO_ROOT, 'apps')),
  REMOTE_PORTAL_URL: z.string().min(1).default('/remotes/portal/remoteEntry.js'),
  REMOTE_MEMBER_URL: z.string().min(1).default('/remotes/member/remoteEntry.js'),
  REMOTE_INSTITUTION_URL: z.string().min(1).default('/remotes/institution/remoteEntry.js'),
  FILE_HOST: z.string().min(1).default('/wwwroot'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `<dataDir>/pgdata` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Load the demo content on a first start with an empty database. */
  demoData: boolean;
  /** Folder holding the built frontends: `<webRoot>/shell/dist`, `<webRoot>/<remote>/dist`. */
  webRoot: string;
  /** Remote entry URLs handed to the shell through `/config.json`. */
  remotes: Record<RemoteName, string>;
  /** Public prefix the browser puts in front of stored file paths instead of `/wwwroot`. */
  fileHost: string;
  /** Root of the local file storage, served at `/wwwroot/`. */
  storageRoot: string;
}

export class ConfigError extends Error {}

/** Validates an environment (default: `process.env`) into a `Config`; throws `ConfigError` listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`配置无效：\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    demoData: values.DEMO_DATA,
    webRoot: path.resolve(values.WEB_ROOT),
    remotes: {
      portal: values.REMOTE_PORTAL_URL,
      member: values.REMOTE_MEMBER_URL,
      institution: values.REMOTE_INSTITUTION_URL,
    },
    fileHost: values.FILE_HOST,
    storageRoot: path.join(dataDir, 'wwwroot'),
  };
}
