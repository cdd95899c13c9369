import type { ErrorCode } from '@starshelf/contract';
import { vi } from 'vitest';
import type { FakeAnswer } from './answers';
import { errorResponse, jsonResponse } from './render';

/** `method` narrows a route to one verb; `code` answers the error envelope with that code (and `details`). */
type Route = { match: RegExp; method?: string; status?: number; answer?: FakeAnswer; code?: ErrorCode; details?: unknown };

function answerFor(route: Route | undefined): Response {
  if (!route) return jsonResponse(null, 404);
  const status = route.status ?? 200;
  if (route.code) return errorResponse(route.code, route.code, status, route.details);
  if (status === 204) return new Response(null, { status });
  return jsonResponse(route.answer ?? null, status);
}

/** A fetch that answers by URL pattern (first match wins) and records every call; unknown URLs get 404. */
export function stubApi(routes: Route[]) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const route = routes.find((candidate) => candidate.match.test(url) && (!candidate.method || candidate.method === method));
    return Promise.resolve(answerFor(route));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the stub received for a URL pattern (and verb), with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, match: RegExp, method?: string): Array<{ url: string; body: unknown }> {
  return fetchMock.mock.calls
    .filter(([input, init]) => match.test(String(input)) && (!method || (init?.method ?? 'GET') === method))
    .map(([input, init]) => ({ url: String(input), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined }));
}
