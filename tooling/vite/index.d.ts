import type { Plugin, UserConfig } from 'vite';

export declare const WEB_CONDITIONS: readonly string[];
export declare const SHARED_SINGLETONS: readonly string[];
export declare const CONSUME_ONLY_IN_REMOTES: readonly string[];
export declare function sharedConfig(options?: {
  consumeOnly?: readonly string[];
}): Record<string, { singleton: true; requiredVersion: false; import?: string | false }>;
export declare const DEV_PORTS: { shell: number; portal: number; member: number; institution: number; api: number };
export declare function defineAppConfig(options: {
  name: 'shell' | 'portal' | 'member' | 'institution';
  dir: string;
  exposes?: Record<string, string>;
  command?: 'build' | 'serve';
}): UserConfig & { plugins: Plugin[] };
export declare function elementReact(): Plugin;
export declare const toolingDir: string;
