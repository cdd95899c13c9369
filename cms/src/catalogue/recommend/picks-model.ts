/**
 * Item-to-item collaborative filtering (decision 078), pure and in memory: built from every rating
 * in one pass, then asked for a member's picks without touching the database. Kept free of I/O so
 * the offline benchmark can build it from ratings with some held out.
 */

export type RatingRow = { userId: string; bookId: number; rating: number };
export type BookFacts = { id: number; dampedRating: number | null; genreIds: number[]; moods: string[]; seriesIds: number[] };

/** Why a book was picked: structured, so each caller words it in the reader's language. */
export type PickReason =
  | { kind: 'co-rated'; seedId: number; seedRating: number | null; average: number; readers: number }
  | { kind: 'similar'; seedId: number; genreIds: number[]; moods: string[] };
export type ScoredPick = { bookId: number; score: number; reason: PickReason };

export type MemberSignal = {
  rated: readonly { bookId: number; rating: number }[];
  listedIds: readonly number[];
  /** Never picked (rated, listed, or asked about). */
  excludeIds: readonly number[];
  limit: number;
};

/** Ratings are centred on the scale's middle, not the user's mean: most readers rated one or two books. */
const NEUTRAL_RATING = 3;
/** A pair's similarity is shrunk by co / (co + SHRINK): two shared readers are not evidence. */
const CO_RATER_SHRINK = 5;
/**
 * How much genre/mood likeness is worth where co-raters are few (it fades as they grow). Small on
 * purpose: it orders the books the ratings say little about; at 0.15 it drowned the ratings and the
 * hit rate fell from 41 % to 27 % (decision 078 has the sweep).
 */
const CONTENT_WEIGHT = 0.05;
/** A listed-but-unrated book speaks like a rating of 4. */
const LISTED_WEIGHT = 1;
/** Only the member's strongest seeds are expanded; beyond this the picks barely change. */
const MAX_SEEDS = 60;
export const MAX_PER_SERIES = 2;

/**
 * A book's co-rated books in id order, as parallel typed arrays: for each, the dot product of the
 * two books' centred ratings and how many readers rated both. At the model's budget of 4 million
 * pairs a map entry and an object per pair took about 320 MB of the process's heap, which every
 * full garbage collection then walked; the arrays hold the same figures in about a tenth of that.
 */
type NeighbourList = { ids: Int32Array; dots: Float64Array; cos: Int32Array };

/** A book's raters in reader order (the model's own numbering of readers) with their ratings. */
type RaterList = { readers: Int32Array; ratings: Uint8Array };

export type PicksModel = {
  builtAt: Date;
  ratingCount: number;
  /** Per book: its raters and their ratings. */
  raters: Map<number, RaterList>;
  /** Per book: the norm of its centred rating vector. */
  norms: Map<number, number>;
  /** Per book: every book sharing a rater, with the dot product of centred ratings and the count. */
  neighbours: Map<number, NeighbourList>;
  books: Map<number, BookFacts>;
};

const centred = (rating: number) => rating - NEUTRAL_RATING;

/** The index of `value` in the ascending `sorted`, or -1. */
function indexIn(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle]!;
    if (found === value) return middle;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** How many readers rated both books (0 when none did). */
const coRaters = (list: NeighbourList | undefined, otherId: number): number => {
  const at = list ? indexIn(list.ids, otherId) : -1;
  return at < 0 ? 0 : list!.cos[at]!;
};

/** How often the build stops to see whether its slice of time is spent: every this many rows or books. */
const STEP_ROWS = 20_000;

/**
 * Builds the model from every rating and the catalogue's facts; O(Σ ratings per reader²). Each
 * book's neighbours are summed in scratch arrays as wide as the rated books, then copied out in id
 * order, so the only per-pair memory is the final arrays. Yields after every book and every
 * STEP_ROWS ratings, so a caller can hand the event loop back between steps (decision 156);
 * `buildPicksModel` runs it through at once.
 */
