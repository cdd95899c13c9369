import { beforeAll, describe, expect, it } from 'vitest';

import { aggregatesNoticePayload, findSeries, parseAggregatesNotice, refreshSeriesRatings, setRatingAggregates } from '../src/catalogue/index.js';
import { listenToCatalogueChanges } from './helpers/change-notices.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

describe('series ratings', () => {
  const catalogue = useTestCatalogue('series-ratings');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { payload } = catalogue;
    const series = async (name: string) => (await payload.create({ collection: 'series', data: { name } as never, overrideAccess: true })).id;
    const book = async (title: string, seriesId: number, position: string) =>
      (await payload.create({ collection: 'books', data: { title, allSeries: [{ series: seriesId, position }] } as never, overrideAccess: true })).id;
    ids.earthsea = await series('Earthsea');
    ids.unrated = await series('Unrated Saga');
    ids.wizard = await book('A Wizard of Earthsea', ids.earthsea, '1');
    ids.tombs = await book('The Tombs of Atuan', ids.earthsea, '2');
    ids.shore = await book('The Farthest Shore', ids.earthsea, '3');
    ids.lonely = await book('A Lonely Book', ids.unrated, '1');
  });

  it("weights each book's average by its ratings count and skips unrated books", async () => {
    await setRatingAggregates('books', [
      { id: ids.wizard!, average: 4.5, count: 30 },
      { id: ids.tombs!, average: 3.5, count: 10 },
    ]);
    expect(await refreshSeriesRatings([ids.wizard!])).toBe(1);
    const page = await findSeries({ page: 1, limit: 10, sort: 'rating' });
    expect(page.items[0]).toMatchObject({ id: ids.earthsea, averageRating: 4.3, ratingsCount: 40 });
    expect(page.items.find((item) => item.id === ids.unrated)).toMatchObject({ averageRating: null, ratingsCount: 0 });
  });

  it('filters the series list by minimum rating and changes nothing on a second run', async () => {
    expect(await refreshSeriesRatings()).toBe(0);
    const rated = await findSeries({ page: 1, limit: 10, minRating: 4 });
    expect(rated.items.map((item) => item.id)).toEqual([ids.earthsea]);
  });

  it('names the items whose aggregate changed in its notices, so the pages of others stay fresh (decision 132)', async () => {
    const listener = await listenToCatalogueChanges(catalogue.databaseUrl);
    try {
      await setRatingAggregates('books', [
        { id: ids.shore!, average: 2, count: 4 },
        { id: ids.wizard!, average: 4.5, count: 30 },
      ]);
      await refreshSeriesRatings([ids.shore!]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listener.notices).toEqual([`aggregates:books:${ids.shore}`, `aggregates:series:${ids.earthsea}`]);
      expect(parseAggregatesNotice(listener.notices[0])).toEqual({ collection: 'books', ids: [ids.shore] });
    } finally {
      await listener.close();
    }
  });

  it('names only the collection when the ids would pass PostgreSQL\'s 8000-byte payload', () => {
    const many = Array.from({ length: 2_000 }, (_, index) => 1_000_000 + index);
    expect(aggregatesNoticePayload('books', many)).toBe('aggregates:books');
    expect(parseAggregatesNotice('aggregates:books')).toEqual({ collection: 'books' });
    expect(aggregatesNoticePayload('books', many.slice(0, 900)).length).toBeLessThan(8_000);
    expect(parseAggregatesNotice('books')).toBeUndefined();
  });
});
