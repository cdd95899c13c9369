import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * A host name (the database, a service behind the gateway) that did not resolve *this time*: the
 * container DNS of Docker and podman answers late, wrongly or not at all for a moment while
 * containers start or restart, and a new connection made then fails (or waits tens of seconds)
 * although the host is up. The lookup is tried again; any other error (refused, wrong password,
 * timeout) is answered at once (decision 093).
 */
const LOOKUP_FAILURES: ReadonlySet<unknown> = new Set(['ENOTFOUND', 'EAI_AGAIN']);

/** Waits before the second, third and fourth try after a failed one: 1.5 s in all, short of any request timeout. */
export const LOOKUP_RETRY_DELAYS_MS: readonly number[] = [100, 400, 1_000];

/**
 * A lookup still unanswered after this long gets a second one beside it; the first answer wins.
 * Container DNS answers in milliseconds, and a slow resolver that does answer is not cut off.
 */
export const LOOKUP_HEDGE_AFTER_MS = 1_000;

export function isLookupFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && LOOKUP_FAILURES.has((error as { code?: unknown }).code);
}

type LookupCallbackArgs = Parameters<Parameters<LookupFunction>[2]>;

export type PatientLookupOptions = {
  retryDelaysMs?: readonly number[];
  hedgeAfterMs?: number;
  /** The resolver asked; `dns.lookup` unless a test stands in for it. */
  lookup?: LookupFunction;
};

/**
 * `dns.lookup` for sockets that survives a passing resolver fault: a failed lookup is tried again
 * after each of `retryDelaysMs`, and one that hangs gets another beside it after `hedgeAfterMs`
 * (each extra try spends one of the retries). The first answer wins; when every try has failed,
 * the last one's error is the answer.
 *
 * A name this lookup has resolved before gets its last answer instead of waiting past
 * `hedgeAfterMs` or failing: a container keeps its address while it runs, and the resolver of a
 * container network can stay silent for many seconds while containers start (decision 093). Should
 * the address have gone with its container, the connection is refused at once, not after a wait.
 */
export function patientLookup({
  retryDelaysMs = LOOKUP_RETRY_DELAYS_MS,
  hedgeAfterMs = LOOKUP_HEDGE_AFTER_MS,
  lookup = dns.lookup as LookupFunction,
}: PatientLookupOptions = {}): LookupFunction {
  const lastAnswers = new Map<string, LookupCallbackArgs>();
  return (hostname, options, callback) => {
    const key = `${hostname}|${options.family ?? 0}|${options.all === true}`;
    const delays = [...retryDelaysMs];
    const timers = new Set<NodeJS.Timeout>();
    let answered = false;
    let running = 0;
    const later = (ms: number, then: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        then();
      }, ms);
      timers.add(timer);
      return timer;
    };
    const answer = (args: LookupCallbackArgs) => {
      answered = true;
      for (const timer of timers) clearTimeout(timer);
      callback(...args);
    };
    const answerFromBefore = () => {
      const before = lastAnswers.get(key);
      if (before) answer(before);
      return before !== undefined;
    };
    const start = () => {
      running += 1;
      const hedge = later(hedgeAfterMs, () => {
        if (answerFromBefore()) return;
        if (delays.shift() !== undefined) start();
      });
      lookup(hostname, options, (...args: LookupCallbackArgs) => {
        running -= 1;
        clearTimeout(hedge);
        timers.delete(hedge);
        const [error] = args;
        if (!error) lastAnswers.set(key, args);
        if (answered) return;
        if (!error || !isLookupFailure(error)) return answer(args);
        if (answerFromBefore()) return;
        const delay = delays.shift();
        if (delay !== undefined) later(delay, start);
        else if (running === 0 && timers.size === 0) answer(args);
      });
    };
    start();
  };
}

