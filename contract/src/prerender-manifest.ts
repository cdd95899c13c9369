/**
 * What the front end's build step (frontend/scripts/prerender.ts) leaves for the gateway, under
 * `<build output>/prerendered/`: `<language>/<file>` for each page and this manifest.
 */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST_FILE = 'manifest.json';

export interface PrerenderManifest {
  languages: string[];
  /** Path → file, for requests without a query string. */
  pages: Record<string, string>;
  /** The file for every other page: navigation, footer and the page loader. */
  shell: string;
}
