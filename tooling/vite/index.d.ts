import type { InlineConfig, LogLevel, Plugin, UserConfig } from 'vite';

export declare const WEB_CONDITIONS: readonly string[];
export declare const SERVER_CONDITIONS: readonly string[];
export declare const SHARED_SINGLETONS: readonly string[];
export declare function sharedConfig(): Record<string, { singleton: true; requiredVersion: false }>;
export declare function defineAppConfig(options: {
  name: string;
  dir: string;
  devPorts: Readonly<Record<string, number>>;
  exposes?: Record<string, string>;
  command?: 'build' | 'serve';
}): UserConfig & { plugins: Plugin[] };
export declare function elementReact(): Plugin;
export declare function reportUnlessElementReactTimer(error: unknown): boolean;
export declare const toolingDir: string;

/** The SSR build of a remote's server entry (src/server-entry.tsx → dist/server/entry.js). */
export declare function defineServerEntryConfig(options: { dir: string; outDir?: string; mode?: string; logLevel?: LogLevel }): InlineConfig;
/** The build plugin that writes a remote's server entry, routes.json and release.json after its browser build. */
export declare function releaseUnit(options: { name: string; dir: string; host?: boolean }): Plugin;
/** `{ package: version }` of every package of `singletons`, as the app in `dir` resolves it. */
export declare function sharedVersions(dir: string, singletons: readonly string[]): Record<string, string>;
/** The one route manifest object `src/routes.ts` of the app in `dir` exports. */
export declare function readRouteManifest(dir: string): Promise<unknown>;
/** Writes routes.json and release.json into a remote's dist folder; returns the release. */
export declare function writeRelease(options: {
  name: string;
  dir: string;
  outDir?: string;
  /** The route manifest (default: read from src/routes.ts); false: no route document (the shell). */
  routes?: unknown;
}): Promise<{ schema: 1; name: string; version: string; shared: Record<string, string>; files: Record<string, string> }>;
