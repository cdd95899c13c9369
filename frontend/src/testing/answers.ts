import {
  authorSummarySchema,
  bookDetailSchema,
  bookSummarySchema,
  currentUserSchema,
  editionRecordSchema,
  searchHitSchema,
  type AuthorSummary,
  type BookDetail,
  type BookSummary,
  type CurrentUser,
  type EditionRecord,
  type SearchHit,
} from '@starshelf/contract';
import { expect } from 'vitest';

declare const checked: unique symbol;
/** An API answer a test fakes, made only by `fakeAnswer`, so every fake has passed the contract. */
export type FakeAnswer = { readonly [checked]: true; readonly data: unknown };

type AnswerSchema = { parse(data: unknown): unknown };

/**
 * Parses a faked answer with the contract's schema of the real one: a missing or mistyped field
 * throws, and a field the server never sends (parsing drops it) fails the comparison.
 */
export function fakeAnswer<S extends AnswerSchema>(schema: S, data: ReturnType<S['parse']>): FakeAnswer {
  const parsed = schema.parse(data);
  expect(parsed, 'the fake answer holds fields the server never sends').toEqual(data);
  return { data: parsed } as FakeAnswer;
}

/** A faked answer that is a plain list, each item parsed with the item's schema. */
export function fakeListAnswer<S extends AnswerSchema>(itemSchema: S, items: Array<ReturnType<S['parse']>>): FakeAnswer {
  const parsed = items.map((item) => itemSchema.parse(item));
  expect(parsed, 'the fake answer holds fields the server never sends').toEqual(items);
  return { data: parsed } as FakeAnswer;
}

/** A complete book card with the given fields changed. */
export function aBook(overrides: Partial<BookSummary> = {}): BookSummary {
  return bookSummarySchema.parse({
    id: 1, slug: 'dune-1', title: 'Dune', coverImage: null, publicationYear: 1965, publicationDate: null,
    averageRating: null, ratingsCount: 0, authors: [], genres: [],
    ...overrides,
  });
}

/** A complete author card with the given fields changed. */
export function anAuthor(overrides: Partial<AuthorSummary> = {}): AuthorSummary {
  return authorSummarySchema.parse({
    id: 1, slug: 'ursula-k-le-guin', name: 'Ursula K. Le Guin', profileImageUrl: null, nativeLanguage: null, gender: null, born: null, died: null,
    averageRating: null, ratingsCount: 0, bookCount: 0,
    ...overrides,
  });
}

/** A complete book detail: the card's fields (authors without biography) and empty extras. */
export function aBookDetail(overrides: Partial<BookDetail> = {}, card: Partial<BookSummary> = {}): BookDetail {
  const book = aBook(card);
  return bookDetailSchema.parse({
    ...book,
    authors: book.authors.map((author) => ({ ...author, bio: null, profileImageUrl: null })),
    description: null, publisher: null, pages: null, series: null, seriesPosition: null, allSeries: [], awards: [], editions: [],
    ...overrides,
  });
}

/** A complete edition as the editions call answers it. */
export function anEdition(overrides: Partial<EditionRecord> = {}): EditionRecord {
  return editionRecordSchema.parse({
    id: 1, book: 7, title: 'Dune', description: null, coverImage: null, publicationYear: null, pages: null, isbn: null,
    publisher: null, isPrimaryEdition: false, editionType: 'original', formatType: 'physical', bindingType: 'paperback',
    languageCode: 'de', languageName: 'Deutsch', translator: null, isOriginalLanguage: true, formats: [], languages: [],
    externalId: null, updatedAt: '2026-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** The signed-in member as GET /api/auth/user answers it. */
export function aMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserSchema.parse({
    id: '0b6f1c1e-1a2b-4c3d-9e8f-000000000001', role: 'NORMAL_USER', firstName: 'Ada', lastName: null,
    email: 'ada@example.org', profileImageUrl: null, displayName: 'Ada',
    ...overrides,
  });
}

/** One search hit; every group names its item in `title`. */
export function aSearchHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return searchHitSchema.parse({ id: 1, slug: null, title: 'Dune', subtitle: null, image: null, ...overrides });
}
