// Served at the site's root (the gateway forwards /robots.txt, /sitemap.xml and /sitemaps/*), not
// under /api: crawlers look for them there.
import { Router, type Response } from 'express';
import { AppError } from '../../http/app-error.js';
import { renderRobotsTxt } from './sitemap-xml.js';
import { SITEMAP_KINDS, type SitemapKind, type SitemapService } from './service.js';

// Crawlers read these rarely and an edit may wait an hour to appear; a CDN keeps them meanwhile.
export const SITEMAP_CACHE_CONTROL = 'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400';

const FILE_PATTERN = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;

const isKind = (value: string): value is SitemapKind => (SITEMAP_KINDS as readonly string[]).includes(value);

function sendXml(res: Response, xml: string): void {
  res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
  res.type('application/xml; charset=utf-8').send(xml);
}

export function sitemapRoutes(sitemaps: SitemapService): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('text/plain; charset=utf-8').send(renderRobotsTxt(sitemaps.robotsSitemapUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    sendXml(res, await sitemaps.index());
  });
  router.get('/sitemaps/:file', async (req, res) => {
    const match = FILE_PATTERN.exec(req.params.file);
    const kind = match?.[1] ?? '';
    if (!match || !isKind(kind)) throw new AppError('NOT_FOUND', 404, 'Unknown sitemap');
    const xml = await sitemaps.page(kind, Number(match[2]));
    if (xml === null) throw new AppError('NOT_FOUND', 404, 'Unknown sitemap');
    sendXml(res, xml);
  });
  return router;
}
