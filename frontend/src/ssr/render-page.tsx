/// <reference types="node" />
// The server renderer's entry, built by scripts/build-page-renderer.ts into dist-ssr/render-page.js
// (contract: PAGE_RENDERER_FILE), which the community API loads to serve the catalogue pages with
// their data. The build leaves the page template and Vite's manifest next to it.
import { readFile } from 'node:fs/promises';
import type { RenderPage } from '@starshelf/contract';
import { PAGE_TEMPLATE_FILE, VITE_MANIFEST_FILE } from './asset-files';
import { createPageRenderer, type PageAssets } from './create-page-renderer';
import type { ViteManifest } from './page-assets';

let assets: Promise<PageAssets> | undefined;

/** Read once, on the first render: they only change with a new build. */
function loadAssets(): Promise<PageAssets> {
  assets ??= Promise.all([
    readFile(new URL(PAGE_TEMPLATE_FILE, import.meta.url), 'utf8'),
    readFile(new URL(VITE_MANIFEST_FILE, import.meta.url), 'utf8'),
  ]).then(([template, manifest]) => ({ template, manifest: JSON.parse(manifest) as ViteManifest }));
  // A failed read is tried again by the next render rather than remembered.
  assets.catch(() => {
    assets = undefined;
  });
  return assets;
}

export const renderPage: RenderPage = createPageRenderer(loadAssets);
