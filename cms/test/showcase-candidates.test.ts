import { beforeAll, describe, expect, it } from 'vitest';

import { setRatingAggregates, WIDELY_READ_RATINGS } from '../src/catalogue/index.js';
import { pickShowcase } from '../src/catalogue/read/showcase-books.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

/** A small deterministic generator (mulberry32), so a failure names a catalogue that can be rebuilt. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Decision 144: the showcase considers only the best widely read books first, and says when that
// sufficed. Whenever it says so, its answer must be the one every widely read book gives, for any
// catalogue: here 160 books spread over both showcase halves (and a subgenre of one), another genre
// and none, a few series, and averages drawn from a handful of values so that ties are common.
describe('the showcase from its best candidates', () => {
  const catalogue = useTestCatalogue('showcase-candidates');

  beforeAll(async () => {
    const { payload } = catalogue;
    const random = seeded(144);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const create = async (collection: 'genres' | 'series', data: Record<string, unknown>) =>
      Number((await payload.create({ collection, data: data as never, overrideAccess: true })).id);
    const fantasy = await create('genres', { name: 'Fantasy', slug: 'fantasy', level: 1 });
    const genres = [
      await create('genres', { name: 'Science Fiction', slug: 'science-fiction', level: 1 }),
      fantasy,
      await create('genres', { name: 'Epic Fantasy', slug: 'epic-fantasy', parent: fantasy, level: 2 }),
      await create('genres', { name: 'Horror', slug: 'horror', level: 1 }),
    ];
    const series = [null, null, null, await create('series', { name: 'One' }), await create('series', { name: 'Two' }), await create('series', { name: 'Three' })];
    const aggregates = [];
    for (let n = 0; n < 160; n += 1) {
      const genre = random() < 0.1 ? null : pick(genres);
      const inSeries = pick(series);
      const data = { title: `Book ${n}`, genres: genre ? [genre] : [], allSeries: inSeries ? [{ series: inSeries, position: String(n) }] : [] };
      const id = Number((await payload.create({ collection: 'books', data: data as never, overrideAccess: true })).id);
      const count = random() < 0.6 ? WIDELY_READ_RATINGS + Math.floor(random() * 3) * 100 : 1 + Math.floor(random() * 20);
      aggregates.push({ id, average: pick([3.5, 4, 4.2, 4.5, 5]), count });
    }
    await setRatingAggregates('books', aggregates);
  });

  it.each([1, 4, 9, 30])('answers %i books as all widely read books would, whenever it says it sufficed', async (limit) => {
    const all = await pickShowcase(limit, null);
    expect(all.settled).toBe(true);
    expect(all.ids).toHaveLength(limit);
    const settledAt: number[] = [];
    for (const candidates of [1, 2, 5, 10, 20, 40, 80, 200]) {
      const bounded = await pickShowcase(limit, candidates);
      if (!bounded.settled) continue;
      settledAt.push(candidates);
      expect(bounded.ids, `${candidates} candidates`).toEqual(all.ids);
    }
    // The check is not vacuous: a few candidates do not settle, enough do.
    expect(settledAt).not.toContain(1);
    expect(settledAt).toContain(200);
  });
});
