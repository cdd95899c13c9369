import { getPayload, type Migration, type Payload, type SanitizedConfig } from 'payload';

import { configureCatalogue } from '../catalogue/runtime.js';
import { payloadPool } from '../database/payload-adapter.js';
import { disablePayloadHmr } from '../env.js';
import { migrations } from '../migrations/index.js';

let pending: Promise<Payload> | undefined;

/**
 * The one Payload instance of this process. The first call decides the config: tests pass
 * their own (pointing at their own database); everyone else gets the env-driven default,
 * imported lazily so that importing this module reads no environment.
 */
export function getCatalogue(config?: SanitizedConfig | Promise<SanitizedConfig>): Promise<Payload> {
  pending ??= (async () => {
    disablePayloadHmr();
    const resolved = config ?? (await import('../catalogue-config.js')).default;
    return getPayload({ config: resolved });
  })();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/**
 * Boots Payload (getCatalogue) and gives the catalogue library Payload's own pool: for processes
 * without a pool of their own (the seeder, the bench, the cms's scripts, the tests). The community
 * API gives its own pool instead and boots Payload only for a write (docs/architecture.md).
 */
export async function bootCatalogue(config?: SanitizedConfig | Promise<SanitizedConfig>): Promise<Payload> {
  const payload = await getCatalogue(config);
  const pool = payloadPool(payload);
  if (!pool) throw new Error('the catalogue database adapter has no pg pool: is the postgres adapter configured?');
  configureCatalogue({ pool, payload: async () => payload });
  return payload;
}

/** Closes the pool so a test run or a CLI can exit. */
export async function closeCatalogue(): Promise<void> {
  if (!pending) return;
  const payload = await pending;
  pending = undefined;
  await payload.destroy();
  await endPool(payload);
}

type PgClient = { release?: (destroy: boolean) => void; once(event: 'end', listener: () => void): void };
type PgPoolInternals = {
  ending?: boolean;
  end(): Promise<void>;
  _clients?: PgClient[];
  _idle?: { client: PgClient }[];
};

/**
 * Payload's postgres destroy() leaves the pg pool open, and the adapter keeps one client checked
 * out for good (to notice a lost connection), so pool.end() alone would wait forever and the
 * process would never exit. Destroy that client first.
 */
async function endPool(payload: Payload): Promise<void> {
  // pg's pool keeps its clients in fields its types do not show.
  const pool = payloadPool(payload) as unknown as PgPoolInternals | undefined;
  if (!pool || pool.ending) return;
  const idle = new Set((pool._idle ?? []).map((item) => item.client));
  const held = (pool._clients ?? []).filter((client) => !idle.has(client) && client.release);
  await Promise.all(
    held.map((client) => new Promise<void>((resolve) => {
      client.once('end', resolve);
      client.release?.(true);
    })),
  );
  await pool.end();
}

/** Applies the committed migrations (never a schema push) without a terminal prompt. */
export async function migrateCatalogue(payload: Payload): Promise<void> {
  // The generated index types each migration with its adapter's args; the adapter takes them as is.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
}
