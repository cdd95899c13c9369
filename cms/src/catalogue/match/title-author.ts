import { foldSearchText } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';

// Goodreads titles carry the series after the title: "The Hunger Games (The Hunger Games, #1)".
const TRAILING_PARENTHESES = /\s*\([^()]*\)\s*$/;

/** The folded forms a title may be known by: as written, and without a trailing parenthesis. */
export function titleForms(title: string): string[] {
  const forms = [foldSearchText(title), foldSearchText(title.replace(TRAILING_PARENTHESES, ''))];
  return [...new Set(forms.filter((form) => form.length > 0))];
}

type CandidateRow = { author: string; book_id: number; ratings: number; titles: string[] };
type Candidate = { bookId: number; ratings: number; titles: ReadonlySet<string> };

/**
 * The books of the authors named, each with its titles folded, grouped by the author's folded name.
 * Authors are found through the search index, whose text is the search's folding of their names.
 */
async function candidatesByAuthor(authors: string[]): Promise<Map<string, Candidate[]>> {
  const rows = await catalogueQuery<CandidateRow>(
    `select ad.search_text as author, b.id as book_id, coalesce(b.ratings_count, 0)::int as ratings,
        (select coalesce(array_agg(l.title), '{}') from cms.books_locales l where l._parent_id = b.id and l.title is not null) as titles
      from cms.search_documents ad
      join cms.books_rels r on r.path = 'authors' and r.authors_id = ad.item_id
      join cms.books b on b.id = r.parent_id
      where ad.type = 'author' and ad.search_text = any($1::text[])`,
    [authors],
  );
  const byAuthor = new Map<string, Candidate[]>();
  for (const row of rows) {
    const titles = new Set(row.titles.flatMap(titleForms));
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
