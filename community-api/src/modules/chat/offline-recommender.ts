import { foldSearchText, MOOD_NAMES, type ChatTurn, type Locale } from '@starshelf/contract';
import { searchCatalogue } from '@starshelf/cms/catalogue';
import {
  awardWins,
  forgetAwardLexicon,
  bookIdsMatching,
  genreLexicon,
  getBookSummaries,
  picksModel,
  scorePicks,
  withinSeriesCap,
  type AwardWin,
  type BookSummary,
  type BooksMatchingQuery,
  type GenreNames,
  type PickReason,
} from '@starshelf/cms/catalogue/recommend';
import type { CatalogueTools } from './catalogue-tools.js';
import { hasConstraints, parseIntent, type Intent } from './intent.js';
import { forgetBookTitles, resolveLikedBook, seriesOfLikedBook, titleOfMessage } from './liked-book.js';
import { hasPersonalSignal, personalRanking } from './personal-ranking.js';
import { joinNames, REPLIES } from './replies.js';
import { SHORT_MAX_PAGES } from './request-words.js';
import { isOneTypoOf, isSameWord } from './word-match.js';

export type Recommendation = { language: Locale; text: string; books: BookSummary[]; reasons?: Map<number, string> };

const LIMIT = 6;
/** How many of the model's neighbours of a liked book the hard filters choose from. */
const LIKE_CANDIDATES = 200;

// The genre lexicon changes only when editors add a genre; a minute of staleness is harmless.
let lexiconCache: { at: number; genres: Promise<GenreNames[]> } | undefined;
function cachedLexicon(): Promise<GenreNames[]> {
  if (!lexiconCache || Date.now() - lexiconCache.at > 60_000) {
    lexiconCache = { at: Date.now(), genres: genreLexicon() };
    lexiconCache.genres.catch(() => (lexiconCache = undefined));
  }
  return lexiconCache.genres;
}

/** Test suites create genres in fresh databases; they reset the cache between them. */
export function forgetGenreLexicon(): void {
  lexiconCache = undefined;
  forgetBookTitles();
  forgetAwardLexicon();
}

/** An author named in the request, only when the catalogue's name really contains it. */
async function resolveAuthor(name: string, locale: Locale): Promise<{ id: number; name: string } | undefined> {
  const groups = await searchCatalogue(name, { locale, limits: { book: 0, author: 3, series: 0, genre: 0, award: 0 } });
  const wanted = foldSearchText(name).split(' ');
  const hit = groups.authors.find((author) => {
    const words = foldSearchText(author.title).split(' ');
    return wanted.every((word) => words.includes(word));
  });
  return hit ? { id: hit.id, name: hit.title } : undefined;
}

/** How many catalogue authors one excluded name may stand for ("Adams": Douglas and Richard). */
const EXCLUDED_PER_NAME = 5;

/**
 * Every author an excluded name may mean: an exclusion is a hard filter, so "nothing by Adams"
 * leaves out each Adams rather than guess one, and a name with a typo ("pratchet") still counts.
 */
async function resolveExcludedAuthors(name: string, locale: Locale): Promise<number[]> {
  const groups = await searchCatalogue(name, { locale, limits: { book: 0, author: EXCLUDED_PER_NAME, series: 0, genre: 0, award: 0 } });
  const wanted = foldSearchText(name).split(' ').filter(Boolean);
  return groups.authors
    .filter((author) => {
      const words = foldSearchText(author.title).split(' ');
      return wanted.every((word) => words.some((own) => isSameWord(word, own) || isOneTypoOf(word, own)));
    })
    .map((author) => author.id);
}

/**
 * A follow-up ("more", "and from the 80s?") keeps the previous request's wishes and adds its own;
 * exclusions add up ("not by Pratchett" → "and nothing by Gaiman either" leaves out both).
 */
