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
 * An author with more public books than this (namesakes together) is matched from the titles asked
 * for, not from every book they wrote: a synthetic catalogue's most prolific author has 81,000 books,
 * and reading each one's titles made a 5,000-row import take two minutes (decision 148). The real
 * catalogue's most prolific author has 61, so its authors keep the reading of every book.
 */
export const PROLIFIC_AUTHOR_BOOKS = 100;

/**
 * Every public book of the authors named. Authors and titles come from the search index: its text is
 * the search's folding of the authors' names, and its `names` hold each book's title in every locale
 * (one key lookup per book, where books_locales has no index led by the book id).
 */
const BY_AUTHOR = `select ad.search_text as author, b.id as book_id, coalesce(b.ratings_count, 0)::int as ratings, bd.names
    from (select distinct unnest($1::text[]) as name) k
    join cms.search_documents ad on ad.type = 'author' and ad.search_text = k.name
    join cms.books_rels r on r.path = 'authors' and r.authors_id = ad.item_id
    join cms.books b on b.id = r.parent_id and ${isPublic('b')}
    join cms.search_documents bd on bd.type = 'book' and bd.item_id = b.id`;

/**
 * The public books of each (author, title form) pair that are known by that whole title (the search
 * index's `title_terms`: every title of the book folded, read through its GIN index), by that author.
 * Read from the title, the cost follows how many books share it, not how many the author wrote. It
 * finds what the comparison after it accepts, except a book whose title in a language ends in a
 * parenthesis asked for without it (decision 148). The titles are read first, then each found book's
 * authors (fences: the planner, which cannot tell how few books share a title, would rather walk
 * the author's books or every author row).
 */
const BY_TITLE = `with titled as materialized (
      select k.name, d.item_id, d.names from unnest($1::text[], $2::text[]) as k(name, form)
        join cms.search_documents d on d.type = 'book' and d.title_terms @> array[k.form])
    select distinct by_author.author, by_author.book_id, by_author.ratings, t.names
      from titled t
      cross join lateral (
        select ad.search_text as author, b.id as book_id, coalesce(b.ratings_count, 0)::int as ratings
          from cms.books b
          join cms.books_rels r on r.parent_id = b.id and r.path = 'authors'
          join cms.search_documents ad on ad.type = 'author' and ad.item_id = r.authors_id and ad.search_text = t.name
         where b.id = t.item_id and ${isPublic('b')} offset 0) by_author`;

/** How many public books the authors of each folded name hold, namesakes together. */
async function booksPerAuthorName(authors: string[]): Promise<Map<string, number>> {
  const rows = await catalogueQuery<{ name: string; books: number }>(
    `select ad.search_text as name, sum(a.public_book_count)::int as books
       from cms.search_documents ad join cms.authors a on a.id = ad.item_id
      where ad.type = 'author' and ad.search_text = any($1::text[]) group by ad.search_text`,
    [authors],
  );
  return new Map(rows.map((row) => [row.name, row.books]));
}

/** The candidates of each folded author name: the books of that author that the keys could name. */
async function candidatesByAuthor(keys: ReadonlyArray<{ author: string; titles: string[] }>, prolificAbove: number): Promise<Map<string, Candidate[]>> {
  const authors = [...new Set(keys.map((key) => key.author).filter((author) => author.length > 0))];
  const books = await booksPerAuthorName(authors);
  const isProlific = (author: string) => (books.get(author) ?? 0) > prolificAbove;
  const pairs = [...new Set(keys.filter((key) => isProlific(key.author)).flatMap((key) => key.titles.map((title) => JSON.stringify([key.author, title]))))].map(
    (pair) => JSON.parse(pair) as [string, string],
  );
  const [few, many] = await Promise.all([
    catalogueQuery<CandidateRow>(BY_AUTHOR, [authors.filter((author) => books.has(author) && !isProlific(author))]),
    pairs.length === 0 ? [] : catalogueQuery<CandidateRow>(BY_TITLE, [pairs.map(([author]) => author), pairs.map(([, title]) => title)]),
  ]);
  const byAuthor = new Map<string, Candidate[]>();
  for (const row of [...few, ...many]) {
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
export async function matchByTitleAndAuthor(keys: readonly TitleAuthorKey[], prolificAbove = PROLIFIC_AUTHOR_BOOKS): Promise<(number | null)[]> {
  const folded = keys.map((key) => ({ author: foldSearchText(key.author), titles: titleForms(key.title) }));
  if (folded.every((key) => key.author.length === 0)) return keys.map(() => null);
  const byAuthor = await candidatesByAuthor(folded, prolificAbove);
  return folded.map((key) => {
    const matches = (byAuthor.get(key.author) ?? []).filter((book) => key.titles.some((title) => book.titles.has(title)));
    // Several books by one author with one title: the one readers know best (most ratings).
    matches.sort((a, b) => b.ratings - a.ratings || a.bookId - b.bookId);
    return matches[0]?.bookId ?? null;
  });
}
