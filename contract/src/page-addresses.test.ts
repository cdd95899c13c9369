import { describe, expect, it } from 'vitest';
import { catalogueItemPath, pagePaths, withQuery } from './page-addresses.js';

describe('page addresses', () => {
  it.each([
    ['books', 'dune-42', '/books/dune-42'],
    ['authors', 'frank-herbert', '/authors/frank-herbert'],
    ['series', 'dune', '/series/dune'],
    ['genres', 'space opera', '/genres/space%20opera'],
    ['awards', 7, '/awards/7'],
  ] as const)('builds the page of one of the %s', (kind, slug, path) => {
    expect(catalogueItemPath(kind, slug)).toBe(path);
  });

  it('leaves empty and absent query values out', () => {
    expect(withQuery('/books', { mood: undefined, sort: '' })).toBe('/books');
    expect(pagePaths.book.href('dune-42', 'reviews')).toBe('/books/dune-42?tab=reviews');
  });

  it('builds the mailed token links and the newsletter outcome the start page reads', () => {
    expect(pagePaths.resetPassword.href('abc_-1')).toBe('/reset-password?token=abc_-1');
    expect(pagePaths.home.href('confirmed')).toBe('/?newsletter=confirmed');
    expect(pagePaths.home.href()).toBe('/');
  });
});
