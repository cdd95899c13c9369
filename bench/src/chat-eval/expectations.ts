// Machine-checkable expectations on one chat answer. Each is checked against the catalogue at run
// time (SQL over the returned book ids), never against a hard-coded list of books, so a re-seed or a
// grown catalogue keeps the evaluation honest. Slugs that name nothing fail loudly instead of
// passing vacuously.
import type { ChatBook, Locale, MoodSlug } from '@starshelf/contract';
import type { Pool } from '@starshelf/community-api/harness';
import { detectLanguage } from './language.js';

export type Expectation =
  | { kind: 'language'; language: Locale }
  | { kind: 'minBooks'; count: number }
  | { kind: 'noBooks' }
  | { kind: 'noAuthor'; author: string }
  | { kind: 'everyAuthor'; author: string }
  | { kind: 'everyWon'; awards: string[] }
  | { kind: 'everyNominated'; award: string }
  | { kind: 'everyPublished'; from: number; to: number }
  | { kind: 'noSeries'; series: string[] }
  | { kind: 'maxPerSeries'; count: number }
  | { kind: 'everyMood'; mood: MoodSlug }
  | { kind: 'noMood'; mood: MoodSlug }
  | { kind: 'everyGenre'; genre: string }
  | { kind: 'noGenre'; genre: string }
  | { kind: 'standalone' }
  | { kind: 'notBook'; book: string };

export type Verdict = { isMet: boolean; failure?: string };

/** A short name for the table's failure column. */
export function describe(expectation: Expectation): string {
  switch (expectation.kind) {
    case 'language': return `answer in ${expectation.language}`;
    case 'minBooks': return `≥ ${expectation.count} books`;
    case 'noBooks': return 'no books';
    case 'noAuthor': return `no book by ${expectation.author}`;
    case 'everyAuthor': return `every book by ${expectation.author}`;
    case 'everyWon': return `every book won ${expectation.awards.join(' + ')}`;
    case 'everyNominated': return `every book nominated for ${expectation.award}`;
    case 'everyPublished': return `published ${expectation.from}-${expectation.to}`;
    case 'noSeries': return `no book of ${expectation.series.join('/')}`;
    case 'maxPerSeries': return `≤ ${expectation.count} per series`;
    case 'everyMood': return `every book ${expectation.mood}`;
    case 'noMood': return `no ${expectation.mood} book`;
    case 'everyGenre': return `every book ${expectation.genre}`;
    case 'noGenre': return `no ${expectation.genre} book`;
    case 'standalone': return 'standalone only';
    case 'notBook': return `not ${expectation.book}`;
  }
}

const SLUG_TABLES = { author: 'cms.authors', series: 'cms.series', award: 'cms.awards', genre: 'cms.genres', book: 'cms.books' } as const;

async function assertSlugs(pool: Pool, table: keyof typeof SLUG_TABLES, slugs: string[]): Promise<void> {
  const { rows } = await pool.query<{ slug: string }>(`select slug from ${SLUG_TABLES[table]} where slug = any($1::text[])`, [slugs]);
  const missing = slugs.filter((slug) => !rows.some((row) => row.slug === slug));
  if (missing.length > 0) throw new Error(`chat-eval: no ${table} ${missing.join(', ')} in the catalogue`);
}

/** Checks the slugs every expectation names, before any prompt runs. */
export async function assertExpectationsResolve(pool: Pool, expectations: readonly Expectation[]): Promise<void> {
  for (const expectation of expectations) {
    if (expectation.kind === 'noAuthor' || expectation.kind === 'everyAuthor') await assertSlugs(pool, 'author', [expectation.author]);
    if (expectation.kind === 'everyWon') await assertSlugs(pool, 'award', expectation.awards);
    if (expectation.kind === 'everyNominated') await assertSlugs(pool, 'award', [expectation.award]);
    if (expectation.kind === 'noSeries') await assertSlugs(pool, 'series', expectation.series);
    if (expectation.kind === 'everyGenre' || expectation.kind === 'noGenre') await assertSlugs(pool, 'genre', [expectation.genre]);
    if (expectation.kind === 'notBook') await assertSlugs(pool, 'book', [expectation.book]);
  }
}

// Each query answers the returned books (ids in $1) that HAVE the property named by $2.
const withAuthor = `select distinct r.parent_id as id from cms.books_rels r join cms.authors a on a.id = r.authors_id
  where r.path = 'authors' and r.parent_id = any($1::int[]) and a.slug = $2`;
const wonAll = `select e.book_id as id from cms.award_entries e join cms.awards a on a.id = e.award_id
  where e.book_id = any($1::int[]) and e.is_winner and a.slug = any($2::text[])
  group by e.book_id having count(distinct a.slug) = cardinality($2::text[])`;
const nominated = `select distinct e.book_id as id from cms.award_entries e join cms.awards a on a.id = e.award_id
  where e.book_id = any($1::int[]) and a.slug = $2`;
const inSeries = `select distinct s._parent_id as id from cms.books_all_series s join cms.series x on x.id = s.series_id
  where s._parent_id = any($1::int[]) and x.slug = any($2::text[])`;
const withMood = `select book_id as id from cms.book_moods where book_id = any($1::int[]) and mood = $2`;
// A genre counts with its sub-genres (e.g. fantasy holds dragons).
const withGenre = `with recursive tree as (select id from cms.genres where slug = $2
    union select g.id from cms.genres g join tree on g.parent_id = tree.id)
  select distinct r.parent_id as id from cms.books_rels r join tree on tree.id = r.genres_id
  where r.path = 'genres' and r.parent_id = any($1::int[])`;

