import type { Plugin } from 'vite';

export declare function stripFlowTypeImport(code: string): string;
export declare const elementReactEsbuildPlugin: { name: string; setup(build: unknown): void };
export declare function elementReact(): Plugin;
