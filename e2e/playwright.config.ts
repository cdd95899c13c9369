// The browser suite: Debian's Chromium against ONE running stack with the seeded
// catalogue. Playwright never downloads a browser here: the executable is given.
import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_RESULTS_FILE } from '../scripts/lib/playwright-results.js';
import { CHROMIUM_ARGS, loadE2eConfig } from './support/config.js';

const config = loadE2eConfig();

export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.spec.ts',
  // One stack, one database: tests share its state, so one worker and no parallelism.
  workers: 1,
  fullyParallel: false,
  forbidOnly: config.CI,
  // One retry in CI: a test that passes on its second try is reported as flaky (and shows in the
  // list reporter), rather than failing a whole run on a slow moment of a shared machine.
  retries: config.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './support/global-setup.ts',
  // The first run on a fresh database builds, migrates and seeds: minutes, not seconds.
  globalTimeout: 30 * 60_000,
  // The JSON report lets `npm test` name the failed tests in its summary.
  reporter: [
    ['list'],
    ['json', { outputFile: PLAYWRIGHT_RESULTS_FILE }],
    ...(config.CI ? [['html', { open: 'never', outputFolder: 'playwright-report' }] as const] : []),
  ],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: config.CHROME_PATH, args: CHROMIUM_ARGS },
  },
});
