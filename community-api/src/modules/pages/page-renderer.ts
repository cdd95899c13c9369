import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_FILE, type RenderPage } from '@starshelf/contract';
import type { Logger } from '../../lib/logger.js';

/** The front end's build output, from this file in src/ or dist/ alike (both sit 4 levels below the repository). */
export const DEFAULT_PAGE_RENDERER_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../frontend',
  PAGE_RENDERER_DIR,
  PAGE_RENDERER_FILE,
);

/** How long a missing or broken renderer is believed before the file is looked at again. */
const RETRY_AFTER_MS = 5_000;

export interface PageRendererSource {
  /** The renderer, or undefined while the front end is not built (the gateway then serves the shell). */
  load: () => Promise<RenderPage | undefined>;
}

/**
 * Loads the renderer module on first use, not at start-up: the API runs without a front-end build
 * (development, the API's own tests), and a build finished later is picked up within seconds.
 */
export function pageRendererFrom(file: string, logger: Logger): PageRendererSource {
  let loaded: RenderPage | undefined;
  let failedAt = -Infinity;
  let pending: Promise<RenderPage | undefined> | undefined;

  const attempt = async (): Promise<RenderPage | undefined> => {
    if (!existsSync(file)) {
      failedAt = Date.now();
      return undefined;
    }
    try {
      const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
      if (typeof module.renderPage !== 'function') throw new Error(`${PAGE_RENDERER_FILE} exports no renderPage`);
      loaded = module.renderPage as RenderPage;
      logger.info({ file }, 'page renderer loaded');
      return loaded;
    } catch (error) {
      failedAt = Date.now();
      logger.error({ err: error, file }, 'page renderer failed to load; serving the shell');
      return undefined;
    }
  };

  return {
    load: async () => {
      if (loaded) return loaded;
      if (Date.now() - failedAt < RETRY_AFTER_MS) return undefined;
      pending ??= attempt().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
