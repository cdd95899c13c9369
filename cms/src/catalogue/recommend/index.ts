// The entry '@starshelf/cms/catalogue/recommend': the catalogue reads the recommendation chatbot needs.
export { bookIdsMatching, booksMatching, type BooksMatchingQuery } from './books-matching.js';
export { awardWins, type AwardWin } from './award-wins.js';
export { awardIdsByName, forgetAwardLexicon } from './award-lexicon.js';
export { expiringRead } from './expiring-read.js';
export { bookTitles, findBookByTitle, seriesNames, type BookTitle, type SeriesNames } from './find-book-by-title.js';
export { genreLexicon, type GenreNames } from './genre-lexicon.js';
export { similarBooks, type SimilarBooksQuery } from './similar-books.js';
export { getBookSummaries } from '../read/find-books.js';
export type { BookSummary } from '../read/shapes.js';
export { buildPicksModel, buildPicksModelInSlices, scorePicks, seriesCap, MAX_PER_SERIES, type BookFacts, type MemberSignal, type PickReason, type PicksModel, type RatingRow, type ScoredPick } from './picks-model.js';
export { BOOK_FACTS_SQL, loadBookFacts, loadRatingRows, MODEL_BOOKS_SQL, READERS_SQL, personalPicks, picksModel, refreshPicksModel, withinSeriesCap, PICKS_MODEL_BOOKS, PICKS_MODEL_MAX_AGE_MS, PICKS_MODEL_PAIRS, PICKS_READERS_BATCH, type PersonalPick, type PicksModelBounds } from './personal-picks.js';
export { findShowcaseBooks } from '../read/showcase-books.js';
