/**
 * The pages the build prerenders in every UI language, with the module of each page's route, whose
 * chunk the HTML preloads. Every other path gets the shell (navigation, footer, page loader).
 * The gateway reads the same list from the manifest the prerender step writes.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'home.html', module: 'src/app/routes/home.tsx' },
  { path: '/books', file: 'books.html', module: 'src/app/routes/books.tsx' },
] as const;

export const SHELL_FILE = 'shell.html';
/** Under the build output: `<language>/<file>` and `manifest.json`. */
export const PRERENDER_DIR = 'prerendered';

/** What the gateway needs to choose a file; see scripts/lib/prerendered-pages.ts. */
export interface PrerenderManifest {
  languages: string[];
  /** Path → file, for requests without a query string. */
  pages: Record<string, string>;
  shell: string;
}
