import { defineConfig } from 'vite';
import { defineAppConfig } from '@badminton/vite-config';

export default defineConfig(({ command }) => defineAppConfig({
  command,
  name: 'portal',
  dir: import.meta.dirname,
  exposes: { './App': './src/app.tsx', './Feedback': './src/feedback.ts' },
}));
