import type { Pool, PoolClient } from 'pg';

/**
 * The run's record in schema `synthetic` (decision 131): its arguments and the id bases it
 * planned, the steps it finished (each written in the transaction of its rows, so a step is
 * either wholly there and recorded or not there at all), and the definitions of the indexes and
 * constraints it dropped for the load.
 */
export interface RunPlan {
  books: number;
  seed: number;
  bookBase: number;
  authorBase: number;
  seriesBase: number;
  editionBase: number;
  genreIds: number[];
  awardCategories: { awardId: number; category: string }[];
}

export async function ensureStateTables(pool: Pool): Promise<void> {
  await pool.query(`create schema if not exists synthetic;
    create table if not exists synthetic.run (only_one boolean primary key default true check (only_one), plan jsonb not null,
      started_at timestamptz not null default now(), finished_at timestamptz);
    create table if not exists synthetic.steps (step text primary key, rows bigint not null, ms integer not null,
      done_at timestamptz not null default now());
    create table if not exists synthetic.dropped (name text primary key, position integer not null, definition text not null)`);
}

export async function readPlan(pool: Pool): Promise<{ plan: RunPlan; finished: boolean } | undefined> {
  const { rows } = await pool.query<{ plan: RunPlan; finished: boolean }>('select plan, finished_at is not null as finished from synthetic.run');
  return rows[0];
}

export async function savePlan(pool: Pool, plan: RunPlan): Promise<void> {
  await pool.query('insert into synthetic.run (plan) values ($1) on conflict do nothing', [JSON.stringify(plan)]);
}

export async function finishRun(pool: Pool): Promise<void> {
  await pool.query('update synthetic.run set finished_at = now()');
}

export async function doneSteps(pool: Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ step: string }>('select step from synthetic.steps');
  return new Set(rows.map((r) => r.step));
}

/** Inside the step's transaction: the step and its rows commit together. */
export async function recordStep(client: PoolClient, step: string, rows: number, ms: number): Promise<void> {
  await client.query('insert into synthetic.steps (step, rows, ms) values ($1, $2, $3)', [step, rows, Math.round(ms)]);
}

export async function stepTimes(pool: Pool): Promise<{ step: string; rows: number; ms: number }[]> {
  const { rows } = await pool.query<{ step: string; rows: string; ms: number }>('select step, rows, ms from synthetic.steps order by done_at, step');
  return rows.map((r) => ({ step: r.step, rows: Number(r.rows), ms: r.ms }));
}
