import { AWARD_CATEGORIES, awardCategoryName } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeAuthorBioIn } from '../src/compose/author-bio.js';
import { composeAwardDescriptionIn } from '../src/compose/award-description.js';
import { composeBookSynopsis, composeBookSynopsisIn } from '../src/compose/book-synopsis.js';
import { composeGenreDescriptionIn } from '../src/compose/genre-description.js';
import { type LinkContext, datasetLinks } from '../src/compose/link-context.js';
import { locales } from '../src/compose/locale.js';
import { composeSeriesDescriptionIn } from '../src/compose/series-description.js';
import { type Dataset } from '../src/data/dataset.js';
import { loadDataset } from '../src/data/load-dataset.js';

let dataset: Dataset;
let ctx: LinkContext;
beforeAll(async () => {
  dataset = await loadDataset();
  ctx = datasetLinks(dataset);
});

describe('composing the real catalogue', () => {
  it('writes Dune with Frank Herbert, the Dune Chronicles #1 and its Hugo and Nebula wins of 1966', () => {
    const dune = [...dataset.books.values()].find((b) => b.title === 'Dune' && b.publicationYear === 1965);
    expect(dune).toBeDefined();
    const synopsis = composeBookSynopsis(dataset, dune?.bookId ?? 0, ctx);
    expect(synopsis.en).toContain('*Dune* is a [Science Fiction](/genres/science-fiction) book by [Frank Herbert](/authors/frank-herbert), first published in 1965.');
    expect(synopsis.en).toContain('It is book 1 in the series [Dune Chronicles](/series/dune-chronicles).');
    expect(synopsis.en).toMatch(/won the \[Hugo Award\]\(\/awards\/1\) \(1966, Best Novel\) and the \[Nebula Award\]\(\/awards\/2\) \(1966, Best Novel\)/);
    expect(synopsis.de).toMatch(/gewann den \[Hugo Award\]\(\/awards\/1\) \(1966, Bester Roman\) und den \[Nebula Award\]\(\/awards\/2\) \(1966/);
    expect(synopsis.it).toMatch(/Ha vinto il \[Premio Hugo\]\(\/awards\/1\) \(1966, Miglior romanzo\) e il \[Premio Nebula\]/);
    expect(synopsis.de).toContain('[Science-Fiction](/genres/science-fiction)');
    expect(synopsis.it).toContain('[Fantascienza](/genres/science-fiction)');
  });

  it('names each award category in a synopsis as the award pages do, in German and Italian too', () => {
    const checked: string[] = [];
    for (const category of AWARD_CATEGORIES) {
      const entry = dataset.tables.awardEntries.find((e) => e.category === category && e.bookId !== undefined && dataset.books.has(e.bookId));
      if (!entry?.bookId) continue;
      const synopsis = composeBookSynopsis(dataset, entry.bookId, ctx);
      for (const locale of ['de', 'it'] as const) expect(synopsis[locale], `${category} in ${locale}`).toContain(`${entry.year}, ${awardCategoryName(category, locale)})`);
      checked.push(category);
    }
    // The categories whose names the synopses once spelled apart from the award pages.
    expect(checked).toEqual(expect.arrayContaining(['Best Novel', 'Andre Norton Award']));
  });

  it('writes every text of the catalogue without gaps, in all three languages', () => {
    const bad: string[] = [];
    const check = (what: string, text: string) => {
      if (text.length === 0 || /undefined|null|NaN|\[object|\s[.,]|\.\.\s|\(\)/.test(text)) bad.push(`${what}: ${text}`);
    };
    for (const locale of locales) {
      for (const id of dataset.books.keys()) check(`book ${id} ${locale}`, composeBookSynopsisIn(dataset, id, ctx, locale));
      for (const id of dataset.authors.keys()) check(`author ${id} ${locale}`, composeAuthorBioIn(dataset, id, ctx, locale));
      for (const id of dataset.series.keys()) check(`series ${id} ${locale}`, composeSeriesDescriptionIn(dataset, id, ctx, locale));
      for (const id of dataset.awards.keys()) check(`award ${id} ${locale}`, composeAwardDescriptionIn(dataset, id, ctx, locale));
      for (const id of dataset.genres.keys()) check(`genre ${id} ${locale}`, composeGenreDescriptionIn(dataset, id, ctx, locale));
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('reads no prose column, so no third-party text can reach a composed text', () => {
    const book = dataset.tables.books[0] ?? {};
    expect(Object.keys(book)).not.toContain('description');
    expect(composeBookSynopsisIn(dataset, 1, ctx, 'en').startsWith('*The Hunger Games* is a')).toBe(true);
  });
});
