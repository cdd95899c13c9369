// The sitemaps cut each kind's items into files by id (decision 133): every public item in exactly
// one file, no file over its size, and an item's file fixed by its id alone.
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { idRangeOfFile } from '@starshelf/cms/catalogue';
import { sitemapService } from '../src/modules/sitemap/service.js';
import { useSuiteApp } from './support/suite.js';
import { TEST_PUBLIC_URL } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });
const WIDTH = 3;
const service = sitemapService(TEST_PUBLIC_URL, WIDTH);

/** The files the index lists for books, by number. */
async function bookFiles(): Promise<number[]> {
  const index = parser.parse(await service.index()) as { sitemapindex: { sitemap?: { loc: string }[] } };
  return (index.sitemapindex.sitemap ?? [])
    .map((entry) => /\/sitemaps\/books-(\d+)\.xml$/.exec(entry.loc)?.[1])
    .filter((file): file is string => file !== undefined)
    .map(Number);
}

/** The book ids a file lists (read from the id each book's address ends with). */
async function idsIn(file: number): Promise<number[]> {
  const xml = await service.page('books', file);
  if (xml === null) return [];
  const urlset = (parser.parse(xml) as { urlset: { url?: { loc: string }[] } }).urlset;
  return (urlset.url ?? []).map((url) => Number(/-(\d+)$/.exec(url.loc)?.[1]));
}

/** Every book id the sitemaps list, file by file, following the index. */
async function listed(): Promise<Map<number, number[]>> {
  const files = new Map<number, number[]>();
  for (const file of await bookFiles()) files.set(file, await idsIn(file));
  return files;
}

describe('sitemap files cut by id', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const books: number[] = [];

  beforeAll(async () => {
    for (let n = 1; n <= 11; n += 1) books.push(await fixture(suite.database.payload, 'books', { title: `Keyset Book ${n}`, publicationYear: 1950 + n }));
  });

  it('lists every public book exactly once, in files of at most the given size that hold only the ids of their range', async () => {
    // Holes: one book in the trash, one back to draft. Neither may appear, and no file may move.
    const [, trashed, , , drafted] = books;
    await suite.app.pool.query('update cms.books set deleted_at = now() where id = $1', [trashed]);
    await suite.app.pool.query("update cms.books set _status = 'draft' where id = $1", [drafted]);
    const visible = books.filter((id) => id !== trashed && id !== drafted);

    const files = await listed();
    const all = [...files.values()].flat();
    expect([...all].sort((a, b) => a - b)).toEqual(visible);
    expect(new Set(all).size).toBe(all.length);
    for (const [file, ids] of files) {
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(WIDTH);
      const { firstId, lastId } = idRangeOfFile(file, WIDTH);
      for (const id of ids) expect(id >= firstId && id <= lastId).toBe(true);
    }
    expect(await service.page('books', Math.max(...files.keys()) + 1)).toBeNull();
  });

  it('keeps every other book in its file when one leaves, as an offset would not', async () => {
    const before = await listed();
    const [firstFile] = [...before.keys()];
    const leaving = before.get(firstFile ?? 0)?.[0];
    expect(leaving).toBeDefined();
    await suite.app.pool.query('update cms.books set deleted_at = now() where id = $1', [leaving]);

    const after = await listed();
    for (const [file, ids] of before) {
      expect(after.get(file) ?? []).toEqual(ids.filter((id) => id !== leaving));
    }
  });

  it('numbers files from 1 and refuses a width or file that names no ids', () => {
    expect(idRangeOfFile(1, 50_000)).toEqual({ firstId: 1, lastId: 50_000 });
    expect(idRangeOfFile(20, 50_000)).toEqual({ firstId: 950_001, lastId: 1_000_000 });
    expect(() => idRangeOfFile(0, 10)).toThrow();
    expect(() => idRangeOfFile(1, 0)).toThrow();
  });
});
