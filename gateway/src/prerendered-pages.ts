// The HTML the gateway answers page requests with: the page prerendered in the reader's language
// and theme (frontend/scripts/prerender.ts writes them with a manifest), or the bare index.html
// when the build has no prerendered pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  guessPreferences,
  LANGUAGE_PREFERENCE_KEY,
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  type PrerenderManifest,
  type PreferenceHints,
  type Theme,
  THEME_PREFERENCE_KEY,
  THEMES,
} from '@starshelf/contract';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';

/** The theme is a class on <html>; light pages simply lack the default's `dark`. */
function withTheme(html: string, theme: Theme): string {
  return theme === 'dark' ? html : html.replace(/(<html\b[^>]*?)\sclass="dark"/, '$1');
}

export interface PageRequest {
  /** The request's path, without the query string. */
  path: string;
  hasQuery: boolean;
  hints: PreferenceHints;
}

export interface PrerenderedPages {
  /** The HTML for a page request, or undefined when the front end is not built. */
  htmlFor: (request: PageRequest) => string | undefined;
}

export function loadPrerenderedPages(staticDir: string): PrerenderedPages {
  const indexFile = join(staticDir, 'index.html');
  const manifestFile = join(staticDir, PRERENDER_DIR, PRERENDER_MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    // Read on each request: a build running beside the gateway may write it at any moment.
    return { htmlFor: ({ hints }) => (existsSync(indexFile) ? withTheme(readFileSync(indexFile, 'utf8'), guessPreferences(hints).theme) : undefined) };
  }

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const files = new Set([...Object.values(manifest.pages), manifest.shell]);
  // Nine small files (three pages in three languages), each in both themes: kept in memory.
  const pages = new Map<string, string>();
  for (const language of manifest.languages) {
    for (const file of files) {
      const html = readFileSync(join(staticDir, PRERENDER_DIR, language, file), 'utf8');
      for (const theme of THEMES) pages.set(`${language}/${theme}/${file}`, withTheme(html, theme));
    }
  }

  return {
    htmlFor: ({ path, hasQuery, hints }) => {
      const { language, theme } = guessPreferences(hints);
      // A query (filters, a newsletter outcome) changes what the page shows: only the shell fits.
      const file = (!hasQuery && manifest.pages[path]) || manifest.shell;
      return pages.get(`${language}/${theme}/${file}`);
    },
  };
}

function pageRequest(req: Request): PageRequest {
  const cookies = parseCookies(req.headers.cookie ?? '');
  return {
    path: req.path,
    hasQuery: req.originalUrl.includes('?'),
    hints: {
      languageCookie: cookies[LANGUAGE_PREFERENCE_KEY],
      acceptLanguage: req.headers['accept-language'],
      themeCookie: cookies[THEME_PREFERENCE_KEY],
    },
  };
}

/**
 * Every path nothing before answered is a page of the SPA: its prerendered HTML in the reader's
 * language and theme, always revalidated so a deploy shows at once.
 */
export function prerenderedPages(staticDir: string): RequestHandler {
  const pages = loadPrerenderedPages(staticDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) return next();
    const html = pages.htmlFor(pageRequest(req));
    if (html === undefined) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie').vary('Accept-Language');
    res.type('html').send(html);
  };
}
