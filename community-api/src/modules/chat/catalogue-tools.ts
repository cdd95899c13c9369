import { DEFAULT_LOCALE, MOOD_SLUGS, type Locale, type MoodSlug } from '@starshelf/contract';
import { searchCatalogue, type SearchHit } from '@starshelf/cms/catalogue';
import {
  bookIdsMatching,
  booksMatching,
  genreLexicon,
  getBookSummaries,
  picksModel,
  scorePicks,
  similarBooks,
  withinSeriesCap,
  type BookSummary,
  type BooksMatchingQuery,
} from '@starshelf/cms/catalogue/recommend';
import { z } from 'zod';
import type { MemberBooks } from './member-books.js';
import { seriesOfLikedBook } from './liked-book.js';
import { hasPersonalSignal, personalRanking } from './personal-ranking.js';
import { audienceMoods, type Audience } from './request-words.js';

// The hard filters every tool that lists books accepts, so the agent can combine a mood, an
// audience and exclusions wherever it asks, as the offline parser does.
const AUDIENCE = z.enum(['children', 'young-adult', 'adult']).optional().describe('Who the books are for: children and young-adult keep young-adult books only; adult leaves them out');
const EXCLUDE_AUTHOR_IDS = z.array(z.number().int().positive()).max(8).default([]).describe('Authors the member does not want (every one named)');
const EXCLUDE_GENRES = z.array(z.string().max(60)).max(4).default([]).describe('Genre slugs the member does not want, e.g. "vampires"');
const MOODS = z.array(z.enum(MOOD_SLUGS)).max(4).default([]).describe('Every one must hold');
const EXCLUDE_MOODS = z.array(z.enum(MOOD_SLUGS)).max(4).default([]);

const LIMIT = z.number().int().min(1).max(12).default(6);

/** The constraints the picking tools take after their own (they combine, decision 099), then how many. */
const PICK_CONSTRAINTS = {
  moods: MOODS,
  excludeMoods: EXCLUDE_MOODS,
  audience: AUDIENCE,
  excludeAuthorIds: EXCLUDE_AUTHOR_IDS,
  excludeGenres: EXCLUDE_GENRES,
  limit: LIMIT,
};

/**
 * The only operations the chatbot may perform, each with a zod schema for its input. They are
 * bound to one request: the member's own books come from the session, never from an argument,
 * so no input (typed or injected) can reach another member's data.
 */
export const TOOL_SCHEMAS = {
  search_catalogue: z.object({
    query: z.string().trim().min(1).max(100).describe('Title, author, series, genre or award name'),
    type: z.enum(['books', 'authors', 'series', 'genres', 'awards']).describe('What to look for'),
  }),
  similar_books: z.object({
    bookId: z.number().int().positive().describe('Catalogue id of a book the member likes'),
    includeItsSeries: z.boolean().default(false).describe('true only when the member asks for the book\'s own series'),
    ...PICK_CONSTRAINTS,
  }),
  find_books: z.object({
    genres: z.array(z.string().max(60)).max(4).default([]).describe('Genre slugs, e.g. "dragons", "time-travel"'),
    authorIds: z.array(z.number().int().positive()).max(4).default([]),
    seriesIds: z.array(z.number().int().positive()).max(4).default([]),
    yearFrom: z.number().int().min(0).max(3000).optional(),
    yearTo: z.number().int().min(0).max(3000).optional(),
    awardWinnersOnly: z.boolean().default(false),
    excludeAuthorIds: EXCLUDE_AUTHOR_IDS,
    excludeGenres: EXCLUDE_GENRES,
    moods: MOODS,
    excludeMoods: EXCLUDE_MOODS,
    audience: AUDIENCE,
    form: z.enum(['standalone', 'series']).optional().describe('standalone: in no series'),
    maxPages: z.number().int().min(20).max(5000).optional(),
    awards: z
      .object({
        names: z.array(z.string().trim().toLowerCase().min(3).max(40)).min(1).max(4).describe('e.g. ["hugo", "nebula"]'),
        logic: z.enum(['all', 'any']).default('all'),
        wonOnly: z.boolean().default(true).describe('false: nominations count too'),
      })
      .optional()
      .describe('Award names; yearFrom/yearTo then apply to the award year'),
    limit: LIMIT,
  }),
  my_books: z.object({}),
  my_picks: z.object({
    genres: z.array(z.string().max(60)).max(4).default([]).describe('Genre slugs the picks must have, e.g. "fantasy"'),
    ...PICK_CONSTRAINTS,
  }),
} as const;

