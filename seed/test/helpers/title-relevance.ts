import { searchCatalogue } from '@starshelf/cms/catalogue';
import type pg from 'pg';

// The search relevance set on the shipped catalogue (docs/rules.md §3 "Titles"): each query, in
// each language, finds the data set's book (by its book_id) first.
export const RELEVANCE_SET: ReadonlyArray<readonly [kind: string, query: string, bookId: number]> = [
  ['original', "philosopher's stone", 2],
  ['original', 'northern lights', 62],
  ['original', 'nineteen eighty-four', 13],
  ['original', 'die unendliche geschichte', 877],
  ['edition', 'das letzte gefecht', 168],
  ['edition', 'das parfum', 397],
  ['edition', 'endymion pforten der zeit', 3247],
  ['translated', 'der herr der ringe', 189],
  ['translated', 'die gefährten', 19],
  ['translated', 'tintenherz', 314],
  ['translated', 'die drei sonnen', 2676],
  ['translated', 'il problema dei tre corpi', 2676],
  ['translated', 'cronache della galassia', 276],
  ['translated', 'arancia meccanica', 173],
  ['translated', 'harry potter e la camera dei segreti', 23],
  ['own title', 'dune', 126],
];

/** The queries of the relevance set whose first book is not the expected one, in en, de and it (the index must be current). */
export async function relevanceMisses(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: number; external_id: string }>('select id, external_id from cms.books where external_id is not null');
  const idOf = new Map(rows.map((row) => [Number(row.external_id), row.id]));
  const misses: string[] = [];
  for (const locale of ['en', 'de', 'it'] as const) {
    for (const [kind, query, bookId] of RELEVANCE_SET) {
      const [first] = (await searchCatalogue(query, { locale })).books;
      if (first?.id !== idOf.get(bookId)) misses.push(`${kind} "${query}" (${locale}): ${first?.title ?? 'nothing'} first, not book ${bookId}`);
    }
  }
  return misses;
}
