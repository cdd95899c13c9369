import pg from 'pg';

/**
 * Waits until no other session runs a statement on the database (twice in a row, 100 ms apart), so a
 * measured cell does not share the cores with the statements a previous cell left behind: the floor's
 * (ended by its statement timeout) and the API's queued ones (run after autocannon stopped waiting).
 * Gives up after `timeoutMs` and says how many statements were still running.
 */
export async function untilDatabaseQuiet(databaseUrl: string, { timeoutMs = 120_000 } = {}): Promise<{ waitedMs: number; stillRunning: number }> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-quiet-watch' });
  await client.connect();
  const started = performance.now();
  try {
    let quiet = 0;
    let running = 0;
    while (quiet < 2 && performance.now() - started < timeoutMs) {
      const { rows } = await client.query<{ running: number }>(
        `select count(*)::int as running from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and state = 'active'`,
      );
      running = rows[0]?.running ?? 0;
      quiet = running === 0 ? quiet + 1 : 0;
      if (quiet < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { waitedMs: performance.now() - started, stillRunning: quiet >= 2 ? 0 : running };
  } finally {
    await client.end();
  }
}