function* picksModelSteps(ratings: readonly RatingRow[], books: readonly BookFacts[]): Generator<void, PicksModel> {
  const readerNumbers = new Map<string, number>();
  const bookNumbers = new Map<number, number>();
  const bookIds: number[] = [];
  const byReader: { book: number; rating: number }[][] = [];
  const byBook: { reader: number; rating: number }[][] = [];
  for (const [index, row] of ratings.entries()) {
    if (index % STEP_ROWS === 0) yield;
    let reader = readerNumbers.get(row.userId);
    if (reader === undefined) {
      readerNumbers.set(row.userId, (reader = byReader.length));
      byReader.push([]);
    }
    let book = bookNumbers.get(row.bookId);
    if (book === undefined) {
      bookNumbers.set(row.bookId, (book = bookIds.length));
      bookIds.push(row.bookId);
      byBook.push([]);
    }
    byReader[reader]!.push({ book, rating: row.rating });
    byBook[book]!.push({ reader, rating: row.rating });
  }

  const raters = new Map<number, RaterList>();
  const norms = new Map<number, number>();
  const neighbours = new Map<number, NeighbourList>();
  const dots = new Float64Array(bookIds.length);
  const cos = new Int32Array(bookIds.length);
  for (const [book, bookRatings] of byBook.entries()) {
    yield;
    const bookId = bookIds[book]!;
    // A reader rates a book once (the ratings' primary key), so each reader appears once here.
    const byReaderNumber = [...bookRatings].sort((a, b) => a.reader - b.reader);
    raters.set(bookId, { readers: Int32Array.from(byReaderNumber, (entry) => entry.reader), ratings: Uint8Array.from(byReaderNumber, (entry) => entry.rating) });
    norms.set(bookId, Math.sqrt(bookRatings.reduce((sum, entry) => sum + centred(entry.rating) ** 2, 0)));

    const touched: number[] = [];
    for (const { reader, rating } of bookRatings) {
      for (const other of byReader[reader]!) {
        if (other.book === book) continue;
        if (cos[other.book] === 0) touched.push(other.book);
        dots[other.book]! += centred(rating) * centred(other.rating);
        cos[other.book]! += 1;
      }
    }
    const order = touched.sort((a, b) => bookIds[a]! - bookIds[b]!);
    const list: NeighbourList = { ids: new Int32Array(order.length), dots: new Float64Array(order.length), cos: new Int32Array(order.length) };
    for (let at = 0; at < order.length; at += 1) {
      const other = order[at]!;
      list.ids[at] = bookIds[other]!;
      list.dots[at] = dots[other]!;
      list.cos[at] = cos[other]!;
      dots[other] = 0;
      cos[other] = 0;
    }
    neighbours.set(bookId, list);
  }
  return { builtAt: new Date(), ratingCount: ratings.length, raters, norms, neighbours, books: new Map(books.map((book) => [book.id, book])) };
}

