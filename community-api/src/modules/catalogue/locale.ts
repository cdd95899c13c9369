import type { Request, RequestHandler, Response } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale, resolveLocale } from '@starshelf/contract';

/** The best supported language of an Accept-Language header, by its q weights; else en. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const supported = ranked.map((entry) => entry.tag.split(/[-_]/)[0]).find((tag) => (LOCALES as readonly string[]).includes(tag ?? ''));
  return (supported as Locale | undefined) ?? DEFAULT_LOCALE;
}

/**
 * Reads `?locale=`, else Accept-Language, before any query validation replaces `req.query`, and
 * keeps it in res.locals for the handlers.
 */
export const readLocale: RequestHandler = (req, res, next) => {
  const query = req.query as Record<string, unknown>;
  const given = typeof query.locale === 'string' ? query.locale : undefined;
  res.locals.locale = given ? resolveLocale(given) : localeFromHeader(req.get('accept-language'));
  next();
};

export function localeOf(res: Response): Locale {
  return (res.locals.locale as Locale | undefined) ?? DEFAULT_LOCALE;
}

export type { Request };
