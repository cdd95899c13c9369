import { foldSearchText } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';

// Goodreads titles carry the series after the title: "The Hunger Games (The Hunger Games, #1)".
const TRAILING_PARENTHESES = /\s*\([^()]*\)\s*$/;

/** The folded forms a title may be known by: as written, and without a trailing parenthesis. */
export function titleForms(title: string): string[] {
  const forms = [foldSearchText(title), foldSearchText(title.replace(TRAILING_PARENTHESES, ''))];
  return [...new Set(forms.filter((form) => form.length > 0))];
}

type CandidateRow = { author: string; book_id: number; ratings: number; names: Record<string, string | null> };
type Candidate = { bookId: number; ratings: number; titles: ReadonlySet<string> };

/**
 * The books of the authors named, each with its titles folded, grouped by the author's folded name.
 * Authors and titles come from the search index: its text is the search's folding of the authors'
 * names, and its `names` hold each book's title in every locale (one key lookup per book, where
 * books_locales has no index led by the book id).
 */
async function candidatesByAuthor(authors: string[]): Promise<Map<string, Candidate[]>> {
  const rows = await catalogueQuery<CandidateRow>(
    `select ad.search_text as author, b.id as book_id, coalesce(b.ratings_count, 0)::int as ratings, bd.names
      from (select distinct unnest($1::text[]) as name) k
      join cms.search_documents ad on ad.type = 'author' and ad.search_text = k.name
      join cms.books_rels r on r.path = 'authors' and r.authors_id = ad.item_id
      join cms.books b on b.id = r.parent_id and ${isPublic('b')}
      join cms.search_documents bd on bd.type = 'book' and bd.item_id = b.id`,
    [authors],
  );
  const byAuthor = new Map<string, Candidate[]>();
  for (const row of rows) {
    // The seeded titles are the same in every locale: fold each distinct one once.
    const written = new Set(Object.values(row.names).filter((title): title is string => Boolean(title)));
    const titles = new Set([...written].flatMap(titleForms));
    const list = byAuthor.get(row.author) ?? [];
    list.push({ bookId: row.book_id, ratings: row.ratings, titles });
    byAuthor.set(row.author, list);
  }
  return byAuthor;
}

export type TitleAuthorKey = { title: string; author: string };

/** For each key, the most rated book by that author whose title folds to the key's; null when none. */
export async function matchByTitleAndAuthor(keys: readonly TitleAuthorKey[]): Promise<(number | null)[]> {
  const folded = keys.map((key) => ({ author: foldSearchText(key.author), titles: titleForms(key.title) }));
  const authors = [...new Set(folded.map((key) => key.author).filter((author) => author.length > 0))];
  if (authors.length === 0) return keys.map(() => null);
  const byAuthor = await candidatesByAuthor(authors);
  return folded.map((key) => {
    const matches = (byAuthor.get(key.author) ?? []).filter((book) => key.titles.some((title) => book.titles.has(title)));
    // Several books by one author with one title: the one readers know best (most ratings).
    matches.sort((a, b) => b.ratings - a.ratings || a.bookId - b.bookId);
    return matches[0]?.bookId ?? null;
  });
}
