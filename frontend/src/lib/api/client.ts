import { ApiError, type ApiErrorCode } from './api-error';

// Only types come from the contract: its zod schemas would bloat the initial bundle.
type ErrorBody = { message?: unknown; code?: unknown; details?: unknown };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

const FALLBACK_CODES: Record<number, ApiErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function codeFor(status: number): ApiErrorCode {
  return FALLBACK_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFrom(response: Response, payload: unknown): ApiError {
  const error: ErrorBody = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
  const message =
    typeof error.message === 'string' && error.message !== ''
      ? error.message
      : response.statusText || `Request failed with status ${response.status}`;
  const code = typeof error.code === 'string' ? (error.code as ApiErrorCode) : codeFor(response.status);
  return new ApiError(message, { status: response.status, code, details: error.details });
}

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch, read at call time (tests replace the global). */
let resolveFetcher: () => Fetcher = () => fetch;

/**
 * For the server renderer only: it answers each render's requests through that render's own
 * transport (see src/ssr/api-transport.ts). The browser never calls this.
 */
export function setFetcherResolver(resolver: () => Fetcher): void {
  resolveFetcher = resolver;
}

/**
 * Every call to /api goes through here: cookies are always sent, a success envelope is unwrapped
 * to its data, and anything else (error envelope, non-2xx, unreadable body, no network) becomes
 * an ApiError carrying status, code and details.
 */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const hasBody = options.body !== undefined;
  // A multipart body sets its own Content-Type, boundary included; setting it here would break it.
  const isForm = options.body instanceof FormData;
  if (hasBody && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await resolveFetcher()(path, {
      method,
      headers,
      credentials: 'include',
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });
  }

  if (response.status === 204) return undefined as T;
  const payload = await readJson(response);
  if (!response.ok || !isRecord(payload) || payload.success !== true) {
    if (response.ok && !isRecord(payload)) {
      throw new ApiError('Unreadable response', { status: response.status, code: 'UNKNOWN' });
    }
    throw errorFrom(response, payload);
  }
  return payload.data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
