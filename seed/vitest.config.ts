import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Loading the full data set takes well under a second; the margin is for a busy CI machine.
    testTimeout: 20_000,
  },
});
