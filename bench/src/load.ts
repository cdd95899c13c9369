import autocannon from 'autocannon';

export type LoadResult = { p50: number; p99: number; rps: number; errors: number };

/**
 * Drives `baseUrl` with `connections` clients for `seconds`, cycling through `paths`, or asking
 * `paths` for each request's path.
 */
export async function load(baseUrl: string, paths: readonly string[] | (() => string), connections: number, seconds: number): Promise<LoadResult> {
  let index = 0;
  const nextPath = typeof paths === 'function' ? paths : () => paths[index++ % paths.length] ?? '/';
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = nextPath();
          return request;
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
