// The HTML the gateway answers page requests with: the page prerendered in the reader's language
// and theme (frontend/scripts/prerender.ts writes them with a manifest), or the bare index.html
// when the build has no prerendered pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  guessPreferences,
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  type PrerenderManifest,
  type PreferenceHints,
  type Theme,
  THEMES,
} from '@starshelf/contract';

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
