import { vi } from 'vitest';
import type { FakeAnswer } from './answers';
import { jsonResponse } from './render';

type Route = { match: RegExp; status?: number; answer?: FakeAnswer };

/** A fetch that answers by URL pattern (first match wins) and records every call; unknown URLs get 404. */
export function stubApi(routes: Route[]) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    const route = routes.find((candidate) => candidate.match.test(url));
    return Promise.resolve(jsonResponse(route?.answer ?? null, route ? (route.status ?? 200) : 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
