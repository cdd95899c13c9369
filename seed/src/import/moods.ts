import type { MoodSlug } from '@starshelf/contract';

import type { BookRow, BookShelfRow } from '../data/row-schemas.js';

/**
 * The reader shelves behind each mood (decision 076), as readers spelled them in
 * book_shelves.csv. Spelling variants of one word mostly count the same readers twice, so a
 * book's share for a mood is its strongest shelf of the mood, not their sum.
 */
export const MOOD_SHELVES: Record<MoodSlug, readonly string[]> = {
  funny: ['funny', 'humor', 'humour', 'comedy', 'humorous', 'fun'],
  dark: ['dark', 'dark-fantasy', 'grimdark', 'horror', 'gothic', 'gothic-horror', 'gothic-fiction', 'horror-thriller', 'thriller-horror'],
  emotional: ['made-me-cry', 'books-that-made-me-cry', 'tear-jerker', 'tearjerker', 'emotional', 'sad'],
  // ya-romance counts for young-adult only: a shelf belongs to one mood.
  romantic: [
    'romance', 'paranormal-romance', 'romance-paranormal', 'fantasy-romance', 'historical-romance', 'romance-historical',
    'contemporary-romance', 'vampire-romance', 'love', 'love-story', 'love-stories', 'love-triangle', 'love-triangles',
  ],
  adventurous: ['adventure', 'action', 'action-adventure', 'pirates'],
  mysterious: ['mystery', 'mysteries', 'mystery-thriller', 'mystery-suspense', 'cozy-mystery', 'suspense', 'thriller', 'thrillers', 'crime', 'detective', 'noir'],
  'thought-provoking': ['thought-provoking', 'philosophy', 'philosophical', 'literary-fiction', 'literary'],
  'young-adult': [
    'young-adult', 'ya', 'teen', 'teens', 'youngadult', 'young-adults', 'ya-fantasy', 'ya-fiction', 'ya-books', 'ya-lit', 'ya-paranormal',
    'ya-dystopian', 'ya-dystopia', 'ya-romance', 'ya-sci-fi', 'ya-contemporary', 'young-adult-fiction', 'young-adult-fantasy',
    'young-adult-books', 'young-adult-lit', 'young-adult-literature', 'teen-fiction', 'teen-books',
  ],
  classic: ['classics', 'classic', 'classic-literature', 'classic-fiction', 'classic-lit', 'modern-classics', 'the-classics', 'classical', 'classical-literature', 'classici'],
  short: ['short-stories', 'short-story', 'short-story-collection', 'novella', 'novellas', 'anthology', 'anthologies'],
};

/**
 * The share of a book's readers (shelf readers / the book's Goodreads ratings count) from which
 * the book "is" that mood, chosen from the distribution in decision 076. Popular books have small
 * shares (few of millions of readers shelve at all), so the thresholds sit low; moods whose shelves
 * are rare (emotional, thought-provoking) count any shelf the source kept (it keeps 100+ readers).
 */
export const MOOD_THRESHOLDS: Record<MoodSlug, number> = {
  funny: 0.002,
  dark: 0.0015,
  emotional: 0.0001,
  romantic: 0.003,
  adventurous: 0.001,
  mysterious: 0.0015,
  'thought-provoking': 0.0001,
  'young-adult': 0.0025,
  classic: 0.002,
  short: 0.0015,
};

const moodOfShelf = new Map<string, MoodSlug>(
  Object.entries(MOOD_SHELVES).flatMap(([mood, shelves]) => shelves.map((shelf) => [shelf, mood as MoodSlug] as const)),
);

/** The mood a shelf belongs to, if any. */
export const shelfMood = (shelf: string): MoodSlug | undefined => moodOfShelf.get(shelf);

export interface ComputedBookMood {
  bookId: number;
  mood: MoodSlug;
  /** Readers on the mood's strongest shelf / the book's ratings count, at most 1. */
  share: number;
}

/** Every mood's share for every book that has one (above threshold or not): the figures of 076. */
export function moodShares(books: ReadonlyMap<number, Pick<BookRow, 'ratingsCount'>>, shelves: readonly BookShelfRow[]): ComputedBookMood[] {
  const strongest = new Map<string, ComputedBookMood>();
  for (const { bookId, shelf, readers } of shelves) {
    const mood = shelfMood(shelf);
    const ratingsCount = books.get(bookId)?.ratingsCount ?? 0;
    if (!mood || ratingsCount <= 0) continue;
    // Six decimals are plenty for a share and keep the stored figures readable.
    const share = Math.round(Math.min(1, readers / ratingsCount) * 1e6) / 1e6;
    const key = `${bookId}:${mood}`;
    if ((strongest.get(key)?.share ?? 0) < share) strongest.set(key, { bookId, mood, share });
  }
  return [...strongest.values()];
}

/** The moods each book holds: its shares at or above the mood's threshold. */
export function bookMoods(books: ReadonlyMap<number, Pick<BookRow, 'ratingsCount'>>, shelves: readonly BookShelfRow[]): ComputedBookMood[] {
  return moodShares(books, shelves).filter(({ mood, share }) => share > 0 && share >= MOOD_THRESHOLDS[mood]);
}
