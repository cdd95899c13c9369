import { describe, expect, it } from 'vitest';

import { describeCatalogueError } from '../src/catalogue/index.js';
import { catalogueQuery } from '../src/catalogue/sql.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

// What the Payload admin and /cms/api get: the same Local API delete with its hooks.
describe('catalogue delete rules in Payload', () => {
  const catalogue = useTestCatalogue('deletes');

  it('refuses to delete a series with books, as a 409 with a message an editor can act on', async () => {
    const { payload } = catalogue;
    const series = (await payload.create({ collection: 'series', data: { name: 'Busy Series' } as never, overrideAccess: true })).id;
    for (const title of ['One', 'Two']) {
      await payload.create({ collection: 'books', data: { title, allSeries: [{ series }] } as never, overrideAccess: true });
    }
    const refusal = await payload.delete({ collection: 'series', id: series, overrideAccess: true }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409, message: 'This series still holds 2 books. Remove them from the series first.' });
    expect(describeCatalogueError(refusal)).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('deletes an award with its entries', async () => {
    const { payload } = catalogue;
    const award = (await payload.create({ collection: 'awards', data: { name: 'Gone Award' } as never, overrideAccess: true })).id;
    await payload.create({ collection: 'award-entries', data: { award, workTitle: 'Some Work' } as never, overrideAccess: true });
    await payload.delete({ collection: 'awards', id: award, overrideAccess: true });
    expect(await catalogueQuery('select id from cms.award_entries where award_id = $1', [award])).toEqual([]);
  });

  it.each([
    ['foreign_key_violation (PostgreSQL 16 and 17)', '23503'],
    ['restrict_violation (PostgreSQL 18)', '23001'],
  ])('answers a %s that raced past the hooks as a conflict, never a fault', (_name, code) => {
    const driverError = Object.assign(new Error('update or delete violates foreign key constraint'), { code });
    expect(describeCatalogueError(new Error('Failed query', { cause: driverError }))).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(describeCatalogueError(new Error('anything else'))).toBeNull();
  });
});
