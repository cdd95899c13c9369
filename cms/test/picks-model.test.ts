import { describe, expect, it } from 'vitest';

import { buildPicksModel, buildPicksModelInSlices, scorePicks, seriesCap, type BookFacts, type RatingRow } from '../src/catalogue/recommend/picks-model.js';

const FANTASY = 1;
const SF = 2;
const SAGA = 10;

const facts = (id: number, genreIds: number[], extra: Partial<BookFacts> = {}): BookFacts => ({ id, dampedRating: 4, genreIds, moods: [], seriesIds: [], ...extra });

/** `readers` readers, named `group:n`, each giving every book in `books` the same rating. */
function ratingsOf(group: string, readers: number, books: number[], rating: number): RatingRow[] {
  return Array.from({ length: readers }, (_, n) => books.map((bookId) => ({ userId: `${group}:${n}`, bookId, rating }))).flat();
}

describe('the item-to-item picks model (decision 078)', () => {
  const books = [
    facts(1, [FANTASY], { moods: ['dark'] }),
    facts(2, [FANTASY], { seriesIds: [SAGA] }),
    facts(3, [FANTASY], { seriesIds: [SAGA] }),
    facts(4, [FANTASY], { seriesIds: [SAGA] }),
    facts(5, [FANTASY], { moods: ['dark'] }),
    facts(6, [SF]),
    facts(7, [FANTASY], { moods: ['dark', 'funny'] }),
  ];
  const ratings = [...ratingsOf('fantasy', 10, [1, 2, 3, 4, 5], 5), ...ratingsOf('sf', 10, [6], 5), ...ratingsOf('sf', 10, [1], 1)];
  const model = buildPicksModel(ratings, books);

  it('follows the readers who share the member\'s taste, two of a series at most, nothing known', () => {
    const picks = scorePicks(model, { rated: [{ bookId: 1, rating: 5 }], listedIds: [5], excludeIds: [], limit: 10 });
    const ids = picks.map((pick) => pick.bookId);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(5);
    expect(ids).not.toContain(6);
    expect(ids.filter((id) => [2, 3, 4].includes(id))).toHaveLength(2);
    expect(picks[0]?.reason).toEqual({ kind: 'co-rated', seedId: 1, seedRating: 5, average: 5, readers: 10 });
  });

  it('falls back on genres and moods for a book nobody else rated alongside', () => {
    const picks = scorePicks(model, { rated: [{ bookId: 1, rating: 5 }], listedIds: [], excludeIds: [2, 3, 4, 5], limit: 10 });
    expect(picks.map((pick) => pick.bookId)).toEqual([7]);
    expect(picks[0]?.reason).toEqual({ kind: 'similar', seedId: 1, genreIds: [FANTASY], moods: ['dark'] });
  });

  it('keeps a series at two books beside the ones already picked', () => {
    expect([3, 4, 5].filter(seriesCap(model, [2]))).toEqual([3, 5]);
  });

  it('builds the model from ratings alone, empty when there are none', () => {
    expect(scorePicks(buildPicksModel([], []), { rated: [{ bookId: 1, rating: 5 }], listedIds: [], excludeIds: [], limit: 5 })).toEqual([]);
  });

  it('gives the same fans\' average whichever of the two books has more readers', () => {
    const pair = buildPicksModel([...ratingsOf('few', 3, [20, 21], 5), ...ratingsOf('many', 30, [21], 2)], [facts(20, [SF]), facts(21, [SF])]);
    const fansOfTheRareBook = scorePicks(pair, { rated: [{ bookId: 20, rating: 5 }], listedIds: [], excludeIds: [], limit: 1 });
    const fansOfThePopularBook = scorePicks(pair, { rated: [{ bookId: 21, rating: 5 }], listedIds: [], excludeIds: [], limit: 1 });
    expect(fansOfTheRareBook[0]?.reason).toEqual({ kind: 'co-rated', seedId: 20, seedRating: 5, average: 5, readers: 3 });
    expect(fansOfThePopularBook[0]?.reason).toEqual({ kind: 'co-rated', seedId: 21, seedRating: 5, average: 5, readers: 3 });
  });
});

