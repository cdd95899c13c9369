import { foldSearchText, type Locale, SEARCH_TYPES, type SearchType, withoutSeriesSuffix } from '@starshelf/contract';
import { type SQL, sql } from 'drizzle-orm';

import type { SqlExecutor as Executor } from '../../database/sql-executor.js';
import { DEFAULT_LOCALE_SQL } from '../localized-sql.js';
import { isLive, isPublic } from '../public-sql.js';

export { SEARCH_TYPES, type SearchType };

/** A write's context flag set by bulk writers (the seeder) that rebuild the index once at the end instead. */
export const SKIP_SEARCH_INDEX = 'skipSearchIndex';

type Names = Partial<Record<Locale, string>>;
/** A title a book is known under and its language: a locale, an edition's language code, or null (the original's). */
export type KnownTitle = { title: string; language: string | null };
export type SearchSourceRow = SourceRow;
type SourceRow = {
  item_id: number;
  slug: string | null;
  names: Names;
  subtitle: string | null;
  image: string | null;
  popularity: number;
  /** Books only: the original title and the editions' titles. */
  original_title?: string | null;
  edition_titles?: KnownTitle[];
};

const names = (table: string, alias: string, column = 'name') =>
  sql.raw(`(select coalesce(jsonb_object_agg(x._locale, x.${column}), '{}') from cms.${table}_locales x where x._parent_id = ${alias}.id)`);
const firstName = (table: string, alias: string) =>
  sql.raw(`(select x.name from cms.${table}_locales x where x._parent_id = ${alias}.id order by (x._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1)`);

/**
 * What each type contributes to the index; `ids` null means every row (the rebuild). An item in the
 * trash contributes nothing, so refreshing it removes its document and a restore brings it back
 * (decision 121).
 */
function sourceQuery(type: SearchType, ids: number[] | null): SQL {
  const only = (alias: string) =>
    ids ? sql`${sql.raw(alias)}.id = any(${sql.param(ids)}::int[]) and ${sql.raw(isPublic(alias))}` : sql.raw(isPublic(alias));
  // The book counts below are counted, not read from the counts the database keeps in the rows
  // (decisions 137 and 143): migration 20261215_120000_drafts_and_versions rebuilds the index with this
  // writer on a schema that has no such columns yet.
  const liveBook = (idExpression: string) => sql.raw(isLive('books', idExpression));
  switch (type) {
    case 'book':
      return sql`select b.id as item_id, b.slug, ${names('books', 'b', 'title')} as names,
          (select ${firstName('authors', 'a')} from cms.books_rels r join cms.authors a on a.id = r.authors_id and ${sql.raw(isPublic('a'))}
            where r.parent_id = b.id and r.path = 'authors' order by r."order" limit 1) as subtitle,
          coalesce(b.cover_image_url, (select '/cms/api/media/file/' || m.filename from cms.media m where m.id = b.cover_image_id)) as image,
          (coalesce(b.ratings_count, 0) + 5 * (select count(*) from cms.award_entries e where e.book_id = b.id))::real as popularity,
          b.original_title,
          (select coalesce(json_agg(json_build_object('title', ed.title, 'language', ed.language_code::text)
              order by ed.is_primary_edition desc nulls last, ed.id), '[]')
             from cms.editions ed where ed.book_id = b.id) as edition_titles
        from cms.books b where ${only('b')}`;
    case 'author':
      return sql`select a.id as item_id, a.slug, ${names('authors', 'a')} as names,
          nullif(concat_ws('–', a.born, a.died), '') as subtitle,
          coalesce(a.profile_image_url, (select '/cms/api/media/file/' || m.filename from cms.media m where m.id = a.profile_image_id)) as image,
          (coalesce(a.ratings_count, 0) + (select count(*) from cms.books_rels r where r.path = 'authors' and r.authors_id = a.id and ${liveBook('r.parent_id')}))::real as popularity
        from cms.authors a where ${only('a')}`;
    case 'series':
      return sql`select s.id as item_id, s.slug, ${names('series', 's')} as names,
          case when s.is_completed then 'completed' else 'ongoing' end as subtitle,
          (select '/cms/api/media/file/' || m.filename from cms.media m where m.id = s.image_id) as image,
          (select count(*) from cms.books_all_series bs where bs.series_id = s.id and ${liveBook('bs._parent_id')})::real as popularity
        from cms.series s where ${only('s')}`;
    case 'genre':
      return sql`select g.id as item_id, g.slug, ${names('genres', 'g')} as names, null as subtitle,
          (select '/cms/api/media/file/' || m.filename from cms.media m where m.id = g.image_id) as image,
          (select count(*) from cms.books_rels r where r.path = 'genres' and r.genres_id = g.id and ${liveBook('r.parent_id')})::real as popularity
        from cms.genres g where ${only('g')}`;
    case 'award':
      return sql`select w.id as item_id, w.slug, ${names('awards', 'w')} as names, w.country as subtitle, null as image,
          (select count(*) from cms.award_entries e where e.award_id = w.id)::real as popularity
        from cms.awards w where ${only('w')}`;
  }
}

