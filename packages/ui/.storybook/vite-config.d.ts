// Types for the shared Vite preset (tooling/vite is plain JS). Only what Storybook's config uses.
declare module '@badminton/vite-config' {
  import type { Plugin } from 'vite';

  export function elementReact(): Plugin;
}
