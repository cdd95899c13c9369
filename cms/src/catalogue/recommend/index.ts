// The entry '@starshelf/cms/catalogue/recommend': the catalogue reads the recommendation chatbot needs.
export { booksMatching, type BooksMatchingQuery } from './books-matching.js';
export { findBookByTitle } from './find-book-by-title.js';
export { genreLexicon, type GenreNames } from './genre-lexicon.js';
export { similarBooks, type SimilarBooksQuery } from './similar-books.js';
export { getBookSummaries } from '../read/find-books.js';
export type { BookSummary } from '../read/shapes.js';