const present = (text: string | null | undefined): text is string => Boolean(text?.trim());

/**
 * Every title a book is known under, each once (docs/rules.md §3 "Titles"): its title in each
 * locale, its original title, its editions' titles without their series suffix. Other types: none.
 */
export function knownTitles(row: SourceRow): KnownTitle[] {
  if (row.original_title === undefined && row.edition_titles === undefined) return [];
  const all: KnownTitle[] = [
    ...Object.entries(row.names).filter(([, title]) => present(title)).map(([language, title]) => ({ title: (title as string).trim(), language })),
    ...(present(row.original_title) ? [{ title: withoutSeriesSuffix(row.original_title), language: null }] : []),
    ...(row.edition_titles ?? []).filter(({ title }) => present(title)).map(({ title, language }) => ({ title: withoutSeriesSuffix(title), language })),
  ];
  const seen = new Set<string>();
  return all.filter(({ title }) => {
    const folded = foldSearchText(title);
    if (!folded || seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

/** Each name or title folded, once: what a query equal to a whole title meets first. */
function titleTerms(row: SourceRow, titles: KnownTitle[]): string[] {
  const names = Object.values(row.names).filter(present);
  return [...new Set([...names, ...titles.map(({ title }) => title)].map(foldSearchText).filter(Boolean))];
}

/**
 * A row with what its document derives from it, worked out once: the known titles, the folded terms
 * and the search text (every term in one folded text, so "Müller", "Mueller" and "muller" meet).
 */
export function withDerivedText(row: SourceRow) {
  const titles = knownTitles(row);
  const terms = titleTerms(row, titles);
  return { row, titles, terms, searchText: terms.join(' ') };
}

async function upsert(executor: Executor, type: SearchType, rows: SourceRow[]): Promise<void> {
  if (rows.length === 0) return;
  const documents = rows.map(withDerivedText);
  // sql.param keeps an array one parameter; a bare array would expand into a list.
  const column = <T>(pick: (document: ReturnType<typeof withDerivedText>) => T) => sql.param(documents.map(pick));
  // A text[] per row cannot travel in unnest's arrays: the terms go as a JSON array and are unpacked.
  await executor.execute(sql`insert into cms.search_documents (type, item_id, slug, names, subtitle, image, popularity, search_text, titles, title_terms)
    select ${type}, u.item_id, u.slug, u.names, u.subtitle, u.image, u.popularity, u.search_text, u.titles,
        array(select jsonb_array_elements_text(u.terms))
      from unnest(${column(({ row }) => row.item_id)}::int[], ${column(({ row }) => row.slug)}::varchar[],
      ${column(({ row }) => JSON.stringify(row.names))}::jsonb[], ${column(({ row }) => row.subtitle)}::varchar[],
      ${column(({ row }) => row.image)}::varchar[], ${column(({ row }) => row.popularity)}::real[], ${column(({ searchText }) => searchText)}::text[],
      ${column(({ titles }) => JSON.stringify(titles))}::jsonb[], ${column(({ terms }) => JSON.stringify(terms))}::jsonb[])
        as u(item_id, slug, names, subtitle, image, popularity, search_text, titles, terms)
    on conflict (type, item_id) do update set slug = excluded.slug, names = excluded.names, subtitle = excluded.subtitle,
      image = excluded.image, popularity = excluded.popularity, search_text = excluded.search_text,
      titles = excluded.titles, title_terms = excluded.title_terms`);
}

/**
 * Re-reads the given items (or all of a type) from the catalogue and writes their documents, on
 * `executor`: a hook passes its write's transaction (database/request-sql.ts).
 */
export async function refreshSearchDocuments(executor: Executor, type: SearchType, ids: number[] | null): Promise<void> {
  const { rows } = await executor.execute(sourceQuery(type, ids));
  const found = rows as SourceRow[];
  if (ids) {
    const missing = ids.filter((id) => !found.some((row) => row.item_id === id));
    if (missing.length > 0) await removeSearchDocuments(executor, type, missing);
  }
  await upsert(executor, type, found);
}

export async function removeSearchDocuments(executor: Executor, type: SearchType, ids: number[]): Promise<void> {
  await executor.execute(sql`delete from cms.search_documents where type = ${type} and item_id = any(${sql.param(ids)}::int[])`);
}
