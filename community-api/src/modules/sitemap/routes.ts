// Served at the site's root (the gateway forwards /robots.txt, /sitemap.xml and /sitemaps/*), not
// under /api: crawlers look for them there.
import { Router, type Request, type Response } from 'express';
import { AppError } from '../../http/app-error.js';
import { ipKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import type { CatalogueChanges } from '../catalogue/catalogue-changes.js';
import { packSitemap, sendPackedSitemap } from './packed-sitemap.js';
import { sitemapCache } from './sitemap-cache.js';
import { renderRobotsTxt } from './sitemap-xml.js';
import { SITEMAP_KINDS, type SitemapKind, type SitemapService } from './service.js';

// Crawlers read these rarely and an edit may wait an hour to appear; a CDN keeps them meanwhile.
export const SITEMAP_CACHE_CONTROL = 'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400';

const FILE_PATTERN = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;

const isKind = (value: string): value is SitemapKind => (SITEMAP_KINDS as readonly string[]).includes(value);

type Deps = { limiters: RateLimiters; changes: CatalogueChanges };

const INDEX_FILE = 'index';

/** The file's XML by its name (`index`, or `books-3` as a kind and a number), null when it has none. */
function buildFile(sitemaps: SitemapService, name: string): Promise<string | null> {
  if (name === INDEX_FILE) return sitemaps.index();
  const [kind, page] = name.split('-') as [SitemapKind, string];
  return sitemaps.page(kind, Number(page));
}

export function sitemapRoutes(sitemaps: SitemapService, { limiters, changes }: Deps): Router {
  const cached = sitemapCache(changes, async (name) => {
    const xml = await buildFile(sitemaps, name);
    return xml === null ? null : packSitemap(xml);
  });
  // robots.txt is a few constant lines; every sitemap request counts, whether built or cached.
  const limited = rateLimit(limiters, [['sitemapIp', ipKey]]);
  const sendCached = async (req: Request, res: Response, name: string) => {
    const file = await cached(name);
    if (file === null) throw new AppError('NOT_FOUND', 404, 'Unknown sitemap');
    await sendPackedSitemap(req, res, file, SITEMAP_CACHE_CONTROL);
  };

  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('text/plain; charset=utf-8').send(renderRobotsTxt(sitemaps.robotsSitemapUrl));
  });
  router.get('/sitemap.xml', limited, async (req, res) => {
    await sendCached(req, res, INDEX_FILE);
  });
  router.get('/sitemaps/:file', limited, async (req, res) => {
    const { file } = req.params;
    const match = typeof file === 'string' ? FILE_PATTERN.exec(file) : null;
    const kind = match?.[1] ?? '';
    if (!match || !isKind(kind)) throw new AppError('NOT_FOUND', 404, 'Unknown sitemap');
    const page = Number(match[2]);
    await sendCached(req, res, `${kind}-${page}`);
  });
  return router;
}
