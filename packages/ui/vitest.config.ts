import { elementReact, reportUnlessElementReactTimer, WEB_CONDITIONS } from '@badminton/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [elementReact(), react()],
  resolve: { conditions: [...WEB_CONDITIONS] },
  test: {
    environment: 'jsdom',
    // Component tests render element-react in jsdom; on a loaded 2-core machine one test can take over 5 s.
    testTimeout: 20_000,
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // element-react's own timer callbacks may fire after a test's teardown; every other unhandled error fails.
    onUnhandledError: reportUnlessElementReactTimer,
  },
});
