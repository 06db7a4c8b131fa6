import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'demo/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Every core: vitest's default keeps one back for its own process, which waits on the forks — on a two-core machine
    // that ran the API's files one at a time, the longest phase of CI (decision 0073). Each file has its own database.
    maxWorkers: availableParallelism(),
    // One module graph per fork, shared by the files it runs, instead of a fresh one per file: importing the service
    // (Fastify, Drizzle, PGlite, PDFKit, sharp) cost each of the ~80 files several seconds again (decision 0078). The
    // files share no state: each opens its own database, and module state is kept per database (WeakMaps keyed by it).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
