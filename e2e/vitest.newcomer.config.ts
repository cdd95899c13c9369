import { defineConfig } from 'vitest/config';

// `npm run test:newcomer`: two clean clones installed, built and started one after the other.
export default defineConfig({
  test: {
    include: ['newcomer/newcomer.test.ts'],
    fileParallelism: false,
    testTimeout: 45 * 60_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
