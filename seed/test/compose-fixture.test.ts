import { describe, expect, it } from 'vitest';
import { composeAuthorBio } from '../src/compose/author-bio.js';
import { composeAwardDescription } from '../src/compose/award-description.js';
import { composeBookSynopsis } from '../src/compose/book-synopsis.js';
import { composeGenreDescription } from '../src/compose/genre-description.js';
import { type LinkContext, datasetLinks } from '../src/compose/link-context.js';
import { locales } from '../src/compose/locale.js';
import { composeSeriesDescription } from '../src/compose/series-description.js';
import { fixtureDataset } from './fixture.js';

const dataset = fixtureDataset();
const ctx = datasetLinks(dataset);

function expectClean(text: string) {
  expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/\s[.,]|\.\.|\(\)|\s{2}/);
  expect(text.trim()).toMatch(/\.$/);
}

describe('the book synopsis', () => {
  const synopsis = composeBookSynopsis(dataset, 1, ctx);

  it('links the author, the series, the genres and both awards in every language', () => {
    for (const locale of locales) {
      const text = synopsis[locale];
      expectClean(text);
      expect(text).toContain('[Jörg Weißmüller](/authors/jorg-weissmuller)');
      expect(text).toContain('(/series/kolner-sternensaga)');
      expect(text).toContain('(/genres/science-fiction)');
      expect(text).toContain('(/awards/1)');
      expect(text).toContain('(/awards/9)');
      expect(text).toContain('1979');
      expect(text).toContain('*Die Sterne über Köln*');
      expect(text).toContain('\\_'); // the illustrator's underscore is escaped, not italics
    }
  });

  it('writes the facts in each language', () => {
    expect(synopsis.en).toContain('is book 1 in the series [Kölner Sternensaga]');
    expect(synopsis.en).toContain('It won the [Hugo Award](/awards/1) (1980, Best Novel) and the [Kurd Laßwitz Award](/awards/9)');
    expect(synopsis.de).toContain('Es ist Band 1 der Reihe [Kölner Sternensaga]');
    expect(synopsis.de).toContain('Es gewann den [Hugo Award](/awards/1) (1980, Bester Roman) und den [Kurd-Laßwitz-Preis](/awards/9)');
    expect(synopsis.it).toContain('È il volume 1 della serie [Kölner Sternensaga]');
    expect(synopsis.it).toContain('Ha vinto il [Premio Hugo](/awards/1) (1980, Miglior romanzo)');
  });

  it('uses the genre names of the language', () => {
    expect(synopsis.de).toContain('[Science-Fiction](/genres/science-fiction)');
    expect(synopsis.de).toContain('[Zeitreise](/genres/time-travel)');
    expect(synopsis.de).not.toContain('Time Travel');
    expect(synopsis.it).toContain('[Fantascienza](/genres/science-fiction)');
    expect(synopsis.it).toContain('[Viaggi nel tempo](/genres/time-travel)');
  });

  it('leaves out facts that are missing instead of writing gaps', () => {
    const noYear = composeBookSynopsis(dataset, 3, ctx);
    for (const locale of locales) expectClean(noYear[locale]);
    expect(noYear.en).toBe('*Märchen ohne Jahr* is a [Fantasy](/genres/fantasy) book by [Anna\\_Illustrator](/authors/anna-illustrator).');
  });

  it('says "nominated" for a nomination', () => {
    const second = composeBookSynopsis(dataset, 2, ctx);
    expect(second.en).toContain('It was nominated for the [Hugo Award](/awards/1) (1984, Best Novel).');
    expect(second.de).toContain('Es war für den [Hugo Award](/awards/1) (1984, Bester Roman) nominiert.');
    expect(second.it).toContain('Ha ricevuto una candidatura al [Premio Hugo](/awards/1) (1984, Miglior romanzo).');
  });

  it('takes the link targets from the context, such as Payload ids', () => {
    const payloadIds: LinkContext = { ...ctx, awardId: (id) => `payload-${id}`, authorSlug: () => 'weissmueller' };
    const text = composeBookSynopsis(dataset, 1, payloadIds).en;
    expect(text).toContain('(/awards/payload-1)');
    expect(text).toContain('[Jörg Weißmüller](/authors/weissmueller)');
  });
});