async function idsWith(pool: Pool, sql: string, ids: number[], value: string | string[]): Promise<Set<number>> {
  const { rows } = await pool.query<{ id: number }>(sql, [ids, value]);
  return new Set(rows.map((row) => row.id));
}

const without = (ids: number[], having: Set<number>) => new Set(ids.filter((id) => !having.has(id)));

async function inAnySeries(pool: Pool, ids: number[]): Promise<Set<number>> {
  const { rows } = await pool.query<{ id: number }>('select distinct _parent_id as id from cms.books_all_series where _parent_id = any($1::int[])', [ids]);
  return new Set(rows.map((row) => row.id));
}

async function publishedIn(pool: Pool, ids: number[], from: number, to: number): Promise<Set<number>> {
  const { rows } = await pool.query<{ id: number }>('select id from cms.books where id = any($1::int[]) and publication_year between $2 and $3', [ids, from, to]);
  return new Set(rows.map((row) => row.id));
}

/**
 * Of `ids`, the books that satisfy a per-book expectation; null for expectations on the answer as a
 * whole (language, counts, series spread).
 */
export async function satisfying(pool: Pool, expectation: Expectation, ids: number[]): Promise<Set<number> | null> {
  switch (expectation.kind) {
    case 'noAuthor': return without(ids, await idsWith(pool, withAuthor, ids, expectation.author));
    case 'everyAuthor': return idsWith(pool, withAuthor, ids, expectation.author);
    case 'everyWon': return idsWith(pool, wonAll, ids, expectation.awards);
    case 'everyNominated': return idsWith(pool, nominated, ids, expectation.award);
    case 'everyPublished': return publishedIn(pool, ids, expectation.from, expectation.to);
    case 'noSeries': return without(ids, await idsWith(pool, inSeries, ids, expectation.series));
    case 'everyMood': return idsWith(pool, withMood, ids, expectation.mood);
    case 'noMood': return without(ids, await idsWith(pool, withMood, ids, expectation.mood));
    case 'everyGenre': return idsWith(pool, withGenre, ids, expectation.genre);
    case 'noGenre': return without(ids, await idsWith(pool, withGenre, ids, expectation.genre));
    case 'standalone': return without(ids, await inAnySeries(pool, ids));
    case 'notBook': {
      const { rows } = await pool.query<{ id: number }>('select id from cms.books where slug = $1', [expectation.book]);
      return without(ids, new Set(rows.map((row) => row.id)));
    }
    case 'language':
    case 'minBooks':
    case 'noBooks':
    case 'maxPerSeries':
      return null;
  }
}

// "Every book …" cannot be shown by an empty answer; "no book …" can.
const NEEDS_BOOKS = new Set<Expectation['kind']>(['everyAuthor', 'everyWon', 'everyNominated', 'everyPublished', 'everyMood', 'everyGenre', 'standalone']);

const titles = (books: ChatBook[]) => books.slice(0, 3).map((book) => (book.publicationYear ? `${book.title} (${book.publicationYear})` : book.title)).join('; ');

async function maxPerSeries(pool: Pool, books: ChatBook[], count: number): Promise<Verdict> {
  const { rows } = await pool.query<{ slug: string; books: string }>(
    `select x.slug, count(distinct s._parent_id) as books from cms.books_all_series s join cms.series x on x.id = s.series_id
     where s._parent_id = any($1::int[]) group by x.slug having count(distinct s._parent_id) > $2`,
    [books.map((book) => book.id), count],
  );
  return rows.length === 0 ? { isMet: true } : { isMet: false, failure: rows.map((row) => `${row.books} of ${row.slug}`).join(', ') };
}

/**
 * How many catalogue books satisfy every per-book expectation of a prompt: a prompt the catalogue
 * cannot answer (fewer than its minimum) is a broken prompt, not a recommender failure.
 */
export async function catalogueMatches(pool: Pool, expectations: readonly Expectation[]): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('select id from cms.books');
  let ids = rows.map((row) => row.id);
  for (const expectation of expectations) {
    const kept = await satisfying(pool, expectation, ids);
    if (kept) ids = ids.filter((id) => kept.has(id));
  }
  return ids.length;
}

export async function check(pool: Pool, expectation: Expectation, answer: { text: string; books: ChatBook[] }): Promise<Verdict> {
  const { books } = answer;
  switch (expectation.kind) {
    case 'language': {
      const detected = detectLanguage(answer.text);
      return detected === expectation.language ? { isMet: true } : { isMet: false, failure: `answered in ${detected ?? 'unknown'}` };
    }
    case 'minBooks': return books.length >= expectation.count ? { isMet: true } : { isMet: false, failure: `${books.length} books` };
    case 'noBooks': return books.length === 0 ? { isMet: true } : { isMet: false, failure: `${books.length} books: ${titles(books)}` };
    case 'maxPerSeries': return maxPerSeries(pool, books, expectation.count);
    default: {
      if (books.length === 0) return NEEDS_BOOKS.has(expectation.kind) ? { isMet: false, failure: 'no books to check' } : { isMet: true };
      const kept = await satisfying(pool, expectation, books.map((book) => book.id));
      const offending = books.filter((book) => !kept?.has(book.id));
      return offending.length === 0 ? { isMet: true } : { isMet: false, failure: `${offending.length} of ${books.length} fail: ${titles(offending)}` };
    }
  }
}
