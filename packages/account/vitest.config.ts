import { elementReact, reportUnlessElementReactTimer, WEB_CONDITIONS } from '@badminton/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The screens render @badminton/ui's element-react components, so tests need the element-react fixes.
  plugins: [elementReact()],
  esbuild: { jsx: 'automatic' },
  resolve: { conditions: [...WEB_CONDITIONS] },
  test: {
    environment: 'jsdom',
    // Component tests render element-react in jsdom; on a loaded 2-core machine one test can take over 5 s.
    testTimeout: 20_000,
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // The kit's setup: Testing Library cleanup and the filter for element-react's React 18 legacy-API warnings.
    setupFiles: ['@badminton/ui/test-setup'],
    // element-react's own timer callbacks may fire after a test's teardown; every other unhandled error fails.
    onUnhandledError: reportUnlessElementReactTimer,
  },
});
