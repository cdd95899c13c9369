import type { PayloadRequest } from 'payload';

/**
 * Runs a Local API call that shares `req` (and so its transaction) without leaking into the
 * outer operation: Payload's createLocalReq overwrites `req.locale`, `req.fallbackLocale` and
 * merges `req.context` on the request it is given, which would make the outer write land in
 * the nested call's locale.
 */
export async function nestedCall<T>(req: PayloadRequest, call: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale, context } = req;
  try {
    return await call();
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
    req.context = context;
  }
}

/** A relationship value is an id at depth 0 and a document when populated. */
export function relationId(value: unknown): number | string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id;
    if (typeof id === 'number' || typeof id === 'string') return id;
  }
  return undefined;
}
