/**
 * The sizes and curves of a synthetic catalogue of `books` books (decision 131), scaled from the
 * real data's shapes: ratings per book heavy-tailed (Zipf, 25 on average, the top book rated by
 * 4% of the book count's worth of readers: 40,000 at a million), a few authors with a large share
 * of the books, a few works with hundreds of editions.
 */
export interface SyntheticShape {
  books: number;
  authors: number;
  series: number;
  /** A prime: a book's readers are start + k * step (mod readers), distinct for any count. */
  readers: number;
  /** The editions of the work with the most: 600 at a million books. */
  topEditions: number;
  /** Ratings of the book at popularity rank r: max(1, floor(topRatings * (r0 / (r + r0)))). */
  topRatings: number;
  ratingsR0: number;
  /** Books per series. */
  seriesLength: number;
}

export const MEAN_RATINGS_PER_BOOK = 25;
export const BOOKS_PER_SERIES = 8;
/** Two books in five belong to a series; the n-th of them is the series' (n mod 8) + 1-th. */
export const inSeries = (index: number) => index % 5 < 2;
export const seriesSlot = (index: number) => Math.floor(index / 5) * 2 + (index % 5);

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return true;
}

export function ratingsOfRank(shape: Pick<SyntheticShape, 'topRatings' | 'ratingsR0'>, rank: number): number {
  return Math.max(1, Math.floor(shape.topRatings * (shape.ratingsR0 / (rank + shape.ratingsR0))));
}

export function editionsOfRank(shape: Pick<SyntheticShape, 'topEditions'>, rank: number): number {
  return Math.max(1, Math.floor(shape.topEditions / (rank + 1)));
}

export function syntheticShape(books: number): SyntheticShape {
  let readers = Math.max(2_003, Math.ceil(books / 4));
  while (!isPrime(readers)) readers += 1;
  const topRatings = Math.min(readers, Math.max(500, Math.round(books * 0.04)));
  // r0 such that the ratings add up to 25 per book on average (the sum grows with r0).
  const total = (r0: number) => {
    let sum = 0;
    for (let rank = 0; rank < books; rank += 1) sum += ratingsOfRank({ topRatings, ratingsR0: r0 }, rank);
    return sum;
  };
  let lo = 0.01;
  let hi = books * 10;
  for (let step = 0; step < 50; step += 1) {
    const mid = Math.sqrt(lo * hi);
    if (total(mid) < MEAN_RATINGS_PER_BOOK * books) lo = mid;
    else hi = mid;
  }
  return {
    books,
    authors: Math.max(50, Math.round(books / 8)),
    series: Math.ceil((Math.floor(books / 5) * 2 + Math.min(books % 5, 2)) / BOOKS_PER_SERIES),
    readers,
    topEditions: Math.max(20, Math.round(books * 0.0006)),
    topRatings,
    ratingsR0: hi,
    seriesLength: BOOKS_PER_SERIES,
  };
}
