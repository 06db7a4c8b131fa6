import { z } from 'zod';

/**
 * `/config.json`: the runtime configuration the shell reads at boot, so a remote can ship
 * (or move) without rebuilding the shell. Served by the service in the one-origin setup.
 */
export const runtimeConfigSchema = z.object({
  /** API base URL; '' means the same origin. */
  apiBase: z.string().default(''),
  /** Replaces the `/wwwroot` prefix of stored file paths (spec 000 "file host"). */
  fileHost: z.string().default('/wwwroot'),
  /** Remote entry URLs (`remoteEntry.js`), one per remote. */
  remotes: z.object({
    portal: z.string().min(1),
    member: z.string().min(1),
    institution: z.string().min(1),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Props the shell passes to every remote's exported `App`. */
export interface RemoteAppProps {
  fileHost: string;
}

/**
 * Fired on `window` by the home page once its first screen (the banner) has painted, or has nothing to paint.
 * The shell then removes the static first-paint frame of index.html (docs/decisions/0012-first-paint-frame.md).
 */
export const FIRST_SCREEN_EVENT = 'badminton:first-screen';

/** Paths that show the home page: the service puts the first banner into their HTML, the shell waits for it. */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index']);
