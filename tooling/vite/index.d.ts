import type { Plugin, UserConfig } from 'vite';

export declare const WEB_CONDITIONS: readonly string[];
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
