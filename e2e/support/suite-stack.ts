// ONE stack for a whole run (the browser suite, the screenshots, the budgets): a running one
// named by E2E_BASE_URL, or scripts/start.ts started here on free ports with its own database.
import { loadE2eConfig } from './config.js';
import { startOwnStack } from './own-stack.js';
import { waitUntilSeeded } from './wait-until-seeded.js';

export interface SuiteStack {
  url: string;
  /** The stack's mail inbox (MailDev), when this run started the stack. */
  mailUrl?: string;
  /** The stack's database, when this run created it (specs that prepare data in bulk write there). */
  databaseUrl?: string;
  stop: () => Promise<void>;
}

export async function startSuiteStack(log: (line: string) => void = console.log): Promise<SuiteStack> {
  const config = loadE2eConfig();
  if (config.E2E_BASE_URL) {
    const url = config.E2E_BASE_URL.replace(/\/$/, '');
    await waitUntilSeeded(url);
    log(`[e2e] using the running stack at ${url}`);
    return { url, mailUrl: config.E2E_MAIL_URL, databaseUrl: config.E2E_DATABASE_URL, stop: async () => {} };
  }

  const own = await startOwnStack({
    name: 'starshelf-e2e',
    // Every page the browser suite opens comes from this one machine: one client to the render
    // limit (decision 105), which its parallel specs would reach. The limit has its own test.
    env: { PAGE_RENDERS_PER_MINUTE: '100000' },
    // The first start builds, migrates and seeds for minutes; say what it is doing meanwhile.
    onProgress: (line) => log(`[e2e] starting the stack... ${line}`),
  });
  log(`[e2e] stack at ${own.origin} (database: ${own.hasTestDatabase ? 'a fresh one on the TEST_DATABASE_URL server' : 'embedded'})`);
  return { url: own.origin, mailUrl: `http://127.0.0.1:${own.ports.MAIL_CATCHER_WEB_PORT}`, databaseUrl: own.databaseUrl, stop: own.stop };
}
