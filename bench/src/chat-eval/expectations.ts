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

const titles = (books: ChatBook[]) => books.map((book) => book.title).slice(0, 3).join('; ');

/** Every book must have the property (an empty answer cannot show it). */
async function every(pool: Pool, books: ChatBook[], sql: string, value: string | string[]): Promise<Verdict> {
  if (books.length === 0) return { isMet: false, failure: 'no books to check' };
  const having = await idsWith(pool, sql, books.map((book) => book.id), value);
  const missing = books.filter((book) => !having.has(book.id));
  return missing.length === 0 ? { isMet: true } : { isMet: false, failure: `${missing.length}/${books.length} not: ${titles(missing)}` };
}

/** No book may have the property. */
async function none(pool: Pool, books: ChatBook[], sql: string, value: string | string[]): Promise<Verdict> {
  if (books.length === 0) return { isMet: true };
  const having = await idsWith(pool, sql, books.map((book) => book.id), value);
  const offending = books.filter((book) => having.has(book.id));
  return offending.length === 0 ? { isMet: true } : { isMet: false, failure: `${offending.length}: ${titles(offending)}` };
}

async function maxPerSeries(pool: Pool, books: ChatBook[], count: number): Promise<Verdict> {
  const { rows } = await pool.query<{ slug: string; books: string }>(
    `select x.slug, count(distinct s._parent_id) as books from cms.books_all_series s join cms.series x on x.id = s.series_id
     where s._parent_id = any($1::int[]) group by x.slug having count(distinct s._parent_id) > $2`,
    [books.map((book) => book.id), count],
  );
  return rows.length === 0 ? { isMet: true } : { isMet: false, failure: rows.map((row) => `${row.books} of ${row.slug}`).join(', ') };
}

async function standalone(pool: Pool, books: ChatBook[]): Promise<Verdict> {
  if (books.length === 0) return { isMet: false, failure: 'no books to check' };
  const { rows } = await pool.query<{ id: number }>('select distinct _parent_id as id from cms.books_all_series where _parent_id = any($1::int[])', [books.map((book) => book.id)]);
  const inAny = new Set(rows.map((row) => row.id));
  const offending = books.filter((book) => inAny.has(book.id));
  return offending.length === 0 ? { isMet: true } : { isMet: false, failure: `${offending.length} in a series: ${titles(offending)}` };
}

async function published(pool: Pool, books: ChatBook[], from: number, to: number): Promise<Verdict> {
  if (books.length === 0) return { isMet: false, failure: 'no books to check' };
  const { rows } = await pool.query<{ id: number }>(
    'select id from cms.books where id = any($1::int[]) and publication_year between $2 and $3',
    [books.map((book) => book.id), from, to],
  );
  const inRange = new Set(rows.map((row) => row.id));
  const outside = books.filter((book) => !inRange.has(book.id));
  return outside.length === 0 ? { isMet: true } : { isMet: false, failure: `${outside.length} outside: ${outside.slice(0, 3).map((book) => `${book.title} (${book.publicationYear ?? '?'})`).join('; ')}` };
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
    case 'noAuthor': return none(pool, books, withAuthor, expectation.author);
    case 'everyAuthor': return every(pool, books, withAuthor, expectation.author);
    case 'everyWon': return every(pool, books, wonAll, expectation.awards);
    case 'everyNominated': return every(pool, books, nominated, expectation.award);
    case 'everyPublished': return published(pool, books, expectation.from, expectation.to);
    case 'noSeries': return none(pool, books, inSeries, expectation.series);
    case 'maxPerSeries': return maxPerSeries(pool, books, expectation.count);
    case 'everyMood': return every(pool, books, withMood, expectation.mood);
    case 'noMood': return none(pool, books, withMood, expectation.mood);
    case 'everyGenre': return every(pool, books, withGenre, expectation.genre);
    case 'noGenre': return none(pool, books, withGenre, expectation.genre);
    case 'standalone': return standalone(pool, books);
    case 'notBook': {
      const offending = books.filter((book) => book.slug === expectation.book);
      return offending.length === 0 ? { isMet: true } : { isMet: false, failure: 'recommends the book asked about' };
    }
  }
}
