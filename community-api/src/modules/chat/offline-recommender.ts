import { foldSearchText, type Locale } from '@starshelf/contract';
import { searchCatalogue } from '@starshelf/cms/catalogue';
import { findBookByTitle, genreLexicon, type BookSummary, type GenreNames } from '@starshelf/cms/catalogue/recommend';
import type { CatalogueTools } from './catalogue-tools.js';
import { parseIntent } from './intent.js';
import { joinNames, REPLIES } from './replies.js';

export type Recommendation = { language: Locale; text: string; books: BookSummary[] };

const LIMIT = 6;

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
}

async function resolveLikedBook(title: string, locale: Locale): Promise<{ id: number; title: string } | undefined> {
  const exact = await findBookByTitle(title);
  if (exact) return exact;
  const groups = await searchCatalogue(title, { locale, limits: { book: 3, author: 0, series: 0, genre: 0, award: 0 } });
  const wanted = foldSearchText(title);
  // A match must really be that title, or "I would like fantasy" would look for a book.
  const hit = groups.books.find((book) => {
    const found = foldSearchText(book.title);
    return found === wanted || found.startsWith(`${wanted} `) || wanted.startsWith(`${found} `) || wanted === found.split(' ').slice(0, wanted.split(' ').length).join(' ');
  });
  return hit ? { id: hit.id, title: hit.title } : undefined;
}

/**
 * The chatbot without a model: the same catalogue tools, driven by a small parser of plain
 * requests in en/de/it. Deterministic, so it can be tested and benchmarked.
 */
export async function recommendOffline(message: string, tools: CatalogueTools, fallback: Locale): Promise<Recommendation> {
  const lexicon = await cachedLexicon();
  const intent = parseIntent(message, lexicon, fallback);
  const language = intent.language;
  const texts = REPLIES[language];

  const liked = intent.likeTitle ? await resolveLikedBook(intent.likeTitle, language) : undefined;
  if (liked) {
    await tools.similar_books({ bookId: liked.id, limit: LIMIT });
    const books = [...tools.grounded.values()].filter((book) => book.id !== liked.id);
    if (books.length > 0) return { language, text: texts.similar(liked.title), books };
  }

  const hasCriteria = intent.genreIds.length > 0 || intent.decade !== undefined || intent.isAwardWinner;
  if (hasCriteria) {
    const slugs = lexicon.filter((genre) => intent.genreIds.includes(genre.id)).map((genre) => genre.slug);
    const { books: facts } = await tools.find_books({
      genres: slugs,
      yearFrom: intent.decade,
      yearTo: intent.decade === undefined ? undefined : intent.decade + 9,
      awardWinnersOnly: intent.isAwardWinner,
      limit: LIMIT,
    });
    const books = facts.flatMap((fact) => tools.grounded.get(fact.id) ?? []);
    if (books.length === 0) return { language, text: texts.nothing, books: [] };
    const genreNames = lexicon
      .filter((genre) => intent.genreIds.includes(genre.id))
      .map((genre) => genre.names.find((entry) => entry.locale === language)?.name ?? genre.names[0]?.name ?? genre.slug);
    const criteria = [intent.isAwardWinner ? texts.winners : '', joinNames(genreNames, language), intent.decade ? texts.decade(intent.decade) : '']
      .filter(Boolean)
      .join(' ');
    return { language, text: texts.matching(criteria), books };
  }

  // Nothing recognised: maybe it names a book or author outright.
  const { books: found = [] } = await tools.search_catalogue({ query: message.slice(0, 100), type: 'books' });
  const first = found[0] ? tools.grounded.get(found[0].id) : undefined;
  if (first) {
    const { books: similar } = await tools.similar_books({ bookId: first.id, limit: LIMIT });
    const books = similar.flatMap((fact) => tools.grounded.get(fact.id) ?? []);
    if (books.length > 0) return { language, text: texts.similar(first.title), books };
  }
  const { books: popular } = await tools.find_books({ limit: LIMIT });
  return { language, text: texts.popular, books: popular.flatMap((fact) => tools.grounded.get(fact.id) ?? []) };
}
