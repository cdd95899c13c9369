// The parts bench:ssr-spread and bench:cdn share: the book pages of the whole catalogue asked for by
// Zipf's law over their rank, and a member who rates a book every second meanwhile.
import autocannon from 'autocannon';
import { MAX_PAGE_SIZE } from '@starshelf/contract';
import { percentile } from './percentile.js';

export const MEMBER = {
  email: process.env.BENCH_MEMBER_EMAIL ?? 'normal@starshelf.local',
  password: process.env.BENCH_MEMBER_PASSWORD ?? 'Starshelf-Member-2026!',
};

/** Every public book's slug, in the list's default order (rank 1 the first). */
export async function bookSlugs(base: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${base}/api/books?limit=${MAX_PAGE_SIZE}&page=${page}`);
    const body = (await response.json()) as { data: { items: { slug: string }[]; hasMore: boolean } };
    slugs.push(...body.data.items.map((item) => item.slug));
    if (!body.data.hasMore) return slugs;
  }
}

/** Draws ranks 0..n-1 with probability ∝ 1 / (rank + 1)^s, from a fixed seed so runs ask alike. */
export function zipf(n: number, s: number, seed = 42): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank += 1) cumulative.push((total += 1 / rank ** s));
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** The member's session cookie, signed in through the API at `base`. */
export async function signIn(base: string, origin: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
  });
  if (!response.ok) throw new Error(`member sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Rates the book `slug` through the API at `base`; true when it was saved. */
export async function rate(base: string, origin: string, cookie: string, slug: string, rating: number): Promise<boolean> {
  const response = await fetch(`${base}/api/books/${encodeURIComponent(slug)}/ratings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ rating }),
  });
  return response.ok;
}

/** A rating a second on a book drawn like the reads, until stopped; `stop` returns how many were saved. */
export function rateEverySecond(base: string, origin: string, cookie: string, slugs: readonly string[], draw: () => number) {
  let saved = 0;
  let stopped = false;
  const run = (async () => {
    while (!stopped) {
      if (await rate(base, origin, cookie, slugs[draw()] ?? '', 1 + (saved % 5))) saved += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return { stop: async () => ((stopped = true), await run, saved) };
}

export type Run = { p50: number; p95: number; p99: number; rps: number; errors: number };

/** `clients` readers asking for book pages at `base` for `seconds`, each book drawn by `draw`. */
export async function spread(base: string, slugs: readonly string[], draw: () => number, options: { clients: number; seconds: number }): Promise<Run> {
  // autocannon reports p90 and p97.5, not p95: every response's time is kept to work it out.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.clients,
        duration: options.seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/books/${encodeURIComponent(slugs[draw()] ?? '')}` }) }],
      },
      (error, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, milliseconds) => times.push(milliseconds));
  });
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

/** Asks for each of `slugs` once, `clients` at a time: the steady state's warm-up. */
export async function askEachOnce(base: string, slugs: readonly string[], clients: number): Promise<void> {
  let next = 0;
  await autocannon({
    url: base,
    connections: clients,
    amount: slugs.length,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/books/${encodeURIComponent(slugs[next++ % slugs.length] ?? '')}` }) }],
  });
}

/** The better of two runs by pages per second. */
export const better = (kept: Run | undefined, run: Run): Run => (kept && kept.rps >= run.rps ? kept : run);

export const runRow = (name: string, run: Run) =>
  `| ${name} | ${run.p50.toFixed(1)} | ${run.p95.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.rps.toFixed(0)} | ${run.errors} |`;
