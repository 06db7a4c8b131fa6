import { defineConfig } from 'vite';
import { DEV_PORTS } from '@badminton/contracts/remotes';
import { defineAppConfig } from '@badminton/vite-config';

export default defineConfig(({ command }) => defineAppConfig({
  command,
  name: 'admin',
  dir: import.meta.dirname,
  devPorts: DEV_PORTS,
  exposes: { './App': './src/app.tsx' },
}));