export type ToolName = keyof typeof TOOL_SCHEMAS;
export type ToolInput<N extends ToolName> = z.input<(typeof TOOL_SCHEMAS)[N]>;

/** What a tool hands back to a model: short facts, no free catalogue text (descriptions could carry instructions). */
export type BookFact = { id: number; title: string; authors: string[]; genres: string[]; year: number | null; rating: number | null; reason?: string };

const toFact = (book: BookSummary): BookFact => ({
  id: book.id,
  title: book.title,
  authors: book.authors.map((author) => author.name),
  genres: book.genres.map((genre) => genre.slug),
  year: book.publicationYear,
  rating: book.averageRating,
});

export type CatalogueTools = ReturnType<typeof createCatalogueTools>;

type HardFilterInput = { moods: MoodSlug[]; excludeMoods: MoodSlug[]; audience?: Audience | undefined; excludeAuthorIds: number[]; excludeGenres: string[] };

/** A tool's moods, audience and exclusions as the catalogue's hard filters (the audience through `audienceMoods`, as in the parser). */
async function hardFilters(input: HardFilterInput): Promise<Pick<BooksMatchingQuery, 'moods' | 'excludeMoods' | 'excludeAuthorIds' | 'excludeGenreIds'>> {
  const forAudience = audienceMoods(input.audience);
  const moods = [...new Set([...input.moods, ...forAudience.moods])];
  const excludeMoods = [...new Set([...input.excludeMoods, ...forAudience.excludeMoods])].filter((mood) => !moods.includes(mood));
  const lexicon = input.excludeGenres.length > 0 ? await genreLexicon() : [];
  const excludeGenreIds = lexicon.filter((genre) => input.excludeGenres.includes(genre.slug)).map((genre) => genre.id);
  return { moods, excludeMoods, excludeAuthorIds: input.excludeAuthorIds, excludeGenreIds };
}

const hasHardFilters = (filters: Awaited<ReturnType<typeof hardFilters>>) =>
  [filters.moods, filters.excludeMoods, filters.excludeAuthorIds, filters.excludeGenreIds].some((list) => (list?.length ?? 0) > 0);

/**
 * The item-to-item model's neighbours of a book (decision 078) within its genres, at most two of
 * one series, never the book itself, its own series (unless asked for) or the member's own books.
 */
async function similarByModel(bookId: number, knownIds: readonly number[], limit: number, includeItsSeries: boolean, filters: Awaited<ReturnType<typeof hardFilters>>): Promise<number[]> {
  const model = await picksModel();
  const seedGenres = model.books.get(bookId)?.genreIds ?? [];
  const isFiltered = hasHardFilters(filters);
  // With hard filters, more neighbours are scored so enough of them pass.
  const picks = scorePicks(model, { rated: [{ bookId, rating: 5 }], listedIds: [], excludeIds: knownIds, limit: isFiltered ? 200 : 60 });
  const [seed] = includeItsSeries ? [] : await getBookSummaries([bookId], DEFAULT_LOCALE);
  const ownSeries = seed ? await seriesOfLikedBook(seed, model.books.get(bookId)?.seriesIds ?? []) : new Set<number>();
  const inGenre = picks.filter(
    (pick) => (seedGenres.length === 0 || model.books.get(pick.bookId)?.genreIds.some((id) => seedGenres.includes(id))) && !model.books.get(pick.bookId)?.seriesIds.some((id) => ownSeries.has(id)),
  );
  const passing = isFiltered ? new Set(await bookIdsMatching({ ...filters, onlyIds: inGenre.map((pick) => pick.bookId), limit: 200 })) : undefined;
  const kept = inGenre.filter((pick) => !passing || passing.has(pick.bookId));
  return (await withinSeriesCap([], kept.map((pick) => pick.bookId))).slice(0, limit);
}

