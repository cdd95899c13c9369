import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorCode } from './api/api-error';

/**
 * The server renderer hands the data it rendered with to the browser in a JSON data block (the
 * CSP forbids inline scripts that run, not data): the browser fills its query cache from it
 * before hydrating, so the first render is the server's and nothing is fetched twice.
 */
export const QUERY_STATE_ELEMENT_ID = 'starshelf-query-state';

/** An API error as it travels: JSON keeps neither the class nor the message of an Error. */
type SentError = { apiError: true; message: string; status: number; code: ApiErrorCode };

function toSentError(error: unknown): SentError | null {
  if (!(error instanceof ApiError)) return null;
  return { apiError: true, message: error.message, status: error.status, code: error.code };
}

function isSentError(value: unknown): value is SentError {
  return typeof value === 'object' && value !== null && (value as Partial<SentError>).apiError === true;
}

/**
 * The cache as JSON safe inside <script type="application/json">: `<` is written as \u003c, so
 * no text from the catalogue can close the element or open a comment. Failed queries travel
 * too (an unknown book's 404), so the browser shows the same not-found state the server did.
 */
export function serializeQueryState(client: QueryClient): string {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' });
  const queries = state.queries.map((query) => {
    // No clock times: the same data gives the same page in every process and at every moment, so
    // its ETag holds across replicas and CDN revalidations. The browser never refetches on age
    // (staleTime is Infinity), and its cache is empty when this arrives, so nothing reads them.
    const timeless = { ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 } };
    if (query.state.status !== 'error') return timeless;
    return { ...timeless, state: { ...timeless.state, error: toSentError(query.state.error), fetchFailureReason: null } };
  });
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** The server's cache from the data block, errors revived as ApiErrors; null when there is none or it is unreadable. */
export function readQueryState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    for (const query of state.queries) {
      const error: unknown = query.state.error;
      if (isSentError(error)) query.state.error = new ApiError(error.message, { status: error.status, code: error.code });
    }
    return state;
  } catch {
    return null;
  }
}

/**
 * A query the server saw fail (an unknown slug) keeps its error on mount instead of being asked
 * again at once: otherwise the first render would show "loading" where the server's markup says
 * "not found". Its retry button still asks again.
 */
export function keepFailedQueriesOnMount(client: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

export function hydrateQueryState(client: QueryClient, doc: Document): void {
  const state = readQueryState(doc);
  if (!state) return;
  hydrate(client, state);
  keepFailedQueriesOnMount(client, state);
}
