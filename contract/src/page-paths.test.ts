import { describe, expect, it } from 'vitest';
import { AUTHOR_LIST_FILTERS, BOOK_LIST_FILTERS, isServerRenderedPath, pageAddress, SERIES_LIST_FILTERS } from './page-paths.js';

describe('isServerRenderedPath', () => {
  it.each(['/', '/books', '/authors', '/series', '/genres', '/awards', '/books/dune-42', '/authors/frank-herbert', '/series/dune', '/genres/space-opera', '/awards/hugo'])(
    'renders %s on the server',
    (path) => expect(isServerRenderedPath(path)).toBe(true),
  );

  it.each(['/books/add', '/books/edit/dune-42', '/authors/add', '/profile', '/settings', '/admin', '/books/', '/books/dune-42/reviews', '/assets/app.js', '/cms'])(
    'leaves %s to the shell',
    (path) => expect(isServerRenderedPath(path)).toBe(false),
  );
});

describe('pageAddress', () => {
  it.each([
    ['/books/dune-42?utm_source=chat&fbclid=abc', '/books/dune-42'],
    ['/books/dune-42?tab=reviews&utm_medium=social', '/books/dune-42?tab=reviews'],
    ['/?newsletter=confirmed&lang=de', '/?lang=de'],
    ['/books?utm_source=x&sort=rating&genre=fantasy&lang=it', '/books?genre=fantasy&sort=rating&lang=it'],
    ['/books?genre=a&genre=b&cachebuster=1', '/books?genre=a'],
    ['/books?sort=rating&lang=de&sort=x1&lang=x2', '/books?sort=rating&lang=de'],
    ['/authors?gender=female&genre=fantasy', '/authors?gender=female'],
    ['/series?size=3&status=complete&x=1', '/series?size=3&status=complete'],
    ['/genres?genre=space%20opera&ref=home', '/genres?genre=space+opera'],
    ['/awards?id=4&ref=home', '/awards?id=4'],
    ['/authors/frank-herbert?tab=reviews', '/authors/frank-herbert'],
    ['/books?', '/books'],
  ])('reads %s as %s', (requested, address) => expect(pageAddress(requested)).toBe(address));

  // docs/rules.md §9's filters (book: genre, year, minimum rating, reading-list status; author: native
  // language, gender, minimum rating; series: size), with the lists' sorts and moods: each one is
  // another page, so none may be dropped from the address.
  it.each([
    ['/books', BOOK_LIST_FILTERS, ['genre', 'year', 'minRating', 'status', 'sort', 'mood']],
    ['/authors', AUTHOR_LIST_FILTERS, ['nativeLanguage', 'gender', 'minRating', 'sort']],
    ['/series', SERIES_LIST_FILTERS, ['size', 'minRating', 'sort']],
  ])('keeps every filter of %s', (path, filters, required) => {
    expect(filters).toEqual(expect.arrayContaining(required));
    for (const filter of filters) expect(pageAddress(`${path}?${filter}=x&utm_source=y`)).toBe(`${path}?${filter}=x`);
  });

  it('is the same address for the same page, whatever the order of its filters', () => {
    expect(pageAddress('/books?sort=rating&genre=fantasy')).toBe(pageAddress('/books?genre=fantasy&sort=rating'));
  });

  it.each(['/search?q=dune&utm_source=x', '/profile?tab=reviews', '/books/add?from=nav', '/books/dune-42'])('leaves %s as it is', (path) => {
    expect(pageAddress(path)).toBe(path);
  });
});
