import { defineConfig } from 'vite';
import { DEV_PORTS } from '@badminton/contracts/remotes';
import { defineAppConfig } from '@badminton/vite-config';
import { devRuntimeConfig } from './dev-runtime-config';

export default defineConfig(() => {
  const config = defineAppConfig({ name: 'shell', dir: import.meta.dirname, devPorts: DEV_PORTS });
  return { ...config, plugins: [...config.plugins, devRuntimeConfig()] };
});
