import type { Request } from 'express';
import { z } from 'zod';
import { LANGUAGE_PREFERENCE_KEY, type Locale, resolveReaderLocale } from '@starshelf/contract';
import { readCookie } from './cookies.js';

/**
 * The reader's language for this request by the contract's one rule: `explicit` (`?locale=`, a
 * body's `locale`), else the language cookie, else Accept-Language by q-value, else the default.
 */
export function readerLocale(req: Request, explicit?: unknown): Locale {
  return resolveReaderLocale({
    explicit: typeof explicit === 'string' ? explicit : undefined,
    cookie: readCookie(req, LANGUAGE_PREFERENCE_KEY),
    acceptLanguage: req.get('accept-language'),
  });
}

/**
 * `?locale=`, the explicit choice of the routes that answer in the reader's language. Any value is
 * taken: one we do not offer (or a repeated one) falls through to the cookie and the header.
 */
export const localeQuerySchema = z.object({
  locale: z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional()),
});
