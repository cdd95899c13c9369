import type { Locale } from './locale.js';
import type { Theme } from './preferences.js';

/**
 * The server-side renderer of the catalogue pages: built from the front end's own routes and pages
 * (frontend/src/ssr/), loaded by the community API, which serves the pages with their data.
 */

/** Where the front end's build leaves the renderer, below `frontend/`: one self-contained ES module. */
export const PAGE_RENDERER_DIR = 'dist-ssr';
export const PAGE_RENDERER_FILE = 'render-page.js';

export interface PageRenderRequest {
  /**
   * The page's address (`pageAddress` of what the reader asked for): its path and the query
   * parameters it is drawn from, e.g. `/books?genre=space-opera`. The page is drawn from it as it is.
   */
  url: string;
  language: Locale;
  theme: Theme;
  /** The public origin for canonical and share URLs, e.g. `https://starshelf.example` (no trailing slash). */
  origin: string;
  /**
   * A GET of the community API on behalf of an anonymous reader in `language`, e.g.
   * `fetchApi('/api/books/dune-42')`; answers exactly what the browser would get.
   */
  fetchApi: (pathAndQuery: string) => Promise<Response>;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown slug or path (the page then says so). */
  status: 200 | 404;
  /** The whole HTML document. */
  html: string;
  /**
   * The path of the page's own address when the page names one (a book's `/books/dune-42`, also
   * when it was asked for as `/books/42` or `/books/x-42`); the API caches the page only when it
   * was asked for by that path (decision 105).
   */
  canonicalPath?: string | undefined;
}

/** What `frontend/dist-ssr/render-page.js` exports. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
