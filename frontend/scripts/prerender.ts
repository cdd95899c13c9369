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
import { inlineStylesheet } from './inline-stylesheet';
import { languageChunk, preloadsFor, type ViteManifest } from '../src/ssr/page-assets';

const FRONTEND_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(FRONTEND_DIR, 'dist');
const SSR_OUT = join(FRONTEND_DIR, '.ssr-build');
const ROOT_TAG = '<div id="root"></div>';

type RenderPage = (path: string | null, language: string) => Promise<string>;

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
    const template = inlineStylesheet(DIST, readFileSync(join(DIST, 'index.html'), 'utf8'));
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const year = new Date().getFullYear();
    const targets = [...PRERENDERED_PAGES.map(({ path, file, module }) => ({ path, file, modules: [module] })), { path: null, file: SHELL_FILE, modules: [] }];

    for (const language of LOCALES) {
      mkdirSync(join(DIST, PRERENDER_DIR, language), { recursive: true });
      for (const target of targets) {
        const markup = await renderPage(target.path, language);
        const attributes = target.path === null ? {} : prerenderAttributes({ path: target.path, language, year });
        const html = page(template, markup, attributes, language, preloadsFor(manifest, [...languageChunk(language), ...target.modules]));
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
