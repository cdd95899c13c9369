import { defineConfig } from 'vitest/config';

// The start-up test boots the whole stack (Postgres, Next, the API) several times: one file
// at a time, generous limits.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // The newcomer test clones and builds the project twice: its own command (vitest.newcomer.config.ts).
    exclude: ['**/node_modules/**', 'newcomer/newcomer.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
