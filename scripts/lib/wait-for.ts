// Polls a URL until it answers as expected; start-up ordering without fixed sleeps.
import { failureReason } from '@starshelf/contract';

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  isHealthy?: (response: Response) => boolean;
  /** Stops waiting early, e.g. when the process that should answer has died. */
  abortIf?: () => string | undefined;
}

export async function waitFor(url: string, options: WaitOptions): Promise<void> {
  const { timeoutMs, intervalMs = 500, isHealthy = (r) => r.ok, abortIf } = options;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const reason = abortIf?.();
    if (reason) throw new Error(`gave up waiting for ${url}: ${reason}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (isHealthy(response)) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = failureReason(error);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} was not healthy after ${Math.round(timeoutMs / 1000)} s (last: ${lastProblem})`);
}
