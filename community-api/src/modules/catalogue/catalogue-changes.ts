import pg from 'pg';
import { CATALOGUE_CHANGED_CHANNEL, isAggregatesNotice } from '@starshelf/cms/catalogue';
import type { Logger } from '../../lib/logger.js';

/**
 * The catalogue's revision as this process knows it (decision 086): a counter bumped by every
 * `catalogue_changed` notice (Payload hooks in any process, the rating aggregates), so a page cached
 * at an older revision is stale. `isLive` is false while the LISTEN connection is down: notices may
 * be missed then, so nothing cached may be trusted until it is back.
 */
export interface CatalogueChanges {
  revision: () => number;
  isLive: () => boolean;
  /**
   * Every notice as it arrives, ungathered, and every (re)connection of the listener, after which
   * whatever changed meanwhile is unknown (the pages mark what each one says is stale, decision 132).
   */
  onChange?: (listener: (change: CatalogueChange) => void) => void;
  close: () => Promise<void>;
}

/**
 * A notice's payload, or the listener's connection: its own backend's pid and those of the other
 * listeners connected to the database at that moment (which have heard every notice meanwhile).
 */
export type CatalogueChange = { payload: string } | { connected: { backendPid: number; otherListeners: number[] } };

/** No listener (tests that do not need one, a process without a database): never trust a cache. */
export const NO_CATALOGUE_CHANGES: CatalogueChanges = { revision: () => 0, isLive: () => false, close: async () => undefined };

const APPLICATION_NAME = 'starshelf-page-cache';

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * New rating aggregates reach the pages at most this long after the previous change: every rating
 * a member gives rewrites one, and dropping every cached page for each would leave the cache empty
 * on a busy site. Within the 5 s an edit may take to show, with time left for the render.
 */
export const AGGREGATES_REFRESH_MS = 3_000;

export interface CatalogueChangeOptions {
  /** The gathering window of aggregate notices; tests shorten it. */
  aggregatesRefreshMs?: number;
}

/**
 * One dedicated connection (a pooled one would be handed to queries and lose the LISTEN). An
 * edit's notice makes a new revision at once; aggregate notices make at most one per
 * `aggregatesRefreshMs`: the first after a quiet spell at once, the rest gathered into one at the
 * window's end.
 */
export function listenForCatalogueChanges(databaseUrl: string, logger: Logger, options: CatalogueChangeOptions = {}): CatalogueChanges {
  const aggregatesRefreshMs = options.aggregatesRefreshMs ?? AGGREGATES_REFRESH_MS;
  let revision = 0;
  let revisedAt = -Infinity;
  let gathered: NodeJS.Timeout | undefined;
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  const listeners: Array<(change: CatalogueChange) => void> = [];
  let lastConnected: { backendPid: number; otherListeners: number[] } | undefined;
  const tell = (change: CatalogueChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        logger.error({ err: error }, 'catalogue change listener failed');
      }
    }
  };

  /** Everything cached before now is stale, including whatever a gathered notice announced. */
  const revise = () => {
    revision += 1;
    revisedAt = performance.now();
    clearTimeout(gathered);
    gathered = undefined;
  };

  const reviseForAggregates = () => {
    if (gathered) return;
    const wait = revisedAt + aggregatesRefreshMs - performance.now();
    if (wait <= 0) revise();
    else gathered = setTimeout(revise, wait);
  };

  const lost = (reason: string) => {
    if (closed) return;
    if (live) logger.warn({ reason }, 'catalogue change listener lost; page cache bypassed until it is back');
    live = false;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: APPLICATION_NAME, connectionTimeoutMillis: 3_000 });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (notice) => {
      if (isAggregatesNotice(notice.payload)) reviseForAggregates();
      else revise();
      tell({ payload: notice.payload ?? '' });
    });
    let connected: { backendPid: number; otherListeners: number[] };
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
      // Read after LISTEN: a listener connected now has heard everything since this one listens.
      const { rows } = await next.query<{ pid: number; own: boolean }>(
        `select pid, pid = pg_backend_pid() as own from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [APPLICATION_NAME],
      );
      connected = { backendPid: rows.find((row) => row.own)?.pid ?? 0, otherListeners: rows.filter((row) => !row.own).map((row) => row.pid) };
    } catch (error) {
      if (client === next) lost((error as Error).message);
      return;
    }
    if (closed || client !== next) return;
    // Whatever changed while we were not listening is unknown: everything cached before is stale.
    revise();
    live = true;
    retryMs = RETRY_MIN_MS;
    lastConnected = connected;
    tell({ connected });
  }

  void connect();
  return {
    revision: () => revision,
    isLive: () => live,
    onChange: (listener) => {
      listeners.push(listener);
      // A listener added after the connection hears of it as if it had just happened.
      if (live && lastConnected) listener({ connected: lastConnected });
    },
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retryTimer);
      clearTimeout(gathered);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}
