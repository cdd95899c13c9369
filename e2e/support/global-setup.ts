// Playwright's global setup: one stack for the whole suite; the returned function is the teardown.
import { publishBaseUrl } from './config.js';
import { startSuiteStack } from './suite-stack.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startSuiteStack();
  publishBaseUrl(stack.url, stack.mailUrl, stack.databaseUrl);
  return stack.stop;
}