function withPrevious(intent: Intent, previous: Intent): Intent {
  const union = <T>(a: readonly T[], b: readonly T[]) => [...new Set([...a, ...b])];
  return {
    ...previous,
    ...Object.fromEntries(Object.entries(intent).filter(([, value]) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0))),
    notByAuthors: union(previous.notByAuthors, intent.notByAuthors),
    excludeGenreIds: union(previous.excludeGenreIds, intent.excludeGenreIds),
    excludeMoods: union(previous.excludeMoods, intent.excludeMoods).filter((mood) => !intent.moods.includes(mood)),
    language: intent.language,
    text: intent.text,
  } as Intent;
}

type Conversation = { lastRequest?: string | undefined; lastBookIds: number[] };

function conversationOf(history: readonly ChatTurn[]): Conversation {
  const users = history.filter((turn) => turn.role === 'user');
  const answers = history.filter((turn) => turn.role === 'assistant');
  return { lastRequest: users.at(-1)?.content, lastBookIds: answers.at(-1)?.bookIds ?? [] };
}

/** The constraints as hard filters of the catalogue query. */
function filtersOf(intent: Intent, authorIds: number[], excludeAuthorIds: number[]): BooksMatchingQuery {
  return {
    genreIds: intent.genreIds,
    authorIds,
    excludeAuthorIds,
    excludeGenreIds: intent.excludeGenreIds,
    moods: intent.moods,
    excludeMoods: intent.excludeMoods,
    seriesForm: intent.seriesForm,
    maxPages: intent.maxPages,
    yearFrom: intent.yearFrom,
    yearTo: intent.yearTo,
    yearsOfPublication: intent.yearsOfPublication,
    isAwardWinner: intent.isAwardWinner,
    awardNames: intent.awards?.names,
    awardLogic: intent.awards?.logic,
    awardWonOnly: intent.awards?.wonOnly,
  };
}

/** At most two of one series, unless the reader asked for series. */
async function capSeries(books: BookSummary[], intent: Intent): Promise<BookSummary[]> {
  const admitted = new Set(await capSeriesIds(books.map((book) => book.id), intent));
  return books.filter((book) => admitted.has(book.id));
}

/** `capSeries` on ids, so only the books kept need describing. */
async function capSeriesIds(ids: number[], intent: Intent): Promise<number[]> {
  if (intent.seriesForm === 'series') return ids.slice(0, LIMIT);
  return (await withinSeriesCap([], ids)).slice(0, LIMIT);
}

function pickReason(reason: PickReason, seedTitle: string, language: Locale, lexicon: GenreNames[]): string {
  const texts = REPLIES[language];
  if (reason.kind === 'co-rated') return texts.coRated(seedTitle, reason.seedRating, reason.average);
  const moods = reason.moods.flatMap((mood) => (mood in MOOD_NAMES ? [MOOD_NAMES[mood as keyof typeof MOOD_NAMES][language]] : []));
  const genres = lexicon.filter((genre) => reason.genreIds.includes(genre.id)).map((genre) => genreName(genre, language));
  return texts.alike(seedTitle, joinNames([...moods, ...genres].slice(0, 2), language));
}

const genreName = (genre: GenreNames, language: Locale) => genre.names.find((entry) => entry.locale === language)?.name ?? genre.names[0]?.name ?? genre.slug;

/** "Won the Hugo and the Nebula in 1975", else the readers' average. */
function factReasons(books: BookSummary[], wins: AwardWin[], language: Locale): Map<number, string> {
  const texts = REPLIES[language];
  return new Map(
    books.map((book) => {
      const own = wins.filter((win) => win.bookId === book.id);
      if (own.length > 0) {
        const names = [...new Set(own.map((win) => win.award))].slice(0, 3);
        const years = [...new Set(own.map((win) => win.year))];
        return [book.id, texts.won(joinNames(names, language), years.length === 1 ? (years[0] ?? null) : null)];
      }
      return [book.id, book.averageRating === null ? '' : texts.rated(book.averageRating)];
    }),
  );
}

