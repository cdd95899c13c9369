// Build step after the prerender step: bundles the server renderer of the catalogue pages
// (src/ssr/render-page.tsx) into dist-ssr/render-page.js, which the community API loads. Every
// library goes into the bundle (the production image installs none of the front end's), only
// Node's own modules stay imports. The page template (stylesheet inlined) and Vite's manifest
// (for each page's preloads) are written next to it.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_FILE, type RenderPage } from '@starshelf/contract';
import { build } from 'vite';
import { PAGE_TEMPLATE_FILE, VITE_MANIFEST_FILE } from '../src/ssr/asset-files';
import { inlineStylesheet } from './inline-stylesheet';

const FRONTEND_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(FRONTEND_DIR, 'dist');
const OUT = join(FRONTEND_DIR, PAGE_RENDERER_DIR);
/** Static imports and re-exports at the start of a line, and dynamic imports (not inside strings). */
const IMPORT = /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|(?<![\w.@'"])import\(\s*["']([^"']+)["']\s*\)/g;
/** Comment lines: JSDoc types name packages in `import('…')`. */
const COMMENT_LINE = /^\s*(?:\*|\/\/|\/\*)/;

/** Any import of a package would fail in the production image: only Node's modules may remain. */
function assertSelfContained(): void {
  const builtins = new Set(builtinModules);
  for (const file of readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    const lines = readFileSync(join(OUT, file), 'utf8').split('\n').filter((line) => !COMMENT_LINE.test(line));
    for (const match of lines.flatMap((line) => [...line.matchAll(IMPORT)])) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const isLocal = specifier.startsWith('.') || specifier.startsWith('/');
      if (!isLocal && !specifier.startsWith('node:') && !builtins.has(specifier)) throw new Error(`${file} imports the package ${specifier}`);
    }
  }
}

/** Renders an unknown book with an API that knows nothing: the bundle loads, runs and says 404. */
async function smokeTest(): Promise<void> {
  const { renderPage } = (await import(pathToFileURL(join(OUT, PAGE_RENDERER_FILE)).href)) as { renderPage: RenderPage };
  const notFound = () => Promise.resolve(Response.json({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }));
  const page = await renderPage({ url: '/books/no-such-book', language: 'de', theme: 'dark', origin: 'http://localhost', fetchApi: notFound });
  if (page.status !== 404 || !page.html.includes('<html lang="de"')) throw new Error('the built page renderer did not render the not-found page');
}

async function main(): Promise<void> {
  await build({
    root: FRONTEND_DIR,
    logLevel: 'warn',
    ssr: { noExternal: true },
    // React's production server renderer, as the browser gets React's production build: the
    // development one is several times slower, and the API's NODE_ENV must not decide that.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { ssr: 'src/ssr/render-page.tsx', outDir: OUT, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  writeFileSync(join(OUT, PAGE_TEMPLATE_FILE), inlineStylesheet(DIST, readFileSync(join(DIST, 'index.html'), 'utf8')));
  copyFileSync(join(DIST, '.vite', 'manifest.json'), join(OUT, VITE_MANIFEST_FILE));
  // The bundle is an ES module wherever it is copied to, whatever package.json is above it.
  writeFileSync(join(OUT, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  assertSelfContained();
  await smokeTest();
  console.log(`built the page renderer into ${PAGE_RENDERER_DIR}/${PAGE_RENDERER_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