export function createCatalogueTools(context: { locale: Locale; member: MemberBooks }) {
  /** Every book a tool returned in this request: the only books an answer may recommend. */
  const grounded = new Map<number, BookSummary>();
  const remember = (books: BookSummary[]) => {
    for (const book of books) grounded.set(book.id, book);
    return books;
  };
  const { locale, member } = context;

  return {
    grounded,
    /** The member's rated and listed books: the offline recommender never offers them back. */
    knownIds: member.knownIds,
    /** The member's ratings and list: the offline recommender ranks open requests with them. */
    member,

    async search_catalogue(raw: ToolInput<'search_catalogue'>): Promise<{ books?: BookFact[]; matches?: Pick<SearchHit, 'id' | 'title' | 'subtitle'>[] }> {
      const input = TOOL_SCHEMAS.search_catalogue.parse(raw);
      const limits = { book: 0, author: 0, series: 0, genre: 0, award: 0 };
      const type = ({ books: 'book', authors: 'author', series: 'series', genres: 'genre', awards: 'award' } as const)[input.type];
      const groups = await searchCatalogue(input.query, { locale, limits: { ...limits, [type]: 6 } });
      if (input.type === 'books') {
        const books = remember(await getBookSummaries(groups.books.map((hit) => hit.id), locale));
        return { books: books.map(toFact) };
      }
      return { matches: groups[input.type].map((hit) => ({ id: hit.id, title: hit.title, subtitle: hit.subtitle })) };
    },

    async similar_books(raw: ToolInput<'similar_books'>): Promise<{ books: BookFact[] }> {
      const input = TOOL_SCHEMAS.similar_books.parse(raw);
      const filters = await hardFilters(input);
      const ids = await similarByModel(input.bookId, member.knownIds, input.limit, input.includeItsSeries, filters);
      // A book nobody rated yet: the catalogue's own likeness (authors, series, genres), which
      // knows no moods or exclusions, so only when none were asked for.
      if (ids.length === 0 && hasHardFilters(filters)) return { books: [] };
      const books = ids.length > 0 ? await getBookSummaries(ids, locale) : await similarBooks({ bookId: input.bookId, locale, limit: input.limit, excludeIds: member.knownIds });
      return { books: remember(books).map(toFact) };
    },

    async find_books(raw: ToolInput<'find_books'>): Promise<{ books: BookFact[] }> {
      const input = TOOL_SCHEMAS.find_books.parse(raw);
      const lexicon = input.genres.length > 0 ? await genreLexicon() : [];
      const genreIds = lexicon.filter((genre) => input.genres.includes(genre.slug)).map((genre) => genre.id);
      // Asked for genres that do not exist: answer nothing rather than the whole catalogue.
      if (input.genres.length > 0 && genreIds.length === 0) return { books: [] };
      const books = await booksMatching({
        genreIds,
        authorIds: input.authorIds,
        seriesIds: input.seriesIds,
        yearFrom: input.yearFrom,
        yearTo: input.yearTo,
        isAwardWinner: input.awardWinnersOnly,
        ...(await hardFilters(input)),
        seriesForm: input.form,
        maxPages: input.maxPages,
        awardNames: input.awards?.names,
        awardLogic: input.awards?.logic,
        awardWonOnly: input.awards?.wonOnly,
        excludeIds: member.knownIds,
        limit: input.limit,
        locale,
      });
      return { books: remember(books).map(toFact) };
    },

    /** The member's personal picks (the model of GET /api/recommendations), each with its reason. */
    async my_picks(raw: ToolInput<'my_picks'>): Promise<{ books: BookFact[]; note?: string }> {
      const input = TOOL_SCHEMAS.my_picks.parse(raw);
      if (!hasPersonalSignal(member)) return { books: [], note: 'The member has rated and listed nothing yet: ask for a few favourites or use find_books.' };
      const lexicon = input.genres.length > 0 ? await genreLexicon() : [];
      const genreIds = lexicon.filter((genre) => input.genres.includes(genre.slug)).map((genre) => genre.id);
      if (input.genres.length > 0 && genreIds.length === 0) return { books: [] };
      const picks = await personalRanking(member, { genreIds, ...(await hardFilters(input)) }, member.knownIds, input.limit, locale);
      return { books: remember(picks.books).map((book) => ({ ...toFact(book), reason: picks.reasons.get(book.id) ?? '' })) };
    },

    async my_books(): Promise<{ rated: { id: number; title: string; rating: number }[]; listed: { id: number; title: string; status: string }[] }> {
      const summaries = await getBookSummaries(member.knownIds.slice(0, 50), locale);
      const titles = new Map(summaries.map((book) => [book.id, book.title]));
      return {
        rated: member.rated.flatMap((row) => (titles.has(row.bookId) ? [{ id: row.bookId, title: titles.get(row.bookId) ?? '', rating: row.rating }] : [])),
        listed: member.listed.flatMap((row) => (titles.has(row.bookId) ? [{ id: row.bookId, title: titles.get(row.bookId) ?? '', status: row.status }] : [])),
      };
    },
  };
}
