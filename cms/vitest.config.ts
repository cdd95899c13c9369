import { defineConfig } from 'vitest/config';

// Integration suites boot Payload against their own fresh database: slow to start, so generous
// timeouts, and one file at a time so two suites never compete for the two cores.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