/** "like X": the item-to-item model's neighbours of X that pass every hard filter, best first. */
async function booksLike(seed: { id: number; title: string }, intent: Intent, filters: BooksMatchingQuery, excludeIds: number[], language: Locale, lexicon: GenreNames[]) {
  const model = await picksModel();
  const picks = scorePicks(model, { rated: [{ bookId: seed.id, rating: 5 }], listedIds: [], excludeIds, limit: LIKE_CANDIDATES });
  // Without a genre or mood of its own, the request stays in the seed's genres: "like Dune" means
  // science fiction; "funny like Discworld" is about the mood and may cross genres.
  const seedGenres = model.books.get(seed.id)?.genreIds ?? [];
  const sameGenre = intent.genreIds.length > 0 || intent.moods.length > 0 || seedGenres.length === 0 ? picks : picks.filter((pick) => model.books.get(pick.bookId)?.genreIds.some((id) => seedGenres.includes(id)));
  // "Like Dune" asks for other books than Dune's saga, unless the reader asks for series.
  const ownSeries = intent.seriesForm === 'series' ? new Set<number>() : await seriesOfLikedBook(seed, model.books.get(seed.id)?.seriesIds ?? []);
  const inGenre = sameGenre.filter((pick) => !model.books.get(pick.bookId)?.seriesIds.some((id) => ownSeries.has(id)));
  if (inGenre.length === 0) return { books: [], reasons: new Map<number, string>() };
  const passing = new Set(await bookIdsMatching({ ...filters, genreIds: [], onlyIds: inGenre.map((pick) => pick.bookId), limit: LIKE_CANDIDATES }));
  // genreIds in the filters rank there but do not filter; here they must hold.
  const wantedGenres = intent.genreIds;
  const kept = inGenre.filter((pick) => passing.has(pick.bookId) && (wantedGenres.length === 0 || model.books.get(pick.bookId)?.genreIds.some((id) => wantedGenres.includes(id))));
  const books = await getBookSummaries(await capSeriesIds(kept.map((pick) => pick.bookId), intent), language);
  const reasonOf = new Map(kept.map((pick) => [pick.bookId, pick.reason]));
  const reasons = new Map(books.map((book) => [book.id, pickReason(reasonOf.get(book.id) ?? { kind: 'similar', seedId: seed.id, genreIds: [], moods: [] }, seed.title, language, lexicon)]));
  return { books, reasons };
}

/**
 * The chatbot without a model: a parser of plain requests in en/de/it turns the message into
 * constraints, the catalogue applies them as hard filters, and the item-to-item model ranks
 * "like X". Deterministic, so it can be tested and benchmarked.
 */
