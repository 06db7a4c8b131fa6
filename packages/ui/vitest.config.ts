import { elementReact, WEB_CONDITIONS } from '@badminton/vite-config';
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
    // element-react runs its transition timers (collapse, message box) on plain setTimeout; on a loaded machine
    // one can fire after the test has unmounted its element and throw on a null ref. Only that case is ignored:
    // an error from element-react's own timer callback. Every other unhandled error still fails the run.
    onUnhandledError(error) {
      const stack = (error as { stack?: string }).stack ?? '';
      return !(/element-react[\\/]dist[\\/]/.test(stack) && /_onTimeout|listOnTimeout/.test(stack));
    },
  },
});
