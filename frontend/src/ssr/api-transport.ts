/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageRenderRequest } from '@starshelf/contract';
import { setFetcherResolver } from '@/lib/api/client';

type FetchApi = PageRenderRequest['fetchApi'];

/**
 * Each render answers its API calls through its own request's `fetchApi`. The transport travels
 * with the render's async context rather than in a module variable, so two renders running at
 * once (different languages, different readers) can never use each other's.
 */
const transports = new AsyncLocalStorage<FetchApi>();

setFetcherResolver(() => {
  const fetchApi = transports.getStore();
  // Outside a render (the browser side of tests in one process) the global fetch answers as before.
  if (!fetchApi) return fetch;
  // Only GETs happen while rendering (anonymous catalogue data); `fetchApi` takes the path alone.
  return (path, init) => (init.method === undefined || init.method === 'GET' ? fetchApi(path) : Promise.reject(new Error(`${init.method} while rendering`)));
});

export function withApiTransport<T>(fetchApi: FetchApi, work: () => Promise<T>): Promise<T> {
  return transports.run(fetchApi, work);
}
