// Build step after `vite build`: renders the pages of src/prerender/pages.ts and the shell in
// every UI language to HTML (dist/prerendered/<language>/<file>, plus manifest.json for the
// gateway), each with the preloads its first render needs. Reading the page then costs one
// request, and the browser paints it before any script has run.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES, PRERENDER_DIR, PRERENDER_MANIFEST_FILE, type PrerenderManifest } from '@starshelf/contract';
import { build } from 'vite';
import { prerenderAttributes } from '../src/app/prerendered-page';
import { PRERENDERED_PAGES, SHELL_FILE } from '../src/prerender/pages';

const FRONTEND_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(FRONTEND_DIR, 'dist');
const SSR_OUT = join(FRONTEND_DIR, '.ssr-build');
const ROOT_TAG = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
type RenderPage = (path: string | null, language: string) => Promise<string>;

/** The chunk of `key` and everything it imports statically, as /assets/... paths. */
function chunkClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([`/${chunk.file}`]);
  for (const imported of chunk.imports ?? []) for (const file of chunkClosure(manifest, imported, seen)) files.add(file);
  return files;
}

function preloadsFor(manifest: ViteManifest, keys: string[]): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest names no entry');
  const alreadyLoaded = chunkClosure(manifest, entryKey);
  const files = new Set<string>();
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`the Vite manifest has no chunk for ${key}`);
    for (const file of chunkClosure(manifest, key)) if (!alreadyLoaded.has(file)) files.add(file);
  }
  return [...files];
}

/**
 * The site has one stylesheet (Tailwind, about 9 KB compressed). Inline, the page paints as soon as
 * its HTML has arrived instead of waiting for the stylesheet, which shares the connection with the
 * scripts. The CSP allows inline styles (not inline scripts).
 */
function inlineStylesheet(template: string): string {
  const link = STYLESHEET.exec(template);
  if (!link?.[1]) throw new Error('dist/index.html links no stylesheet');
  const css = readFileSync(join(DIST, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error(`${link[1]} would end an inline <style> early`);
  return template.replace(link[0], () => `<style>${css}</style>`);
}

function page(template: string, markup: string, attributes: Record<string, string>, language: string, preloads: string[]): string {
  if (!template.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);
  const links = preloads.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">`).join('\n');
  const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join('');
  return template
    .replace(/<html lang="[a-z-]+"/, `<html lang="${language}"`)
    .replace('</head>', `${links}\n  </head>`)
    .replace(ROOT_TAG, () => `<div id="root"${attrs}>${markup}</div>`);
}

async function main(): Promise<void> {
  await build({
    root: FRONTEND_DIR,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: SSR_OUT, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  try {
    const { renderPage } = (await import(pathToFileURL(join(SSR_OUT, 'render-page.js')).href)) as { renderPage: RenderPage };
    const template = inlineStylesheet(readFileSync(join(DIST, 'index.html'), 'utf8'));
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const year = new Date().getFullYear();
    const targets = [...PRERENDERED_PAGES.map(({ path, file, module }) => ({ path, file, modules: [module] })), { path: null, file: SHELL_FILE, modules: [] }];

    for (const language of LOCALES) {
      const languageChunk = language === 'en' ? [] : [`src/i18n/${language}.json`];
      mkdirSync(join(DIST, PRERENDER_DIR, language), { recursive: true });
      for (const target of targets) {
        const markup = await renderPage(target.path, language);
        const attributes = target.path === null ? {} : prerenderAttributes({ path: target.path, language, year });
        const html = page(template, markup, attributes, language, preloadsFor(manifest, [...languageChunk, ...target.modules]));
        writeFileSync(join(DIST, PRERENDER_DIR, language, target.file), html);
      }
    }
    const out: PrerenderManifest = {
      languages: [...LOCALES],
      pages: Object.fromEntries(PRERENDERED_PAGES.map(({ path, file }) => [path, file])),
      shell: SHELL_FILE,
    };
    writeFileSync(join(DIST, PRERENDER_DIR, PRERENDER_MANIFEST_FILE), `${JSON.stringify(out, null, 2)}\n`);
    console.log(`prerendered ${targets.length} pages in ${LOCALES.length} languages into dist/${PRERENDER_DIR}`);
  } finally {
    rmSync(SSR_OUT, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
