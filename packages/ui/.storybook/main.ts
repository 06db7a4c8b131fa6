import type { StorybookConfig } from '@storybook/react-vite';
import { elementReact } from '@badminton/vite-config';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The kit's stories, plus @badminton/pickers' (that package has no Storybook of its own).
  stories: ['../src/**/*.stories.tsx', '../../pickers/src/**/*.stories.tsx'],
  // The Accessibility panel: axe-core on every story with the WCAG 2.2 AA rules (preview.ts, decision 0027).
  addons: ['@storybook/addon-a11y'],
  core: {
    // The build runs offline in CI: no telemetry, no version check.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [elementReact()],
      // The preview bundles React, element-react and Storybook's runtime into one ~1.2 MB chunk; that is expected.
      build: { chunkSizeWarningLimit: 1600 },
    });
  },
};

export default config;
