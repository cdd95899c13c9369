import { bookSlug, catalogueItemPath, LANGUAGE_QUERY_PARAM, LOCALES, PREVIEW_LINK_TTL_MS, PREVIEW_QUERY_PARAM, type Locale } from '@starshelf/contract';
import type { Endpoint } from 'payload';

import { signPreviewToken } from '../catalogue/preview.js';
import type { CuratedTable } from '../catalogue/public-sql.js';
import { refusalOfNonEditors } from './translation-status-endpoint.js';

const NO_STORE = { 'cache-control': 'no-store' };
const CURATED: readonly string[] = ['books', 'authors', 'series', 'genres', 'awards'];

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400, headers: NO_STORE });

/**
 * POST /cms/api/preview-link `{ collection, id, locale }` (docs/api.md "Catalogue care"), editors
 * only: the address of the document's page on the site with a signed token valid for
 * PREVIEW_LINK_TTL_MS, which shows its latest draft in that language (decision 123).
 */
export const previewLinkEndpoint: Endpoint = {
  path: '/preview-link',
  method: 'post',
  handler: async (req) => {
    const refused = refusalOfNonEditors(req);
    if (refused) return refused;
    const body = (await req.json?.().catch(() => null)) as { collection?: unknown; id?: unknown; locale?: unknown } | null;
    const collection = typeof body?.collection === 'string' && CURATED.includes(body.collection) ? (body.collection as CuratedTable) : undefined;
    const id = typeof body?.id === 'number' || typeof body?.id === 'string' ? Number(body.id) : NaN;
    const locale = (LOCALES as readonly string[]).includes(String(body?.locale)) ? (body?.locale as Locale) : undefined;
    if (!collection || !Number.isSafeInteger(id) || id < 1 || !locale) return badRequest('collection, id and locale are required');
    const doc = await req.payload
      .findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, locale, trash: true })
      .catch(() => null);
    if (!doc) return Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404, headers: NO_STORE });
    const now = Date.now();
    const token = signPreviewToken(req.payload.config.secret, { collection, id, locale }, now);
    // A book's address from its stored slug, as its page names itself; the others by id, which a
    // document never published has as well.
    const { slug, title } = doc as { slug?: string | null; title?: string };
    const path = collection === 'books' ? catalogueItemPath('books', bookSlug(slug || title, id)) : catalogueItemPath(collection, id);
    const query = new URLSearchParams({ [LANGUAGE_QUERY_PARAM]: locale, [PREVIEW_QUERY_PARAM]: token });
    return Response.json({ url: `${path}?${query.toString()}`, expiresAt: new Date(now + PREVIEW_LINK_TTL_MS).toISOString() }, { headers: NO_STORE });
  },
};
