// Calls of the declared /api routes from inside this process, without a socket (decision 115): the
// server-rendered pages read their data this way. A GET's path and query are resolved to the
// declared route as Express would resolve them, and the route's own `run` validates the query and
// calls the handler, so the answer (and any failure's status and envelope) is the one the HTTP
// route gives an anonymous reader.
import { parse as parseQuery } from 'node:querystring';
import type { Request, RequestHandler, Response } from 'express';
import { fail } from '@starshelf/contract';
import { AppError } from './app-error.js';
import { knownAnswerFor } from './error-handler.js';
import type { Route } from './route.js';

/** A GET of the API by path and query (`/api/books/dune-42?locale=de`), answered like an HTTP one. */
type WebResponse = globalThis.Response;
export type ApiCall = (pathAndQuery: string) => Promise<WebResponse>;

/** Where /api is mounted: the declared paths are relative to it. */
const API_PREFIX = '/api';

type Matched = { route: Route; params: Record<string, string> };

/**
 * Express's matching of the declared paths (`/books/:idOrSlug`): literal segments case-insensitive,
 * a parameter one non-empty segment, decoded (a malformed escape is the router's URIError, a 400),
 * a trailing slash allowed.
 */
function matcherOf(path: string): (segments: readonly string[]) => Record<string, string> | undefined {
  const declared = path.split('/').slice(1);
  return (segments) => {
    if (segments.length !== declared.length) return undefined;
    const params: Record<string, string> = {};
    for (const [index, part] of declared.entries()) {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        if (segment === '') return undefined;
        params[part.slice(1)] = decodeURIComponent(segment);
      } else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
    }
    return params;
  };
}

/** The request as the route and its handler read it: no cookie, no session, the reader's language as the only header. */
function requestFor(originalUrl: string, path: string, query: Record<string, unknown>, params: Record<string, string>, headers: Record<string, string>): Request {
  const request = {
    method: 'GET',
    originalUrl,
    url: originalUrl,
    path,
    params,
    query,
    body: undefined,
    headers,
    ip: '127.0.0.1',
    get: (name: string) => headers[name.toLowerCase()],
    header: (name: string) => headers[name.toLowerCase()],
  };
  return request as unknown as Request;
}

/** The answer a handler writes through `res.status(...).json(...)`, kept instead of sent. */
class HeldAnswer {
  statusCode = 200;
  body: string | undefined;
  readonly headers = new Map<string, string>();
  readonly locals: Record<string, unknown> = {};

  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    return this;
  }
  set(name: string, value: string): this {
    return this.setHeader(name, value);
  }
  getHeader(name: string): string | undefined {
    return this.headers.get(name.toLowerCase());
  }
  vary(field: string): this {
    const current = this.getHeader('vary');
    return this.setHeader('vary', current ? `${current}, ${field}` : field);
  }
  json(value: unknown): this {
    // As Express's res.json (no replacer, no spacing are configured): the browser parses the same text.
    this.body = JSON.stringify(value);
    return this;
  }
  /** Only JSON is answered in process (`sendJsonBytes`): the answer's type is always JSON. */
  type(_type: 'json'): this {
    return this;
  }
  send(body: Buffer): this {
    this.body = body.toString('utf8');
    return this;
  }
  get headersSent(): boolean {
    return this.body !== undefined;
  }
}

const runMiddleware = (handler: RequestHandler, req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => {
    const next = (error?: unknown) => (error === undefined || error === null ? resolve() : reject(error instanceof Error ? error : new Error(String(error))));
    Promise.resolve(handler(req, res, next)).catch(reject);
  });

const jsonAnswer = (status: number, body: string, headers: Iterable<[string, string]> = []): WebResponse =>
  new globalThis.Response(body, { status, headers: [['content-type', 'application/json; charset=utf-8'], ...headers] });

export interface InProcessApiOptions {
  /** Unexpected failures are answered 500 without internals, as over HTTP, and reported here with the page request's id. */
  onFault: (error: unknown, pathAndQuery: string, requestId: string) => void;
}

/**
 * The caller of `routes` (the API's declared list, in the order Express sees it) for an anonymous
 * reader whose language is `language`. Only GETs that answer an envelope are reachable; a route
 * that is not public answers 401 as its guard would for a reader without a session.
 */
export function inProcessApi(routes: readonly Route[], options: InProcessApiOptions) {
  const gets = routes.filter((declared) => declared.method === 'GET').map((declared) => ({ route: declared, match: matcherOf(declared.path) }));

  const resolve = (path: string): Matched | undefined => {
    const segments = path.replace(/\/$/, '').split('/').slice(1);
    for (const { route: declared, match } of gets) {
      const params = match(segments);
      if (params) return { route: declared, params };
    }
    return undefined;
  };

  const answer = async (pathAndQuery: string, headers: Record<string, string>): Promise<WebResponse> => {
    const queryStart = pathAndQuery.indexOf('?');
    const fullPath = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
    const path = fullPath.slice(API_PREFIX.length) || '/';
    const matched = resolve(path);
    if (!matched) throw new AppError('NOT_FOUND', 404, `No route for GET ${fullPath}`);
    const { route: declared, params } = matched;
    if (declared.access !== 'public') throw new AppError('UNAUTHENTICATED', 401, 'You must be logged in');
    if (!declared.response) throw new Error(`GET ${declared.path} answers without an envelope: not callable in process`);
    // Express's "simple" query parser (its default, which the app keeps).
    const query = parseQuery(queryStart === -1 ? '' : pathAndQuery.slice(queryStart + 1));
    const req = requestFor(pathAndQuery, fullPath, query, params, headers);
    const held = new HeldAnswer();
    const res = held as unknown as Response;
    for (const handler of declared.before ?? []) await runMiddleware(handler, req, res);
    // The validated call settles when the handler has answered (Express 5 awaits it the same way).
    await declared.run(req, res, (error?: unknown) => {
      if (error) throw error;
    });
    if (held.body === undefined) throw new Error(`GET ${declared.path} sent no JSON answer`);
    return jsonAnswer(held.statusCode, held.body, held.headers);
  };

  return {
    /**
     * The caller for one reader's language: every call carries it as Accept-Language, as a browser
     * in that language would. A fault's answer and report name `requestId`, the page request's own,
     * so the page's log line and the fault's are found together.
     */
    forLanguage(language: string, requestId = ''): ApiCall {
      const headers = { 'accept-language': language, accept: 'application/json' };
      return async (pathAndQuery) => {
        // Only our own API: the renderer cannot be turned into a way to reach anything else.
        if (!pathAndQuery.startsWith(`${API_PREFIX}/`)) throw new Error('fetchApi only reaches /api/');
        try {
          return await answer(pathAndQuery, headers);
        } catch (error) {
          const known = knownAnswerFor(error);
          if (known) return jsonAnswer(known.status, JSON.stringify(fail(known.code, known.message, known.details)));
          options.onFault(error, pathAndQuery, requestId);
          return jsonAnswer(500, JSON.stringify(fail('INTERNAL', 'Internal server error', { requestId })));
        }
      };
    },
  };
}
