import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { findBrokenReferences } from '../src/data/check-references.js';
import { DataFileError } from '../src/data/data-file-error.js';
import { dataFiles, defaultDataDir } from '../src/data/data-files.js';
import { type Dataset } from '../src/data/dataset.js';
import { loadDataset } from '../src/data/load-dataset.js';
import { readCsvFile } from '../src/data/read-csv-file.js';

const stats = JSON.parse(readFileSync(join(defaultDataDir, 'build_stats.json'), 'utf8')) as Record<string, unknown>;

describe('the shipped data set', () => {
  let dataset: Dataset;
  let loadMs = 0;
  beforeAll(async () => {
    const started = performance.now();
    dataset = await loadDataset();
    loadMs = performance.now() - started;
  });

  it('reads every file with the row counts of build_stats.json', () => {
    for (const [table, spec] of Object.entries(dataFiles)) {
      const expected = stats[`rows:${spec.file.replace(/\.gz$/, '')}`];
      expect(dataset.tables[table as keyof typeof dataFiles].length, spec.file).toBe(expected);
    }
  });

  it('loads in well under the time budget of the importer', () => {
    // One second on an idle machine; the margin covers a CI box shared with other work.
    expect(loadMs).toBeLessThan(5000);
  });

  it('keeps every cross-file reference intact', () => {
    expect(findBrokenReferences(dataset)).toEqual([]);
    for (const credit of dataset.tables.bookAuthors) expect(dataset.authors.has(credit.authorId)).toBe(true);
  });

  it('has exactly one primary edition per book', () => {
    for (const bookId of dataset.books.keys()) {
      expect((dataset.editionsByBook.get(bookId) ?? []).filter((e) => e.isPrimary)).toHaveLength(1);
    }
  });

  it('counts the books of each genre as build_stats.json does', () => {
    const perGenre = stats['books per genre'] as Record<string, number>;
    for (const genre of dataset.genres.values()) {
      expect(dataset.booksByGenre.get(genre.genreId)?.length ?? 0, genre.name.en).toBe(perGenre[genre.name.en]);
    }
  });

  it('coerces empties, numbers and flags into typed values', () => {
    const dune = [...dataset.books.values()].find((b) => b.title === 'Dune');
    expect(dune?.publicationYear).toBe(1965);
    expect(dune?.pages).toBeUndefined();
    expect(typeof dune?.averageRating).toBe('number');
    expect(dataset.tables.editions.every((e) => typeof e.isPrimary === 'boolean')).toBe(true);
    const rowling = [...dataset.authors.values()].find((a) => a.name === 'J.K. Rowling');
    expect(rowling?.birthYear).toBe(1965);
    expect(rowling?.deathYear).toBeUndefined();
  });
});

describe('a broken data file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'starshelf-seed-'));
  const write = (file: string, csv: string) => writeFileSync(join(dir, file), gzipSync(Buffer.from(csv)));

  it('names the file and the row of a bad value', async () => {
    write('ratings.csv.gz', 'user_id,book_id,rating,sources\r\n1,2,5,random\r\n1,3,9,random\r\n');
    const error = await readCsvFile(dir, dataFiles.ratings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).message).toMatch(/^ratings\.csv\.gz, row 2: rating/);
  });

  it('names the file when a column is missing', async () => {
    write('series.csv.gz', 'series_id,name\r\n1,Dune\r\n');
    await expect(readCsvFile(dir, dataFiles.series)).rejects.toThrow(/series\.csv\.gz: missing column\(s\) slug, book_count/);
  });

  it('names the file and row of malformed CSV', async () => {
    write('awards.csv.gz', 'award_id,slug,name,country,language,entry_count\r\n1,hugo,"Hugo,X,en,1\r\n');
    await expect(readCsvFile(dir, dataFiles.awards)).rejects.toThrow(/^awards\.csv\.gz, row 1:/);
  });
});
