import { aggregatesFromSums, type SearchSourceRow, withDerivedText } from '@starshelf/cms/catalogue';
import { editionColumns } from '@starshelf/cms/catalogue/import';
import { type EditionLanguageCode, EDITION_LANGUAGES, MOOD_SLUGS, bookSlug, roundAverage } from '@starshelf/contract';

import { CopyRows, field, textArray } from './copy.js';
import { Random, type Zipf, scatter } from './random.js';
import { type SyntheticShape, editionsOfRank, inSeries, ratingsOfRank, seriesSlot } from './shape.js';
import type { RunPlan } from './state.js';
import { PUBLISHERS, description, englishTitle, germanTitle, italianTitle, review } from './vocabulary.js';

/** A synthetic reader's id: fixed by its index, so ratings need no lookup (decision 131). */
export const readerUuid = (index: number) => `5e5e5e5e-5e00-4000-8000-${index.toString(16).padStart(12, '0')}`;
export const readerLocale = (index: number) => (index % 10 < 7 ? 'en' : index % 10 < 9 ? 'de' : 'it');
export const SYNTHETIC_READER_PREFIX = 'synthetic:';

const EDITION_CODES = Object.keys(EDITION_LANGUAGES) as EditionLanguageCode[];

/** ISBN-13 with the 979 prefix and a valid check digit. */
function isbnOf(serial: number): string {
  const body = `979${String(serial % 1_000_000_000).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export interface BookBatchContext {
  plan: RunPlan;
  shape: SyntheticShape;
  authorZipf: Zipf;
  genreZipf: Zipf;
  authorNames: Map<number, string>;
  /** Slugs taken so far (real and synthetic): the book slugs are unique within it. */
  takenSlugs: Set<string>;
  now: Date;
  editionRules: Map<string, Record<string, unknown>>;
  /** readerUuid of every reader, worked out once. */
  readerIds: string[];
}

/**
 * The columns the edition rules (editionColumns: the contract's edition schema, the language name)
 * derive from an edition's language and primary flag, worked out once per pair: the schema costs
 * milliseconds to build, and the other values (title, year, pages, ISBN) are valid by construction.
 */
function editionRules(ctx: BookBatchContext, language: EditionLanguageCode, primary: boolean): Record<string, unknown> {
  const key = `${language}:${primary}`;
  let columns = ctx.editionRules.get(key);
  if (!columns) {
    columns = editionColumns({ title: 'Synthetic', publicationYear: 2000, pages: 100, isbn: isbnOf(1), isPrimaryEdition: primary, languageCode: language }, ctx.now);
    ctx.editionRules.set(key, columns);
  }
  return columns;
}

export interface BookBatch {
  tables: CopyRows[];
  ratings: number;
}

/**
 * The rows of books [from, to): the books, their localized fields, authors and genres, series,
 * editions, award entries, moods, ratings with reviews, the books' rating aggregates (the product's
 * rule: aggregatesFromSums, roundAverage) and their search documents (the search writer's own
 * derivation, withDerivedText), each table's rows ready for one COPY.
 */
export function generateBookBatch(ctx: BookBatchContext, batch: number, from: number, to: number): BookBatch {
  const { plan, shape } = ctx;
  const random = new Random(plan.seed, 'books', batch);
  const ratingRank = scatter(shape.books, plan.seed + 1);
  const editionRank = scatter(shape.books, plan.seed + 2);

  const books = new CopyRows('cms.books', ['id', 'slug', 'publication_year', 'publisher', 'pages', 'average_rating', 'ratings_count', 'original_title', '_status']);
  const locales = new CopyRows('cms.books_locales', ['_parent_id', '_locale', 'title', 'description']);
  const rels = new CopyRows('cms.books_rels', ['parent_id', 'path', '"order"', 'authors_id', 'genres_id']);
  const series = new CopyRows('cms.books_all_series', ['_order', '_parent_id', 'id', 'series_id', 'position', 'position_sort']);
  // Editions take the table's serial ids: a book's count varies, and no other row refers to them.
  const editions = new CopyRows('cms.editions', [
    'book_id', 'title', 'cover_image', 'publication_year', 'pages', 'isbn', 'publisher', 'is_primary_edition', 'edition_type',
    'format_type', 'binding_type', 'language_code', 'language_name', 'is_original_language',
  ]);
  const entries = new CopyRows('cms.award_entries', ['award_id', 'book_id', 'is_winner', 'result', 'category', 'year', 'work_title', 'work_author']);
  const moods = new CopyRows('cms.book_moods', ['book_id', 'mood', 'share']);
  const ratings = new CopyRows('community.book_ratings', ['user_id', 'book_id', 'rating', 'review']);
  const documents = new CopyRows('cms.search_documents', ['type', 'item_id', 'slug', 'names', 'subtitle', 'image', 'popularity', 'search_text', 'titles', 'title_terms']);

  for (let index = from; index < to; index += 1) {
    const id = plan.bookBase + 1 + index;
    const title = englishTitle(random);
    const de = random.chance(0.12) ? germanTitle(random) : null;
    const it = random.chance(0.08) ? italianTitle(random) : null;
    const slug = bookSlug(title);
    let candidate = slug;
    for (let suffix = 2; ctx.takenSlugs.has(candidate); suffix += 1) candidate = `${slug}-${suffix}`;
    ctx.takenSlugs.add(candidate);

    const year = 1950 + random.below(76);
    const pages = 90 + random.below(900);
    const publisher = random.pick(PUBLISHERS);
    const originalTitle = de && random.chance(0.25) ? de : null;

    const authorIds = [plan.authorBase + 1 + ctx.authorZipf.draw(random)];
    if (random.chance(0.05)) {
      const second = plan.authorBase + 1 + random.below(shape.authors);
      if (second !== authorIds[0]) authorIds.push(second);
    }
    authorIds.forEach((authorId, i) => rels.add(id, 'authors', i + 1, authorId, null));
    const genres = new Set<number>();
    const genreCount = 1 + random.below(3);
    for (let g = 0; g < genreCount; g += 1) genres.add(plan.genreIds[ctx.genreZipf.draw(random)] as number);
    [...genres].forEach((genreId, i) => rels.add(id, 'genres', i + 1, null, genreId));

    if (inSeries(index)) {
      const slot = seriesSlot(index);
      const position = (slot % shape.seriesLength) + 1;
      series.add(1, id, `${id.toString(16).padStart(16, '0')}5e5e5e5e`, plan.seriesBase + 1 + Math.floor(slot / shape.seriesLength), String(position), position);
    }

    locales.add(id, 'en', title, description(random, 'en', title));
    if (de) locales.add(id, 'de', de, description(random, 'de', de));
    if (it) locales.add(id, 'it', it, description(random, 'it', it));

    // Editions: the primary (English), the translations, and for the few most-published works hundreds more.
    const editionTitles: { title: string; language: string | null }[] = [];
    const addEdition = (editionTitle: string, language: EditionLanguageCode, primary: boolean) => {
      const columns = editionRules(ctx, language, primary);
      editions.add(
        id, editionTitle, null, year, pages, isbnOf(id * 1000 + editionTitles.length), publisher, primary, columns.edition_type as string,
        columns.format_type as string, columns.binding_type as string, language, columns.language_name as string, columns.is_original_language as boolean,
      );
      editionTitles.push({ title: editionTitle, language });
    };
    addEdition(title, 'en', true);
    if (de) addEdition(de, 'de', false);
    if (it) addEdition(it, 'it', false);
    const extra = editionsOfRank(shape, editionRank(index)) - 1;
    for (let e = 0; e < extra; e += 1) addEdition(title, EDITION_CODES[e % EDITION_CODES.length] as EditionLanguageCode, false);

    // Ratings: a heavy-tailed count, from distinct readers start + k * step (mod a prime).
    const count = ratingsOfRank(shape, ratingRank(index));
    const quality = 2.6 + 1.8 * random.float();
    const start = random.below(shape.readers);
    const step = 1 + random.below(shape.readers - 1);
    let sum = 0;
    for (let k = 0; k < count; k += 1) {
      const reader = (start + k * step) % shape.readers;
      const noise = (random.float() + random.float() + random.float() - 1.5) * 1.6;
      const rating = Math.min(5, Math.max(1, Math.round(quality + noise)));
      sum += rating;
      const text = random.chance(0.03) ? field(review(random, readerLocale(reader))) : '\\N';
      ratings.addLine(`${ctx.readerIds[reader] as string}\t${id}\t${rating}\t${text}\n`);
    }
    const [aggregate] = aggregatesFromSums([{ id, sum, count }]);
    const average = roundAverage(aggregate?.average);

    let awardEntries = 0;
    if (random.chance(0.015)) {
      const n = 1 + random.below(2);
      for (let e = 0; e < n; e += 1) {
        const { awardId, category } = random.pick(plan.awardCategories);
        const winner = random.chance(0.2);
        entries.add(awardId, id, winner, winner ? 'winner' : 'nominee', category, year + 1, title, ctx.authorNames.get(authorIds[0] as number) ?? null);
        awardEntries += 1;
      }
    }
    if (random.chance(0.4)) {
      const chosen = new Set<string>();
      const n = 1 + random.below(3);
      for (let m = 0; m < n; m += 1) chosen.add(random.pick(MOOD_SLUGS));
      for (const mood of chosen) moods.add(id, mood, Math.max(0.001, Math.round(random.float() * 1000) / 1000));
    }

    books.add(id, candidate, year, publisher, pages, average, count, originalTitle, 'published');

    // The search document as the search writer derives it from these rows (names in jsonb's key order).
    const names: Record<string, string> = {};
    if (de) names.de = de;
    names.en = title;
    if (it) names.it = it;
    const source: SearchSourceRow = {
      item_id: id,
      slug: candidate,
      names,
      subtitle: ctx.authorNames.get(authorIds[0] as number) ?? null,
      image: null,
      popularity: count + 5 * awardEntries,
      original_title: originalTitle,
      edition_titles: editionTitles,
    };
    const derived = withDerivedText(source);
    documents.add('book', id, candidate, JSON.stringify(names), source.subtitle, null, source.popularity, derived.searchText,
      JSON.stringify(derived.titles), textArray(derived.terms));
  }
  return { tables: [books, locales, rels, series, editions, entries, moods, ratings, documents], ratings: ratings.count };
}
