import { defineConfig } from 'vitest/config';

// The tests start the gateway and stand-in services on loopback ports of their own; no database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
