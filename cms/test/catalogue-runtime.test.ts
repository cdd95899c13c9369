import pg from 'pg';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AS_SYSTEM, configureCatalogue, createBook, findBooks } from '../src/catalogue/index.js';
import { payloadPool } from '../src/database/payload-adapter.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

// The community API's way (decision 117): the library reads on the caller's pool and asks for
// Payload only when a write goes through it.
describe('the catalogue library on the pool of the process', () => {
  const catalogue = useTestCatalogue('runtime');
  let pool: pg.Pool;
  let asked: number;
  const provider = async (): Promise<Payload> => {
    asked += 1;
    return catalogue.payload;
  };

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 2 });
  });

  afterAll(async () => {
    await pool.end();
  });

  it("starts Payload's connections with the product's settings: no JIT compiling of short statements (decision 158)", async () => {
    const settings = await payloadPool(catalogue.payload)?.query<{ jit: string }>('show jit');
    expect(settings?.rows).toEqual([{ jit: 'off' }]);
  });

  it('reads on the given pool without asking for Payload', async () => {
    await catalogue.payload.create({ collection: 'books', data: { title: 'The Left Hand of Darkness' }, overrideAccess: true });
    asked = 0;
    configureCatalogue({ pool, payload: provider });
    const { items } = await findBooks({ page: 1, limit: 10 });
    expect(items.map((book) => book.title)).toContain('The Left Hand of Darkness');
    expect(asked).toBe(0);
    expect(pool.totalCount).toBeGreaterThan(0);
  });

  it('asks for Payload when a write goes through its Local API', async () => {
    asked = 0;
    configureCatalogue({ pool, payload: provider });
    const book = await createBook({ title: 'The Dispossessed' }, AS_SYSTEM);
    expect(book.slug).toBe('the-dispossessed');
    expect(asked).toBe(1);
  });

  it('refuses a Local-API write when the process gave no Payload', async () => {
    configureCatalogue({ pool });
    await expect(createBook({ title: 'Always Coming Home' }, AS_SYSTEM)).rejects.toThrow(/configured without Payload/);
  });
});
