import { defineConfig } from 'vite';
import { defineAppConfig } from '@badminton/vite-config';
import { devRuntimeConfig } from './dev-runtime-config';

export default defineConfig(() => {
  const config = defineAppConfig({ name: 'shell', dir: import.meta.dirname });
  return { ...config, plugins: [...config.plugins, devRuntimeConfig()] };
});