export async function recommendOffline(message: string, tools: CatalogueTools, fallback: Locale, history: readonly ChatTurn[] = []): Promise<Recommendation> {
  const lexicon = await cachedLexicon();
  const conversation = conversationOf(history);
  let intent = parseIntent(message, lexicon, fallback);
  const previous = conversation.lastRequest ? parseIntent(conversation.lastRequest, lexicon, intent.language) : undefined;
  // "more by that author" asks for the author alone; "more" or "and from the 80s?" keeps the wishes.
  if (previous && intent.isFollowUp && !intent.sameAuthorAsBefore) intent = { ...withPrevious(intent, previous), isOffTopic: false };
  const language = intent.language;
  const texts = REPLIES[language];

  // The compared book and the named authors are independent lookups: resolved side by side.
  const [liked, excludedAuthors, namedAuthor] = await Promise.all([
    // An off-topic message's "wie …" ("Wie wird das Wetter …") is rarely a title: the cached lists only, no search.
    intent.likeTitle ? (intent.isOffTopic ? titleOfMessage(intent.likeTitle) : resolveLikedBook(intent.likeTitle, language)) : undefined,
    Promise.all(intent.notByAuthors.map((name) => resolveExcludedAuthors(name, language))).then((ids) => [...new Set(ids.flat())]),
    intent.byAuthor && !intent.sameAuthorAsBefore ? resolveAuthor(intent.byAuthor, language) : undefined,
  ]);
  if (intent.isOffTopic && !liked) {
    // It may still name a book outright ("Dune"); otherwise say honestly what the chat can do.
    const named = await titleOfMessage(message);
    if (!named) return { language, text: texts.offTopic, books: [] };
    intent = { ...intent, likeTitle: named.title };
    return answerLike(named, intent, tools, conversation, lexicon, [], []);
  }

  const author = intent.sameAuthorAsBefore ? await previousAuthor(conversation, previous, language) : namedAuthor;
  // A follow-up never offers the book asked about before ("like Dune" → "more by that author").
  const likedBefore = previous?.likeTitle && (intent.isFollowUp || intent.sameAuthorAsBefore) ? await resolveLikedBook(previous.likeTitle, language) : undefined;
  if (likedBefore) conversation.lastBookIds = [...conversation.lastBookIds, likedBefore.id];
  const authorIds = author ? [author.id] : [];

  if (liked) {
    const answer = await answerLike(liked, intent, tools, conversation, lexicon, authorIds, excludedAuthors);
    if (answer.books.length > 0) return answer;
  }

  if (hasConstraints(intent) || author) {
    const excludeIds = [...tools.knownIds, ...conversation.lastBookIds, ...(liked ? [liked.id] : [])];
    const filters = { ...filtersOf(intent, authorIds, excludedAuthors), excludeIds, limit: 24, locale: language };
    let found = await bookIdsMatching(filters);
    // "short" is a wish about length, and most books' length is unknown: rather longer books than none.
    const relaxedLength = found.length === 0 && intent.maxPages === SHORT_MAX_PAGES;
    if (relaxedLength) found = await bookIdsMatching({ ...filters, maxPages: undefined });
    // A member's own picks come first when the request only narrows what they may like (a genre,
    // a mood, a decade); a named author is a list of that author's books, not a taste.
    const personal = !author && found.length > 0 && hasPersonalSignal(tools.member)
      ? await personalRanking(tools.member, { ...filters, maxPages: relaxedLength ? undefined : filters.maxPages }, excludeIds, LIMIT, language)
      : undefined;
    const personalIds = personal?.books.map((book) => book.id) ?? [];
    // With genres the query keeps only books of at least one of them (it joins on them), so the
    // series cap works on ids and only the books shown are described, with their awards alongside.
    const ids = await capSeriesIds([...personalIds, ...found.filter((id) => !personalIds.includes(id))], intent);
    if (ids.length === 0) return { language, text: texts.nothing, books: [] };
    const [books, wins] = await Promise.all([getBookSummaries(ids, language), awardWins(ids)]);
    const reasons = factReasons(books, wins, language);
    for (const [id, reason] of personal?.reasons ?? []) reasons.set(id, reason);
    const criteria = criteriaText(intent, lexicon);
    const text = author && (intent.sameAuthorAsBefore || !hasConstraints(intent)) ? texts.sameAuthor(author.name) : personalIds.length > 0 ? texts.personalMatching(criteria) : texts.matching(criteria);
    return { language, text: relaxedLength ? `${texts.noShort} ${text}` : text, books, reasons };
  }

  // "What should I read next?": the member's personal picks, as on the home page's "For you" row.
  if (intent.isOpenRequest && hasPersonalSignal(tools.member)) {
    const personal = await personalRanking(tools.member, {}, [...tools.knownIds, ...conversation.lastBookIds], LIMIT, language);
    if (personal.books.length > 0) return { language, text: texts.personal, ...personal };
  }
  if (intent.isOpenRequest) return popularAnswer(tools, language, texts.popular);

  // Nothing recognised: maybe it names a book outright.
  const { books: found = [] } = await tools.search_catalogue({ query: message.slice(0, 100), type: 'books' });
  const first = found[0] ? tools.grounded.get(found[0].id) : undefined;
  if (first) {
    const answer = await answerLike(first, intent, tools, conversation, lexicon, [], []);
    if (answer.books.length > 0) return answer;
  }
  return popularAnswer(tools, language, intent.likeTitle ? `${texts.unknownTitle(intent.likeTitle)} ${texts.popular}` : texts.popular);
}

