import { DEFAULT_LOCALE, MOOD_SLUGS, type Locale } from '@starshelf/contract';
import { searchCatalogue, type SearchHit } from '@starshelf/cms/catalogue';
import { booksMatching, genreLexicon, getBookSummaries, picksModel, scorePicks, similarBooks, withinSeriesCap, type BookSummary } from '@starshelf/cms/catalogue/recommend';
import { z } from 'zod';
import type { MemberBooks } from './member-books.js';
import { seriesOfLikedBook } from './liked-book.js';
import { hasPersonalSignal, personalRanking } from './personal-ranking.js';

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
    limit: z.number().int().min(1).max(12).default(6),
  }),
  find_books: z.object({
    genres: z.array(z.string().max(60)).max(4).default([]).describe('Genre slugs, e.g. "dragons", "time-travel"'),
    authorIds: z.array(z.number().int().positive()).max(4).default([]),
    seriesIds: z.array(z.number().int().positive()).max(4).default([]),
    yearFrom: z.number().int().min(0).max(3000).optional(),
    yearTo: z.number().int().min(0).max(3000).optional(),
    awardWinnersOnly: z.boolean().default(false),
    excludeAuthorIds: z.array(z.number().int().positive()).max(4).default([]).describe('Authors the member does not want'),
    excludeGenres: z.array(z.string().max(60)).max(4).default([]).describe('Genre slugs the member does not want, e.g. "vampires"'),
    moods: z.array(z.enum(MOOD_SLUGS)).max(4).default([]).describe('Every one must hold'),
    excludeMoods: z.array(z.enum(MOOD_SLUGS)).max(4).default([]),
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
    limit: z.number().int().min(1).max(12).default(6),
  }),
  my_books: z.object({}),
  my_picks: z.object({
    genres: z.array(z.string().max(60)).max(4).default([]).describe('Genre slugs the picks must have, e.g. "fantasy"'),
    moods: z.array(z.enum(MOOD_SLUGS)).max(4).default([]).describe('Every one must hold'),
    limit: z.number().int().min(1).max(12).default(6),
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

/**
 * The item-to-item model's neighbours of a book (decision 078) within its genres, at most two of
 * one series, never the book itself, its own series (unless asked for) or the member's own books.
 */
async function similarByModel(bookId: number, knownIds: readonly number[], limit: number, includeItsSeries: boolean): Promise<number[]> {
  const model = await picksModel();
  const seedGenres = model.books.get(bookId)?.genreIds ?? [];
  const picks = scorePicks(model, { rated: [{ bookId, rating: 5 }], listedIds: [], excludeIds: knownIds, limit: 60 });
  const [seed] = includeItsSeries ? [] : await getBookSummaries([bookId], DEFAULT_LOCALE);
  const ownSeries = seed ? await seriesOfLikedBook(seed, model.books.get(bookId)?.seriesIds ?? []) : new Set<number>();
  const inGenre = picks.filter(
    (pick) => (seedGenres.length === 0 || model.books.get(pick.bookId)?.genreIds.some((id) => seedGenres.includes(id))) && !model.books.get(pick.bookId)?.seriesIds.some((id) => ownSeries.has(id)),
  );
  return (await withinSeriesCap([], inGenre.map((pick) => pick.bookId))).slice(0, limit);
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
      const ids = await similarByModel(input.bookId, member.knownIds, input.limit, input.includeItsSeries);
      // A book nobody rated yet: the catalogue's own likeness (authors, series, genres).
      const books = ids.length > 0 ? await getBookSummaries(ids, locale) : await similarBooks({ bookId: input.bookId, locale, limit: input.limit, excludeIds: member.knownIds });
      return { books: remember(books).map(toFact) };
    },

    async find_books(raw: ToolInput<'find_books'>): Promise<{ books: BookFact[] }> {
      const input = TOOL_SCHEMAS.find_books.parse(raw);
      const lexicon = input.genres.length + input.excludeGenres.length > 0 ? await genreLexicon() : [];
      const genreIds = lexicon.filter((genre) => input.genres.includes(genre.slug)).map((genre) => genre.id);
      const excludeGenreIds = lexicon.filter((genre) => input.excludeGenres.includes(genre.slug)).map((genre) => genre.id);
      // Asked for genres that do not exist: answer nothing rather than the whole catalogue.
      if (input.genres.length > 0 && genreIds.length === 0) return { books: [] };
      const books = await booksMatching({
        genreIds,
        authorIds: input.authorIds,
        seriesIds: input.seriesIds,
        yearFrom: input.yearFrom,
        yearTo: input.yearTo,
        isAwardWinner: input.awardWinnersOnly,
        excludeAuthorIds: input.excludeAuthorIds,
        excludeGenreIds,
        moods: input.moods,
        excludeMoods: input.excludeMoods,
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
      const picks = await personalRanking(member, { genreIds, moods: input.moods }, member.knownIds, input.limit, locale);
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
