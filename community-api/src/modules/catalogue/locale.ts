import type { Request, RequestHandler, Response } from 'express';
import { DEFAULT_LOCALE, LANGUAGE_PREFERENCE_KEY, type Locale, resolveReaderLocale } from '@starshelf/contract';
import { readCookie } from '../../http/cookies.js';

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
 * Resolves the language from `?locale=` and the rest before any query validation replaces
 * `req.query`, and keeps it in res.locals for the handlers.
 */
export const readLocale: RequestHandler = (req, res, next) => {
  res.locals.locale = readerLocale(req, (req.query as Record<string, unknown>).locale);
  next();
};

export function localeOf(res: Response): Locale {
  return (res.locals.locale as Locale | undefined) ?? DEFAULT_LOCALE;
}
