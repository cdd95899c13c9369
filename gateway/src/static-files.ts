import { join } from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The front end's built files. The build leaves a Brotli and a gzip copy beside each asset
 * (frontend/scripts/compress-assets.ts); the browser gets the smallest it accepts.
 */
export function staticFiles(staticDir: string): RequestHandler {
  const assetsDir = join(staticDir, 'assets');
  return expressStaticGzip(staticDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under /assets, so it may be cached for good.
        if (filePath.startsWith(assetsDir)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    },
  });
}
