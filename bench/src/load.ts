import autocannon from 'autocannon';
import { percentile } from './percentile.js';

export type LoadResult = { p50: number; p95: number; p99: number; rps: number; errors: number };

export type LoadOptions = {
  /** Headers of each request, asked for each one (e.g. a client address of its own). */
  headers?: () => Record<string, string>;
};

/**
 * Drives `baseUrl` with `connections` clients for `seconds`, cycling through `paths`, or asking
 * `paths` for each request's path. p95 comes from every response's own time (autocannon's
 * summary has no p95).
 */
export async function load(baseUrl: string, paths: readonly string[] | (() => string), connections: number, seconds: number, options: LoadOptions = {}): Promise<LoadResult> {
  let index = 0;
  const nextPath = typeof paths === 'function' ? paths : () => paths[index++ % paths.length] ?? '/';
  const times: number[] = [];
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = nextPath();
          if (options.headers) request.headers = { ...request.headers, ...options.headers() };
          return request;
        },
      },
    ],
    }, (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)));
  });
  instance?.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await finished;
  return {
    p50: result.latency.p50,
    p95: percentile(times, 0.95),
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
