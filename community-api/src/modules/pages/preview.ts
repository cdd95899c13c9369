// The editors' preview of a draft on its real page (decision 123): `?preview=<token>` on a page's
// address renders the latest draft of the document the token names, never from or into the page
// cache, marked noindex. The token is checked by the catalogue library (signed with the server's
// secret, short-lived, bound to one document and one language).
import { bookDetailSchema, type Locale, type PageRenderRequest } from '@starshelf/contract';
import { readLatestDraft, type PreviewGrant } from '@starshelf/cms/catalogue';

type FetchApi = PageRenderRequest['fetchApi'];

/** The fields a draft may change in an answer: its own text and numbers, not its id, address or ratings. */
const KEPT = new Set(['id', 'slug', 'urlSlug', 'averageRating', 'ratingsCount', 'createdAt', 'updatedAt']);

const isScalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number';

/** The published answer's text and numbers replaced by the draft's, where both have the field. */
function overlay(answer: Record<string, unknown>, draft: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...answer };
  for (const [key, value] of Object.entries(answer)) {
    if (KEPT.has(key) || !isScalar(value) || !(key in draft) || !isScalar(draft[key])) continue;
    merged[key] = draft[key];
  }
  if ('coverImage' in answer && typeof draft.coverImageUrl === 'string' && draft.coverImageUrl !== '') merged.coverImage = draft.coverImageUrl;
  return merged;
}

/** A never-published book as its detail answer: the draft's own fields, no links yet. */
function bookFromDraft(id: number, slug: string, draft: Record<string, unknown>): Record<string, unknown> | null {
  const text = (key: string) => (typeof draft[key] === 'string' && draft[key] !== '' ? (draft[key] as string) : null);
  const integer = (key: string) => (typeof draft[key] === 'number' ? Math.trunc(draft[key] as number) : null);
  const parsed = bookDetailSchema.safeParse({
    id,
    slug,
    title: text('title') ?? '',
    coverImage: text('coverImageUrl'),
    publicationYear: integer('publicationYear'),
    publicationDate: text('publicationDate'),
    averageRating: null,
    ratingsCount: 0,
    authors: [],
    genres: [],
    description: text('description'),
    publisher: text('publisher'),
    pages: integer('pages'),
    series: null,
    seriesPosition: null,
    allSeries: [],
    awards: [],
    editions: [],
    moods: [],
  });
  return parsed.success ? (parsed.data as unknown as Record<string, unknown>) : null;
}

/**
 * The page's data calls with the granted document's detail answered from its latest draft: the
 * published answer with the draft's text, or for a book never published, the draft alone. Every
 * other call (lists, links, the reader's own data) answers as for anyone.
 */
export function previewData(base: FetchApi, grant: PreviewGrant, pageSegment: string | undefined, language: Locale): FetchApi {
  const detailPaths = new Set([`/api/${grant.collection}/${grant.id}`, ...(pageSegment ? [`/api/${grant.collection}/${pageSegment}`] : [])]);
  return async (pathAndQuery) => {
    const path = pathAndQuery.split('?')[0] ?? pathAndQuery;
    if (!detailPaths.has(path)) return base(pathAndQuery);
    const [published, draft] = await Promise.all([base(`/api/${grant.collection}/${grant.id}`), readLatestDraft(grant.collection, grant.id, language)]);
    if (!draft) return published;
    if (published.status === 200) {
      const answer = (await published.json()) as { data: Record<string, unknown> };
      return Response.json({ ...answer, data: overlay(answer.data, draft) });
    }
    if (grant.collection !== 'books' || published.status !== 404) return published;
    const book = bookFromDraft(grant.id, pageSegment ?? String(grant.id), draft);
    return book ? Response.json({ data: book }) : published;
  };
}

/** The page's HTML with a robots noindex meta tag, in its head when it has one. */
export function withNoindexMeta(html: string): string {
  const meta = '<meta name="robots" content="noindex">';
  const head = /<head[^>]*>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}`;
  const body = html.search(/<body[\s>]/i);
  return body === -1 ? `${meta}${html}` : `${html.slice(0, body)}<head>${meta}</head>${html.slice(body)}`;
}
