/**
 * The library's writes (the community API's editor-style writes, the seeder, the imports) publish at
 * once: drafts are the admin's (decision 123). Without `_status` Payload would make a new document a
 * draft, which no reader sees.
 */
export const published = <T extends object>(data: T): T & { _status: 'published' } => ({ ...data, _status: 'published' });

const CURATED_COLLECTIONS: ReadonlySet<string> = new Set(['books', 'authors', 'series', 'genres', 'awards']);

/** `published(data)` for a collection with drafts, `data` as it is for editions and award entries. */
export const publishedIfCurated = <T extends object>(collection: string, data: T): T =>
  CURATED_COLLECTIONS.has(collection) ? published(data) : data;
