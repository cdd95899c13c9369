import type { Request } from 'express';
import type { UserRow } from '../db/schema.js';

// Per-request state set by the session middleware. Kept in a WeakMap instead of widening Express's
// Request type, so nothing else can set or forge it.
type Context = { user?: UserRow | undefined; sessionToken?: string | undefined };
const contexts = new WeakMap<Request, Context>();

export function setRequestContext(req: Request, context: Context): void {
  contexts.set(req, context);
}

/** The signed-in member, or undefined for an anonymous request. */
export function currentUser(req: Request): UserRow | undefined {
  return contexts.get(req)?.user;
}

export function currentSessionToken(req: Request): string | undefined {
  return contexts.get(req)?.sessionToken;
}
