import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite's own port and sends /api and /cms to the gateway,
// so cookies and paths behave as on the one public origin.
const GATEWAY = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: GATEWAY, changeOrigin: false },
      '/cms': { target: GATEWAY, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Read by the prerender step to preload each prerendered page's chunks (scripts/prerender.ts).
    manifest: true,
    // The CSP forbids inline scripts; keep every asset a separate file.
    assetsInlineLimit: 0,
    // One stylesheet for the whole app, which every document the site sends carries (inlined by
    // the build). Split per chunk, the entry's sheet would also be listed among the files a lazy
    // chunk needs, and Vite's loader, finding no <link> to it beside the inlined copy, would add
    // one: a second download, and the whole page restyled by a sheet it already has.
    cssCodeSplit: false,
    // Libraries change less often than our code: a separate vendor chunk stays cached across deploys.
    // Only the libraries every page needs go there; markdown, Headless UI and zod would otherwise
    // ride along in the initial download of / although only lazily loaded pages use them. Of
    // @tanstack only the query packages: react-virtual comes with Headless UI's combobox (search).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](?:query-core|react-query)|i18next|react-i18next|i18next-browser-languagedetector|cookie|set-cookie-parser)[\\/]/,
            },
            // The cards and states of the catalogue's lists, which the start page renders all of.
            // As eleven chunks of 0.5-1.2 KB they cost 8.5 KB gzip (gzip's dictionary starts
            // empty per file), as one 5.4 KB. The group takes their imports along (toast, button,
            // API client), which the entry needs too, so the chunk loads with the entry on every
            // page: about 5 KB more for pages without cards, 3.4 KB less for / (decision 090).
            {
              name: 'catalogue-cards',
              test: /(?:src[\\/](?:components[\\/](?:book[\\/]book-card|ui[\\/](?:book-cover|badge|rating-stars|states)|reading-list[\\/]reading-list-control)|features[\\/](?:authors|genres|series)[\\/]components[\\/](?:author|genre|series)-card|lib[\\/]api[\\/]community)|contract[\\/]dist[\\/](?:genre-badge|slug|transliterate))\.[jt]sx?$/,
            },
          ],
        },
      },
    },
  },
});
