import type { Pool } from '../../db/pool.js';
import { dayOf, rollUp, type RollupRow } from './rollup.js';
import type { AnalyticsDashboard, AnalyticsRange, StoredEvent } from './schemas.js';

const TOP = 10;
const DAY_MS = 86_400_000;

/** Raw SQL on purpose: one multi-row statement per batch and one grouped read for the dashboard. */
export function analyticsRepository(pool: Pool) {
  return {
    /**
     * Writes a batch and its daily counts in one transaction. Events already stored (a retried job)
     * are skipped by `event_id`, and only the rows actually inserted are counted, so a retry never
     * counts twice. Returns how many were new.
     */
    async insertBatch(events: StoredEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      const client = await pool.connect();
      try {
        await client.query('begin');
        const inserted = await client.query<{ event_id: string }>(
          `insert into community.analytics_events (event_id, occurred_at, event_type, route, entity_type, entity_id, user_role, metadata)
           select * from unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[])
           on conflict (event_id) do nothing
           returning event_id`,
          [
            events.map((event) => event.eventId),
            events.map((event) => event.occurredAt),
            events.map((event) => event.eventType),
            events.map((event) => event.route),
            events.map((event) => event.entityType),
            events.map((event) => event.entityId),
            events.map((event) => event.userRole),
            events.map((event) => (event.metadata ? JSON.stringify(event.metadata) : null)),
          ],
        );
        const fresh = new Set(inserted.rows.map((row) => row.event_id));
        await upsertRollup(client, rollUp(events.filter((event) => fresh.has(event.eventId))));
        await client.query('commit');
        return fresh.size;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    async dashboard(range: AnalyticsRange, now: Date): Promise<AnalyticsDashboard> {
      const to = dayOf(now);
      const from = dayOf(new Date(now.getTime() - (range - 1) * DAY_MS));
      const months = fullMonths(from, to);
      // The two large dimensions each get their own statement and connection, so on several cores
      // they aggregate side by side; the small ones and the per-day series share a third.
      const groups = [['route'], ['book'], ['search', 'event', 'role']];
      const [sums, days] = await Promise.all([
        Promise.all(groups.map((dimensions) => sumDimensions(pool, dimensions, from, to, months))),
        pool.query<Counted>(
          `select 'day' as dimension, to_char(day, 'YYYY-MM-DD') as key, sum(count)::int as count from community.analytics_daily
           where dimension = 'event' and key = 'page_view' and day between $1::date and $2::date group by day`,
          [from, to],
        ),
      ]);
      const rows = [...sums.flat(), ...days.rows];
      const of = (dimension: string) =>
        rows.filter((row) => row.dimension === dimension).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
      const perDay = new Map(of('day').map((row) => [row.key, row.count]));
      const viewsPerDay = Array.from({ length: range }, (_unused, index) => {
        const day = dayOf(new Date(now.getTime() - (range - 1 - index) * DAY_MS));
        return { day, count: perDay.get(day) ?? 0 };
      });
      const events = of('event').map((row) => ({ eventType: row.key, count: row.count }));
      const countOf = (type: string) => events.find((row) => row.eventType === type)?.count ?? 0;
      const totalOf = (dimension: string) => of(`total-${dimension}`)[0]?.count ?? 0;
      return {
        range,
        from,
        to,
        totals: {
          events: events.reduce((total, row) => total + row.count, 0),
          pageViews: countOf('page_view'),
          bookOpens: totalOf('book'),
          searches: totalOf('search'),
        },
        viewsPerDay,
        topRoutes: of('route').map((row) => ({ route: row.key, count: row.count })),
        topBooks: of('book').map((row) => ({ bookId: row.key, count: row.count })),
        topSearches: of('search').map((row) => ({ query: row.key, count: row.count })),
        byRole: of('role').map((row) => ({ role: row.key, count: row.count })),
        events,
      };
    },

    /** Retention: raw events before the cutoff and the daily counts of days wholly before it. */
    async deleteOlderThan(days: number, now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - days * DAY_MS);
      const client = await pool.connect();
      try {
        await client.query('begin');
        const deleted = await client.query('delete from community.analytics_events where occurred_at < $1', [cutoff]);
        const cutoffDay = dayOf(cutoff);
        await client.query('delete from community.analytics_daily where day < $1::date', [cutoffDay]);
        // The cutoff's month lost some days: rebuild its monthly counts from the days that remain.
        await client.query(`delete from community.analytics_monthly where month <= date_trunc('month', $1::date)::date`, [cutoffDay]);
        await client.query(
          `insert into community.analytics_monthly (month, dimension, key, count)
           select date_trunc('month', day)::date, dimension, key, sum(count)::int from community.analytics_daily
           where day >= date_trunc('month', $1::date)::date and day < (date_trunc('month', $1::date) + interval '1 month')::date
           group by 1, 2, 3`,
          [cutoffDay],
        );
        await client.query('commit');
        return deleted.rowCount ?? 0;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;

type Queryable = { query: Pool['query'] };
type Counted = { dimension: string; key: string; count: number };

/**
 * Sums of the given dimensions over [from, to]: whole months from the monthly table, the partial
 * edge months from the daily one; each dimension cut to its top rows (event and role are small and
 * come whole), plus a `total-<dimension>` row with the uncut sum.
 */
async function sumDimensions(pool: Pool, dimensions: string[], from: string, to: string, months: { first: string; after: string }): Promise<Counted[]> {
  const { rows } = await pool.query<Counted>(
    `with parts as (
       select dimension, key, count from community.analytics_monthly where dimension = any($5) and month >= $3::date and month < $4::date
       union all
       select dimension, key, count from community.analytics_daily where dimension = any($5) and day >= $1::date and day < least($3::date, $2::date + 1)
       union all
       select dimension, key, count from community.analytics_daily where dimension = any($5) and day >= greatest($4::date, $1::date) and day <= $2::date
     ), sums as (
       select dimension, key, sum(count)::int as count from parts group by dimension, key
     ), ranked as (
       select *, row_number() over (partition by dimension order by count desc, key) as position from sums
     )
     select dimension, key, count from ranked where position <= $6 or dimension in ('event', 'role')
     union all
     select 'total-' || dimension, '', sum(count)::int from sums group by dimension`,
    [from, to, months.first, months.after, dimensions, TOP],
  );
  return rows;
}

async function upsertRollup(client: Queryable, rows: RollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [rows.map((row) => row.day), rows.map((row) => row.dimension), rows.map((row) => row.key), rows.map((row) => row.count)];
  await client.query(
    `insert into community.analytics_daily (day, dimension, key, count)
     select * from unnest($1::date[], $2::text[], $3::text[], $4::int[])
     on conflict (day, dimension, key) do update set count = community.analytics_daily.count + excluded.count`,
    columns,
  );
  // Grouped first: one statement may not touch the same monthly row twice.
  await client.query(
    `insert into community.analytics_monthly (month, dimension, key, count)
     select date_trunc('month', day)::date, dimension, key, sum(count)::int
     from unnest($1::date[], $2::text[], $3::text[], $4::int[]) as batch(day, dimension, key, count)
     group by 1, 2, 3 order by 1, 2, 3
     on conflict (month, dimension, key) do update set count = community.analytics_monthly.count + excluded.count`,
    columns,
  );
}

/**
 * The calendar months wholly inside [from, to] as [first, after); equal bounds when there is none.
 * Dates are `YYYY-MM-DD` in UTC.
 */
export function fullMonths(from: string, to: string): { first: string; after: string } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  const first = start.getUTCDate() === 1 ? start : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const dayAfterEnd = new Date(end.getTime() + DAY_MS);
  const after = dayAfterEnd.getUTCDate() === 1 ? dayAfterEnd : new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return after > first ? { first: iso(first), after: iso(after) } : { first: iso(first), after: iso(first) };
}