describe('the other composers', () => {
  it('write an author biography with life dates, birth place, books, series and awards', () => {
    const bio = composeAuthorBio(dataset, 10, ctx);
    for (const locale of locales) expectClean(bio[locale]);
    expect(bio.en).toContain('Jörg Weißmüller (1931–2004) was born in Germany.');
    expect(bio.de).toContain('Jörg Weißmüller (1931–2004) wurde in Deutschland geboren.');
    expect(bio.it).toContain('Jörg Weißmüller (1931–2004) è nato in Germania.');
    expect(bio.en).toContain('*Die Sterne über Köln* (1979) and *Rückkehr nach Köln* (1983)');
    expect(bio.en).toContain('They belong to the series [Kölner Sternensaga](/series/kolner-sternensaga).');
    expect(bio.en).toContain('won the [Hugo Award](/awards/1) (1980 for *Die Sterne über Köln*)');
    expect(bio.de).toContain('Nominiert war Jörg Weißmüller außerdem für den [Hugo Award](/awards/1) (1984 für *Rückkehr nach Köln*)');
    expect(bio.de).toContain('[Science-Fiction](/genres/science-fiction)');
  });

  it('does not give an illustrator the awards of the book they illustrated', () => {
    const bio = composeAuthorBio(dataset, 11, ctx);
    for (const locale of locales) expectClean(bio[locale]);
    expect(bio.en).not.toContain('/awards/');
  });

  it('write a series description with count, years, author and genres', () => {
    const text = composeSeriesDescription(dataset, 20, ctx);
    for (const locale of locales) expectClean(text[locale]);
    expect(text.en).toContain('Kölner Sternensaga is a series by [Jörg Weißmüller](/authors/jorg-weissmuller).');
    expect(text.en).toContain('The catalogue holds 2 of its books, first published between 1979 and 1983.');
    expect(text.de).toContain('Der Katalog enthält 2 ihrer Bände, erstmals erschienen zwischen 1979 und 1983.');
    expect(text.it).toContain('Il catalogo ne comprende 2 libri, pubblicati per la prima volta tra il 1979 e il 1983.');
    expect(text.de).toContain('[Science-Fiction](/genres/science-fiction)');
  });

  it('write an award description with categories, years and counts', () => {
    const text = composeAwardDescription(dataset, 1, ctx);
    for (const locale of locales) expectClean(text[locale]);
    expect(text.en).toContain('3 entries from 1980 to 1990: 1 winner and 2 nominees');
    expect(text.de).toContain('Bester Roman (1980–1990)');
    expect(text.it).toContain('Il Premio Hugo è un premio letterario internazionale');
    expect(text.en).toContain('*Die Sterne über Köln* by [Jörg Weißmüller](/authors/jorg-weissmuller) (1980)');
  });

  it('write a genre description with parent, count and well-rated titles', () => {
    const sub = composeGenreDescription(dataset, 15, ctx);
    for (const locale of locales) expectClean(sub[locale]);
    expect(sub.de).toBe(
      'Zeitreise ist ein Untergenre von [Science-Fiction](/genres/science-fiction). Der Katalog enthält ein Buch dieses Genres. Ein gut bewerteter Titel ist *Die Sterne über Köln* von [Jörg Weißmüller](/authors/jorg-weissmuller).',
    );
    const top = composeGenreDescription(dataset, 1, ctx);
    expect(top.it).toContain('Il suo sottogenere è [Viaggi nel tempo](/genres/time-travel).');
    expect(top.it).not.toContain('I suoi sottogeneri');
  });
});
