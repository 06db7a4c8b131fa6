import { elementReact } from '@badminton/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The screens render @badminton/ui's element-react components, so tests need the element-react fixes.
  plugins: [elementReact()],
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
