import type { Plugin, UserConfig } from 'vite';

export declare const SHARED_SINGLETONS: readonly string[];
export declare function sharedConfig(): Record<string, { singleton: true; requiredVersion: false; import?: string }>;
export declare const DEV_PORTS: { shell: number; portal: number; member: number; institution: number; api: number };
export declare function defineAppConfig(options: {
  name: 'shell' | 'portal' | 'member' | 'institution';
  dir: string;
  exposes?: Record<string, string>;
}): UserConfig & { plugins: Plugin[] };
export declare function elementReact(): Plugin;
export declare const toolingDir: string;