/** How many of the most appreciated books the series cap chooses the answer's six from. */
const POPULAR_CANDIDATES = 12;

/**
 * The catalogue's most appreciated books the member does not know yet, at most two of one series:
 * with the showcase prior (decision 100) the top six are four Harry Potters.
 */
async function popularAnswer(tools: CatalogueTools, language: Locale, text: string): Promise<Recommendation> {
  const { books: popular } = await tools.find_books({ limit: POPULAR_CANDIDATES });
  const admitted = new Set((await withinSeriesCap([], popular.map((fact) => fact.id))).slice(0, LIMIT));
  const books = popular.flatMap((fact) => (admitted.has(fact.id) ? (tools.grounded.get(fact.id) ?? []) : []));
  return { language, text, books, reasons: factReasons(books, await awardWins(books.map((book) => book.id)), language) };
}

async function answerLike(
  liked: { id: number; title: string },
  intent: Intent,
  tools: CatalogueTools,
  conversation: Conversation,
  lexicon: GenreNames[],
  authorIds: number[],
  excludedAuthors: number[],
): Promise<Recommendation> {
  const language = intent.language;
  const excludeIds = [...tools.knownIds, ...conversation.lastBookIds, liked.id];
  const filters = filtersOf(intent, authorIds, excludedAuthors);
  const { books, reasons } = await booksLike(liked, intent, filters, excludeIds, language, lexicon);
  if (books.length > 0) return { language, text: REPLIES[language].similar(liked.title), books, reasons };
  if (hasConstraints(intent) || authorIds.length > 0) return { language, text: REPLIES[language].nothing, books: [] };
  // The model knows nothing of this book yet (no ratings): the catalogue's own likeness.
  await tools.similar_books({ bookId: liked.id, limit: LIMIT });
  const similar = [...tools.grounded.values()].filter((book) => book.id !== liked.id && !conversation.lastBookIds.includes(book.id));
  return { language, text: REPLIES[language].similar(liked.title), books: await capSeries(similar, intent) };
}

/** "More by that author": the author of the book asked about before, else of the last answer's first book. */
async function previousAuthor(conversation: Conversation, previous: Intent | undefined, language: Locale): Promise<{ id: number; name: string } | undefined> {
  // After "like Dune" the answer holds no Herbert (his saga is left out): "that author" is Dune's.
  const likedId = previous?.likeTitle ? (await resolveLikedBook(previous.likeTitle, language))?.id : undefined;
  const seed = likedId ?? conversation.lastBookIds[0];
  if (seed !== undefined) {
    const [book] = await getBookSummaries([seed], language);
    const first = book?.authors[0];
    if (first) return { id: first.id, name: first.name };
  }
  return previous?.byAuthor ? resolveAuthor(previous.byAuthor, language) : undefined;
}

/** "award-winning Fantasy and Dragons from the 1970s", from what was understood, in the reader's language. */
function criteriaText(intent: Intent, lexicon: GenreNames[]): string {
  const language = intent.language;
  const texts = REPLIES[language];
  const genreNames = lexicon.filter((genre) => intent.genreIds.includes(genre.id)).map((genre) => genreName(genre, language));
  const moodNames = intent.moods.map((mood) => MOOD_NAMES[mood][language].toLowerCase());
  const awarded = intent.awards?.wonOnly === false ? texts.nominated : intent.isAwardWinner || intent.awards ? texts.winners : '';
  return [awarded, joinNames([...moodNames, ...genreNames], language), intent.decade ? texts.decade(intent.decade) : ''].filter(Boolean).join(' ');
}