// Decision 154: the model keeps each book's pairs and raters in typed arrays; their figures must be
// the ones counted pair by pair from the ratings, whatever order the ratings come in.
describe('the picks model\'s pairs and raters', () => {
  /** A fixed spread of ratings: 60 readers over 25 books, each rating some of them 1-5. */
  const ratings: RatingRow[] = [];
  for (let reader = 0; reader < 60; reader += 1) {
    for (let book = 1; book <= 25; book += 1) {
      if ((reader * 7 + book * 3) % 5 < 2) ratings.push({ userId: `reader-${(reader * 37) % 60}`, bookId: 100 + ((book * 11) % 25), rating: 1 + ((reader + book) % 5) });
    }
  }
  const model = buildPicksModel(ratings, []);
  const ratingOf = new Map(ratings.map((row) => [`${row.userId}/${row.bookId}`, row.rating]));
  const bookIds = [...new Set(ratings.map((row) => row.bookId))];
  const readersOf = (bookId: number) => ratings.filter((row) => row.bookId === bookId).map((row) => row.userId);

  it('holds for every pair of books the count of shared readers and the dot product of centred ratings', () => {
    let pairsSeen = 0;
    for (const first of bookIds) {
      const list = model.neighbours.get(first)!;
      expect([...list.ids], `book ${first} in id order`).toEqual([...list.ids].sort((a, b) => a - b));
      expect([...list.ids], `book ${first} is not its own neighbour`).not.toContain(first);
      for (const second of bookIds) {
        if (second === first) continue;
        const shared = readersOf(first).filter((reader) => ratingOf.has(`${reader}/${second}`));
        const dot = shared.reduce((sum, reader) => sum + (ratingOf.get(`${reader}/${first}`)! - 3) * (ratingOf.get(`${reader}/${second}`)! - 3), 0);
        const at = list.ids.indexOf(second);
        if (shared.length === 0) expect(at, `${first} and ${second} share no reader`).toBe(-1);
        else {
          pairsSeen += 1;
          expect({ co: list.cos[at], dot: list.dots[at] }, `${first} and ${second}`).toEqual({ co: shared.length, dot });
        }
      }
    }
    expect(pairsSeen).toBeGreaterThan(100);
  });

  it('holds each book\'s raters once, in order, with their ratings, and the same picks for the ratings in any order', () => {
    for (const bookId of bookIds) {
      const { readers, ratings: given } = model.raters.get(bookId)!;
      expect(readers.length).toBe(readersOf(bookId).length);
      expect([...readers]).toEqual([...readers].sort((a, b) => a - b));
      expect(given.reduce((sum, rating) => sum + rating, 0)).toBe(ratings.filter((row) => row.bookId === bookId).reduce((sum, row) => sum + row.rating, 0));
    }
    const signal = { rated: [{ bookId: 101, rating: 5 }, { bookId: 107, rating: 2 }], listedIds: [112], excludeIds: [], limit: 10 };
    expect(scorePicks(buildPicksModel([...ratings].reverse(), []), signal)).toEqual(scorePicks(model, signal));
  });

  // Decision 155: a server builds the model in slices, handing the event loop back between them.
  it('builds the same model in slices, letting other work run between them', async () => {
    let turns = 0;
    let stop = false;
    const other = () => {
      turns += 1;
      if (!stop) setImmediate(other);
    };
    setImmediate(other);
    const sliced = await buildPicksModelInSlices(ratings, [], 0);
    stop = true;
    // One turn of other work per book at least: every book is a step, and a slice of 0 ms ends at each.
    expect(turns).toBeGreaterThanOrEqual(bookIds.length);
    const { builtAt: _builtAt, ...same } = sliced;
    const { builtAt: _modelBuiltAt, ...expected } = model;
    expect(same).toEqual(expected);
  });
});
