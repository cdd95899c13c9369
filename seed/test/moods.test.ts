import { MOOD_SLUGS } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';

import { MOOD_SHELVES, MOOD_THRESHOLDS, bookMoods, moodShares, shelfMood } from '../src/import/moods.js';

const books = new Map([
  [1, { ratingsCount: 10_000 }],
  [2, { ratingsCount: 0 }],
]);
const shelf = (bookId: number, name: string, readers: number) => ({ bookId, shelf: name, readers });

describe('moods grouped from reader shelves', () => {
  it('groups spelling variants into one mood and leaves genre and bookkeeping shelves out', () => {
    expect(['funny', 'humor', 'humour', 'comedy'].map(shelfMood)).toEqual(['funny', 'funny', 'funny', 'funny']);
    expect(['ya', 'young-adult', 'teen'].map(shelfMood)).toEqual(['young-adult', 'young-adult', 'young-adult']);
    expect(['short-stories', 'novella', 'anthologies'].map(shelfMood)).toEqual(['short', 'short', 'short']);
    expect(['made-me-cry', 'grimdark', 'classics'].map(shelfMood)).toEqual(['emotional', 'dark', 'classic']);
    expect(['science-fiction', 'fantasy', 'to-read', 'middle-earth', 'dark-tower'].map(shelfMood)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('puts a shelf in one mood at most and gives every mood of the contract shelves and a threshold', () => {
    const all = Object.values(MOOD_SHELVES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(MOOD_SHELVES).sort()).toEqual([...MOOD_SLUGS].sort());
    expect(Object.keys(MOOD_THRESHOLDS).sort()).toEqual([...MOOD_SLUGS].sort());
  });

  it("takes the mood's strongest shelf over the book's ratings count, not the sum of its variants", () => {
    const shares = moodShares(books, [shelf(1, 'humor', 300), shelf(1, 'funny', 200), shelf(1, 'fantasy', 5000)]);
    expect(shares).toEqual([{ bookId: 1, mood: 'funny', share: 0.03 }]);
  });

  it('skips books without ratings and caps a share at 1', () => {
    expect(moodShares(books, [shelf(2, 'funny', 500)])).toEqual([]);
    expect(moodShares(new Map([[3, { ratingsCount: 50 }]]), [shelf(3, 'funny', 100)])).toEqual([{ bookId: 3, mood: 'funny', share: 1 }]);
  });

  it('keeps the moods at or above their threshold', () => {
    const atThreshold = MOOD_THRESHOLDS.funny * 10_000;
    const held = bookMoods(books, [shelf(1, 'funny', atThreshold), shelf(1, 'dark', MOOD_THRESHOLDS.dark * 10_000 - 1)]);
    expect(held.map((h) => h.mood)).toEqual(['funny']);
  });
});
