/** The files the build writes next to dist-ssr/render-page.js (scripts/build-page-renderer.ts). */
export const PAGE_TEMPLATE_FILE = 'template.html';
export const VITE_MANIFEST_FILE = 'vite-manifest.json';
