import { defineConfig } from 'vitest/config';

// The start-up test boots the whole stack (Postgres, Next, the API) several times: one file
// at a time, generous limits.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
