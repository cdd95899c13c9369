import pg from 'pg';

/**
 * A database host name that did not resolve *this time*: the container DNS of Docker and podman
 * answers late or not at all for a moment while containers start or restart, and a new pool
 * connection made then fails although the database is up. Retried briefly before a request is
 * failed for it; any other error (refused, wrong password, timeout) is answered at once.
 */
const LOOKUP_FAILURES: ReadonlySet<unknown> = new Set(['ENOTFOUND', 'EAI_AGAIN']);

/** Waits before the second, third and fourth try: 1.5 s in all, short of any request timeout. */
export const LOOKUP_RETRY_DELAYS_MS: readonly number[] = [100, 400, 1_000];

export function isLookupFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && LOOKUP_FAILURES.has((error as { code?: unknown }).code);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `attempt` again after each of `delays` while it fails with a lookup failure; its last error otherwise. */
export async function retryLookupFailures<T>(attempt: () => Promise<T>, delays: readonly number[] = LOOKUP_RETRY_DELAYS_MS, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tried];
      if (delay === undefined || !isLookupFailure(error)) throw error;
      await wait(delay);
    }
  }
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

export type LookupRetryingPoolConfig = pg.PoolConfig & { lookupRetryDelaysMs?: readonly number[] };

/**
 * A `pg.Pool` whose new connections survive a passing DNS failure (see above). Every way in goes
 * through `connect`: `pool.query` calls it with a callback, drivers (Payload's among them) without.
 */
export class LookupRetryingPool extends pg.Pool {
  readonly #delays: readonly number[];

  constructor({ lookupRetryDelaysMs = LOOKUP_RETRY_DELAYS_MS, ...config }: LookupRetryingPoolConfig = {}) {
    super(config);
    this.#delays = lookupRetryDelaysMs;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const connecting = retryLookupFailures(() => super.connect(), this.#delays);
    if (!callback) return connecting;
    connecting.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | boolean | undefined)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }
}

/** The `pg` module as Payload's adapter takes it, with the retrying pool in place of its own. */
export const pgWithLookupRetries: typeof pg = { ...pg, Pool: LookupRetryingPool };
