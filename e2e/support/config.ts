// The only reader of process.env in the browser suite, the screenshots and the budgets scripts.
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const schema = z.object({
  /** A stack that is already running; when set nothing is started (and nothing is stopped). */
  E2E_BASE_URL: optionalText.pipe(z.url().optional()),
  /** A PostgreSQL server on which the suite creates, and later drops, its own database. */
  TEST_DATABASE_URL: optionalText.pipe(z.url().optional()),
  REDIS_URL: optionalText,
  /** The stack's mail catcher (MailDev's web address), published by the global setup. */
  E2E_MAIL_URL: optionalText.pipe(z.url().optional()),
  /** The stack's own database (published by the global setup), for specs that prepare data in bulk. */
  E2E_DATABASE_URL: optionalText.pipe(z.url().optional()),
  CHROME_PATH: optionalText.transform((value) => value ?? '/usr/bin/chromium'),
  CI: optionalText.transform((value) => value !== undefined && value !== 'false' && value !== '0'),
});

export type E2eConfig = z.infer<typeof schema>;

export function loadE2eConfig(): E2eConfig {
  return schema.parse(process.env);
}

/**
 * Playwright starts its workers after the global setup, and they inherit its environment: this
 * is how the tests learn the address of the stack the setup started.
 */
export function publishBaseUrl(url: string, mailUrl?: string, databaseUrl?: string): void {
  process.env.E2E_BASE_URL = url;
  if (mailUrl) process.env.E2E_MAIL_URL = mailUrl;
  if (databaseUrl) process.env.E2E_DATABASE_URL = databaseUrl;
}

/** The mail catcher's address, when the suite's stack runs one (not for an outside E2E_BASE_URL). */
export function mailUrl(): string | undefined {
  return loadE2eConfig().E2E_MAIL_URL?.replace(/\/$/, '');
}

/** The stack's database, when this run created it on the TEST_DATABASE_URL server. */
export function databaseUrl(): string | undefined {
  return loadE2eConfig().E2E_DATABASE_URL;
}

export function baseUrl(): string {
  const url = loadE2eConfig().E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `playwright test` (its global setup starts a stack) or point it at a running one');
  return url.replace(/\/$/, '');
}

/** The flags every Chromium in this package runs with: headless, no network chatter of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