/** The model built in one go (the offline evaluation, the tests). */
export function buildPicksModel(ratings: readonly RatingRow[], books: readonly BookFacts[]): PicksModel {
  const steps = picksModelSteps(ratings, books);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same model, built in slices of about `sliceMs` of work with the event loop handed back
 * between them: a server building it (at start, every 10 minutes) keeps answering meanwhile. At
 * the model's budget the build is most of a second of work, which held every request that long.
 */
export async function buildPicksModelInSlices(ratings: readonly RatingRow[], books: readonly BookFacts[], sliceMs = 10): Promise<PicksModel> {
  const steps = picksModelSteps(ratings, books);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/** Cosine of two books' centred rating vectors, shrunk for few co-raters; 0 without any. */
function ratingSimilarity(model: PicksModel, seedId: number, dot: number, co: number, otherId: number): number {
  const norm = (model.norms.get(seedId) ?? 0) * (model.norms.get(otherId) ?? 0);
  if (norm === 0) return 0;
  return (dot / norm) * (co / (co + CO_RATER_SHRINK));
}

const shared = <T>(left: readonly T[], right: readonly T[]) => left.filter((item) => right.includes(item));
const jaccard = (sharedCount: number, left: number, right: number) => (sharedCount === 0 ? 0 : sharedCount / (left + right - sharedCount));

/** Genre and mood likeness (0-1): genres weigh more, they are what the catalogue is sure of. */
function contentSimilarity(seed: BookFacts, other: BookFacts): number {
  const genres = jaccard(shared(seed.genreIds, other.genreIds).length, seed.genreIds.length, other.genreIds.length);
  if (genres === 0) return 0;
  const moods = jaccard(shared(seed.moods, other.moods).length, seed.moods.length, other.moods.length);
  return 0.6 * genres + 0.4 * moods;
}

type Seed = { bookId: number; weight: number; rating: number | null };

/** High ratings pull hardest, low ones push away; listed books count as a mild liking. */
function seedsOf(signal: MemberSignal): Seed[] {
  const ratedIds = new Set(signal.rated.map((row) => row.bookId));
  const seeds: Seed[] = [
    ...signal.rated.map((row) => ({ bookId: row.bookId, weight: centred(row.rating), rating: row.rating })),
    ...signal.listedIds.filter((id) => !ratedIds.has(id)).map((bookId) => ({ bookId, weight: LISTED_WEIGHT, rating: null })),
  ].filter((seed) => seed.weight !== 0);
  return seeds.sort((a, b) => b.weight - a.weight).slice(0, MAX_SEEDS);
}

type Candidate = { score: number; best: number; seed: Seed; viaRatings: boolean; co: number };

/**
 * The member's picks, best first: Σ over seeds of weight × (rating similarity + content likeness
 * faded by co-raters), then at most MAX_PER_SERIES per series and nothing excluded.
 */
export function scorePicks(model: PicksModel, signal: MemberSignal): ScoredPick[] {
  const excluded = new Set([...signal.excludeIds, ...signal.rated.map((row) => row.bookId), ...signal.listedIds]);
  const candidates = new Map<number, Candidate>();
  const add = (bookId: number, seed: Seed, similarity: number, viaRatings: boolean, co: number) => {
    if (excluded.has(bookId) || similarity === 0) return;
    const contribution = seed.weight * similarity;
    const candidate = candidates.get(bookId);
    if (!candidate) candidates.set(bookId, { score: contribution, best: contribution, seed, viaRatings, co });
    else {
      candidate.score += contribution;
      if (contribution > candidate.best) Object.assign(candidate, { best: contribution, seed, viaRatings, co });
    }
  };

  for (const seed of seedsOf(signal)) {
    const pairs = model.neighbours.get(seed.bookId);
    if (pairs) {
      for (let at = 0; at < pairs.ids.length; at += 1) {
        const otherId = pairs.ids[at]!;
        const co = pairs.cos[at]!;
        add(otherId, seed, ratingSimilarity(model, seed.bookId, pairs.dots[at]!, co, otherId), true, co);
      }
    }
    const seedFacts = model.books.get(seed.bookId);
    if (!seedFacts || seed.weight < 0) continue;
    for (const other of model.books.values()) {
      if (other.id === seed.bookId) continue;
      const co = coRaters(pairs, other.id);
      const fade = CO_RATER_SHRINK / (co + CO_RATER_SHRINK);
      add(other.id, seed, CONTENT_WEIGHT * fade * contentSimilarity(seedFacts, other), false, co);
    }
  }

  // The damped average breaks near-ties towards what readers appreciate.
  const ranked = [...candidates.entries()]
    .map(([bookId, candidate]) => ({ bookId, candidate, score: candidate.score + 0.001 * (model.books.get(bookId)?.dampedRating ?? 0) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.bookId - b.bookId);

  const admits = seriesCap(model);
  const picks: ScoredPick[] = [];
  for (const { bookId, candidate, score } of ranked) {
    if (picks.length >= signal.limit) break;
    if (admits(bookId)) picks.push({ bookId, score, reason: reasonFor(model, bookId, candidate) });
  }
  return picks;
}

/**
 * The one series rule: a function that admits a book (and counts it) unless one of its series
 * already has MAX_PER_SERIES books among those admitted before it.
 */
export function seriesCap(model: PicksModel, alreadyPicked: readonly number[] = []): (bookId: number) => boolean {
  const perSeries = new Map<number, number>();
  const admit = (bookId: number) => {
    const seriesIds = model.books.get(bookId)?.seriesIds ?? [];
    if (seriesIds.some((id) => (perSeries.get(id) ?? 0) >= MAX_PER_SERIES)) return false;
    for (const id of seriesIds) perSeries.set(id, (perSeries.get(id) ?? 0) + 1);
    return true;
  };
  for (const bookId of alreadyPicked) admit(bookId);
  return admit;
}

function reasonFor(model: PicksModel, bookId: number, candidate: Candidate): PickReason {
  const { seed } = candidate;
  if (candidate.viaRatings) {
    const fans = averageAmongFans(model, seed, bookId);
    if (fans) return { kind: 'co-rated', seedId: seed.bookId, ...fans };
  }
  const seedFacts = model.books.get(seed.bookId);
  const facts = model.books.get(bookId);
  return {
    kind: 'similar',
    seedId: seed.bookId,
    genreIds: seedFacts && facts ? shared(facts.genreIds, seedFacts.genreIds) : [],
    moods: seedFacts && facts ? shared(facts.moods, seedFacts.moods) : [],
  };
}

/**
 * How the seed's fans rated the pick: readers who gave the seed the member's rating (or 4-5 when
 * the seed is only listed or too few match), so the reason is a fact, not a score.
 */
function averageAmongFans(model: PicksModel, seed: Seed, bookId: number): { seedRating: number | null; average: number; readers: number } | undefined {
  const seedRaters = model.raters.get(seed.bookId);
  const pickRaters = model.raters.get(bookId);
  if (!seedRaters || !pickRaters) return undefined;
  // The readers of both books, walked from the smaller side and looked up in the larger (both in
  // reader order): a popular seed has thousands of raters and a "like X" answer asks this for up to
  // 200 picks (most of its scoring time).
  const collect = (matches: (rating: number) => boolean) => {
    const ratings: number[] = [];
    const pickIsSmaller = pickRaters.readers.length < seedRaters.readers.length;
    const [walked, searched] = pickIsSmaller ? [pickRaters, seedRaters] : [seedRaters, pickRaters];
    for (let at = 0; at < walked.readers.length; at += 1) {
      const found = indexIn(searched.readers, walked.readers[at]!);
      if (found < 0) continue;
      const [ratingOfSeed, ratingOfPick] = pickIsSmaller ? [searched.ratings[found]!, walked.ratings[at]!] : [walked.ratings[at]!, searched.ratings[found]!];
      if (matches(ratingOfSeed)) ratings.push(ratingOfPick);
    }
    return ratings;
  };
  // seedRating null: "readers who liked the seed" (rated it 4 or 5).
  let seedRating = seed.rating !== null && seed.rating >= 4 ? seed.rating : null;
  let ratings = seedRating === null ? [] : collect((rating) => rating === seedRating);
  if (ratings.length < 2) {
    seedRating = null;
    ratings = collect((rating) => rating >= 4);
  }
  if (ratings.length === 0) return undefined;
  const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
  return { seedRating, average, readers: ratings.length };
}
