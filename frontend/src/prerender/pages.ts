/**
 * The pages the build prerenders in every UI language, with the module of each page's route, whose
 * chunk the HTML preloads. Every other path gets the shell (navigation, footer, page loader).
 * The gateway reads the same list from the manifest the prerender step writes (its shape is in
 * the contract: `PrerenderManifest`).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'home.html', module: 'src/app/routes/home.tsx' },
  { path: '/books', file: 'books.html', module: 'src/app/routes/books.tsx' },
] as const;

export const SHELL_FILE = 'shell.html';
