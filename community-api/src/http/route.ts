import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { toFieldIssues, type FieldIssue } from '@starshelf/contract';
import type { UserRow } from '../db/schema.js';
import { ACCESS_RULES, type Access } from './access.js';
import { AppError } from './app-error.js';
import { guardFor } from './guards.js';
import { currentUser } from './request-context.js';
import { refuseNulInUrl } from './url-input.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request schema, or a builder called per request (rules that move with the calendar). */
export type RequestSchema = z.ZodType | ((now: Date) => z.ZodType);
type Built<S> = S extends (now: Date) => infer T ? T : S;
type Parsed<S> = Built<S> extends z.ZodType ? z.output<Built<S>> : undefined;

/** A session is guaranteed on every route that is not public. */
export type UserFor<A extends Access> = A extends 'public' ? UserRow | undefined : UserRow;

export type RouteInput<A extends Access, P, Q, B> = { params: Parsed<P>; query: Parsed<Q>; body: Parsed<B>; user: UserFor<A> };

/**
 * How a refused body reads. `located` (the default) prefixes each path with `body.` like params and
 * query; the catalogue forms get bare paths, and the edition form its first (German) message.
 */
export type BodyIssueStyle = 'located' | 'bare' | 'first-message';

/** The answers that carry no JSON envelope, each declared as such instead of a response schema. */
export const ANSWERS_WITHOUT_ENVELOPE = ['no-content', 'redirect', 'event-stream', 'openapi-document', 'csv-download'] as const;
export type AnswerWithoutEnvelope = (typeof ANSWERS_WITHOUT_ENVELOPE)[number];

/**
 * What a route answers on success: the schema of its envelope's `data`, one of the answers
 * without an envelope, or a JSON download. A route declares exactly one, so /api/docs describes every answer.
 */
type Answer =
  | { response: z.ZodType; answers?: never; download?: never }
  | { response?: never; answers: AnswerWithoutEnvelope; download?: never }
  /** A JSON file the browser saves (no envelope: the file is the document itself). */
  | { response?: never; answers?: never; download: z.ZodType };

type Declaration<A extends Access, P, Q, B> = Answer & {
  method: HttpMethod;
  /** Express syntax, relative to /api. */
  path: string;
  access: A;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyIssues?: BodyIssueStyle;
  /** A multipart file upload the handler reads itself (no `body` schema): the field and what it holds, for /api/docs. */
  upload?: { field: string; description: string };
  /** The success status (200 unless given). */
  status?: number;
  /** What a 301 to another address of the same call means (a slug the item has left), for /api/docs. */
  moved?: string;
  /** Failures beyond the 400, 401 and 403 that the schemas and the access rule already imply. */
  errors?: ReadonlyArray<readonly [status: number, description: string]>;
  /** Runs after the guard and before validation (rate limits). */
  before?: readonly RequestHandler[];
  handler: (input: RouteInput<A, P, Q, B>, req: Request, res: Response) => unknown;
};

/** A declared route: what mounting, the guard, the docs and the authorisation matrix all read. */
export type Route = Omit<Declaration<Access, RequestSchema | undefined, RequestSchema | undefined, RequestSchema | undefined>, 'handler'> & {
  /** The validated call of the handler (the guard and `before` run ahead of it). */
  run: RequestHandler;
};

const schemaAt = (schema: RequestSchema, now: Date): z.ZodType => (typeof schema === 'function' ? schema(now) : schema);

function parseInto(location: 'params' | 'query' | 'body', schema: RequestSchema | undefined, value: unknown, now: Date, issues: FieldIssue[], prefix: boolean): unknown {
  if (!schema) return undefined;
  const result = schemaAt(schema, now).safeParse(value ?? {});
  if (result.success) return result.data;
  for (const issue of toFieldIssues(result.error)) {
    issues.push(prefix ? { ...issue, path: issue.path ? `${location}.${issue.path}` : location } : issue);
  }
  return undefined;
}

/**
 * Declares one route. Its handler receives params, query and body parsed by the declared schemas
 * (all failures reported together as one 400) and the member, guaranteed unless the route is public.
 */
export function route<A extends Access, P extends RequestSchema | undefined = undefined, Q extends RequestSchema | undefined = undefined, B extends RequestSchema | undefined = undefined>(
  declaration: Declaration<A, P, Q, B>,
): Route {
  const { handler, ...rest } = declaration;
  const style = declaration.bodyIssues ?? 'located';
  const run: RequestHandler = async (req, res) => {
    refuseNulInUrl(req);
    const now = new Date();
    const issues: FieldIssue[] = [];
    const params = parseInto('params', declaration.params, req.params, now, issues, true);
    const query = parseInto('query', declaration.query, req.query, now, issues, true);
    const located = issues.length;
    const body = parseInto('body', declaration.body, req.body, now, issues, style === 'located');
    if (issues.length > 0) {
      const firstOfBody = style === 'first-message' && located === 0 ? issues[0]?.message : undefined;
      throw new AppError('VALIDATION_FAILED', 400, firstOfBody ?? 'Invalid input', issues);
    }
    // The guard ran before `run`, so a route that is not public always finds its member here.
    const input = { params, query, body, user: currentUser(req) } as RouteInput<A, P, Q, B>;
    await handler(input, req, res);
  };
  return { ...rest, run };
}

/** Mounts routes in the order given: the guard of each access rule, then `before`, then the handler. */
export function mountRoutes(routes: readonly Route[]): Router {
  const router = Router();
  const seen = new Set<string>();
  for (const declared of routes) {
    const key = `${declared.method} ${declared.path}`;
    if (!ACCESS_RULES.includes(declared.access)) throw new Error(`${key} has no access rule`);
    if (seen.has(key)) throw new Error(`${key} is declared twice`);
    seen.add(key);
    const guard = declared.access === 'public' ? [] : [guardFor(declared.access)];
    router[methodOf(declared)](declared.path, ...guard, ...(declared.before ?? []), declared.run);
  }
  return router;
}

const methodOf = (declared: Route) => declared.method.toLowerCase() as Lowercase<HttpMethod>;
