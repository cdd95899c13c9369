import { authorDetailSchema, seriesDetailSchema } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import { aBook, aBookDetail, anEdition } from '@/testing/answers';
import { renderHeadTags } from './render-head-tags';
import { bookJsonLd, bookSeriesJsonLd, personJsonLd, webSiteJsonLd } from './schema-org';

const ORIGIN = 'https://starshelf.example';

/** The JSON-LD as a crawler reads it: written into the head, then parsed back. */
function readBack(data: Record<string, unknown>): Record<string, unknown> {
  const html = renderHeadTags({ jsonLd: [data] }, { origin: ORIGIN, path: '/', language: 'en', fullTitle: 'Starshelf' });
  const doc = new DOMParser().parseFromString(`<html><head>${html}</head></html>`, 'text/html');
  return JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>;
}

const herbert = { id: 3, slug: 'frank-herbert', name: 'Frank Herbert' };

describe('bookJsonLd', () => {
  const dune = aBookDetail(
    {
      description: '## Einleitung\n\nOn **Arrakis**, the desert planet, spice is everything.',
      publisher: 'Chilton Books',
      pages: 412,
      allSeries: [{ series: { id: 9, slug: 'dune-chronicles', name: 'Dune Chronicles' }, position: '1' }],
      awards: [
        { id: 1, award: { id: 5, slug: 'hugo-award', name: 'Hugo Award' }, isWinner: true, category: 'Best Novel', categoryName: 'Best Novel', year: 1966 },
        { id: 2, award: { id: 6, slug: 'locus', name: 'Locus Award' }, isWinner: false, category: null, categoryName: null, year: 1966 },
      ],
      editions: [anEdition({ isbn: '9780000000001' }), anEdition({ id: 2, isbn: '9780441013593', isPrimaryEdition: true })],
    },
    { slug: 'dune-1', coverImage: '/media/dune.jpg', publicationDate: '1965-08-01', averageRating: 4.256, ratingsCount: 120, authors: [herbert], genres: [{ id: 1, slug: 'sf', name: 'Science Fiction' }] },
  );

  it('describes a Book with its author, isbn, publication date, rating and awards', () => {
    const book = readBack(bookJsonLd(dune));
    expect(book['@context']).toBe('https://schema.org');
    expect(book['@type']).toBe('Book');
    expect(book.name).toBe('Dune');
    expect(book.url).toBe(`${ORIGIN}/books/dune-1`);
    expect(book.image).toBe(`${ORIGIN}/media/dune.jpg`);
    expect(book.author).toEqual([{ '@type': 'Person', name: 'Frank Herbert', url: `${ORIGIN}/authors/frank-herbert` }]);
    expect(book.isbn).toBe('9780441013593');
    expect(book.datePublished).toBe('1965-08-01');
    expect(book.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.26, ratingCount: 120, bestRating: 5, worstRating: 1 });
    expect(book.award).toEqual(['Hugo Award – Best Novel (1966)']);
    expect(book.numberOfPages).toBe(412);
    expect(book.publisher).toEqual({ '@type': 'Organization', name: 'Chilton Books' });
    expect(book.genre).toEqual(['Science Fiction']);
    expect(book.isPartOf).toEqual([{ '@type': 'BookSeries', name: 'Dune Chronicles', url: `${ORIGIN}/series/dune-chronicles` }]);
    expect(book.description).toBe('On Arrakis, the desert planet, spice is everything.');
  });

  it('names the award category by the name the API gives it in the page\'s language', () => {
    const german = { ...dune, awards: dune.awards.map((item) => ({ ...item, categoryName: item.categoryName && 'Bester Roman' })) };
    expect(bookJsonLd(german).award).toEqual(['Hugo Award – Bester Roman (1966)']);
  });

  it('leaves out what the book does not have: no rating before the first one, no isbn, the year alone', () => {
    const bare = readBack(bookJsonLd(aBookDetail({}, { publicationYear: 1965, averageRating: null, ratingsCount: 0 })));
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('isbn');
    expect(bare).not.toHaveProperty('award');
    expect(bare).not.toHaveProperty('image');
    expect(bare.datePublished).toBe('1965');
  });
});

describe('personJsonLd', () => {
  it('describes an author as a Person with portrait, dates and biography', () => {
    const author = authorDetailSchema.parse({
      ...herbert, profileImageUrl: 'https://images.example/herbert.jpg', nativeLanguage: null, gender: null, born: '1920-10-08', died: '1986-02-11',
      averageRating: 4.1, ratingsCount: 10, bookCount: 1, bio: 'An American *science fiction* author.', books: [],
    });
    const person = readBack(personJsonLd(author));
    expect(person).toMatchObject({
      '@type': 'Person', name: 'Frank Herbert', url: `${ORIGIN}/authors/frank-herbert`, image: 'https://images.example/herbert.jpg',
      birthDate: '1920-10-08', deathDate: '1986-02-11', description: 'An American science fiction author.',
    });
    expect(person.aggregateRating).toMatchObject({ ratingValue: 4.1, ratingCount: 10 });
  });
});

describe('bookSeriesJsonLd', () => {
  it('describes a series as a BookSeries with its books in reading order', () => {
    const series = seriesDetailSchema.parse({
      id: 9, slug: 'dune-chronicles', name: 'Dune Chronicles', description: null, image: null, isCompleted: true, averageRating: null, ratingsCount: 0, bookCount: 2,
      books: [{ ...aBook({ slug: 'dune-1', authors: [herbert] }), position: '1' }, { ...aBook({ id: 2, slug: 'dune-messiah-2', title: 'Dune Messiah' }), position: '2' }],
    });
    const data = readBack(bookSeriesJsonLd(series));
    expect(data['@type']).toBe('BookSeries');
    expect(data.name).toBe('Dune Chronicles');
    expect(data.url).toBe(`${ORIGIN}/series/dune-chronicles`);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.hasPart).toEqual([
      { '@type': 'Book', name: 'Dune', url: `${ORIGIN}/books/dune-1`, position: '1', author: [{ '@type': 'Person', name: 'Frank Herbert', url: `${ORIGIN}/authors/frank-herbert` }] },
      { '@type': 'Book', name: 'Dune Messiah', url: `${ORIGIN}/books/dune-messiah-2`, position: '2' },
    ]);
  });
});

describe('webSiteJsonLd', () => {
  it('names the site and its search', () => {
    const site = readBack(webSiteJsonLd('Starshelf'));
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Starshelf', url: `${ORIGIN}/` });
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', target: `${ORIGIN}/search?q={query}` });
  });
});
