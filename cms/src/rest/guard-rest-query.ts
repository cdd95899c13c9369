import * as qs from 'qs-esm';

import type { RestHandler } from '../sign-in/guard-sign-in.js';
import { problemWithRestQuery } from './query-shape.js';

/** The options of Payload's own parse (createPayloadRequest), so the check sees what Payload will. */
const PAYLOAD_QS_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true } as const;

/** The query of a request as Payload parses it; empty when there is none. */
export function parsePayloadQuery(search: string): Record<string, unknown> {
  return search ? (qs.parse(search, PAYLOAD_QS_OPTIONS) as Record<string, unknown>) : {};
}

/**
 * Answers 400 in Payload's error shape for a query Payload cannot read (see query-shape.ts),
 * before it reaches Payload's handlers, which would answer 500.
 */
export function refuseMalformedQueries(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const { search } = new URL(request.url);
    let problem: string | undefined;
    try {
      problem = problemWithRestQuery(parsePayloadQuery(search));
    } catch {
      problem = 'the query string cannot be read';
    }
    if (problem) return Response.json({ errors: [{ message: `Invalid query: ${problem}` }] }, { status: 400, headers: { 'cache-control': 'no-store' } });
    return handler(request, args);
  };
}
