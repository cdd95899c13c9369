/**
 * Answer shapes of the catalogue calls in /work/shared/API.md that several features render
 * (a book card appears on home, lists, author, series, genre and award pages). Types only: the
 * server validates with the contract's zod schemas, and parsing every list in the browser would
 * cost bundle size for no reader-visible gain.
 */
import type { AuthorGender, NativeLanguage, ReadingStatus, Role } from '@starshelf/contract';

export type Ref = { id: number; slug: string; name: string };

export type BookSummary = {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  publicationYear: number | null;
  publicationDate?: string | null;
  averageRating: number | null;
  ratingsCount: number;
  authors: Ref[];
  genres: Ref[];
  /** Present when the book is listed inside a series (positions may be fractional, "1.5"). */
  seriesPosition?: number | string | null;
};

export type Paged<T> = { items: T[]; total: number; page: number; limit: number; hasMore: boolean };

export type BookAward = { id?: number; award: { id: number; slug?: string; name: string }; isWinner: boolean; category: string | null; year: number | string | null };
export type BookSeriesLink = { series: { id: number; slug: string; name: string }; position: number | string | null };

export type Edition = {
  id: number;
  title: string;
  coverImage: string | null;
  publicationYear: number | null;
  pages: number | null;
  isbn: string | null;
  publisher: string | null;
  isPrimaryEdition: boolean;
  bindingType: string | null;
  languageCode: string | null;
  languageName: string | null;
  translator: string | null;
};

export type AuthorSummary = {
  id: number;
  slug: string;
  name: string;
  profileImageUrl: string | null;
  bookCount: number;
  averageRating: number | null;
  nativeLanguage?: NativeLanguage | null;
  gender?: AuthorGender | null;
  born?: string | null;
  died?: string | null;
  ratingsCount?: number;
};

export type AuthorRef = Ref & { bio?: string | null; profileImageUrl?: string | null };

export type BookDetail = BookSummary & {
  description: string | null;
  publisher: string | null;
  pages: number | null;
  authors: AuthorRef[];
  allSeries: BookSeriesLink[];
  awards: BookAward[];
  editions: Edition[];
};

export type SeriesSummary = {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  description: string | null;
  bookCount: number;
  isCompleted: boolean;
  averageRating?: number | null;
};

export type GenreSummary = { id: number; slug: string; name: string; description: string | null; image: string | null; bookCount: number };

export type AwardSummary = { id: number; name: string; description: string | null; year?: number | null };

export type Review = {
  userId: string;
  rating: number;
  review: string | null;
  createdAt?: string;
  user: { id?: number | string; displayName: string; profileImageUrl?: string | null };
};

export type CurrentUser = {
  id: number | string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  displayName: string;
};

export type { ReadingStatus };
