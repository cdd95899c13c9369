import { AUTHOR_LIST_FILTERS, BOOK_LIST_FILTERS, SERIES_LIST_FILTERS } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import { canonicalLocation, isPlainSegment, valueRulesOf } from './page-values.js';

describe('the values a page knows', () => {
  // A filter the lists start to read must get a rule here too, or its values go unchecked; `genre`
  // names a catalogue item and is checked against the catalogue instead.
  it.each([
    ['/books', BOOK_LIST_FILTERS],
    ['/authors', AUTHOR_LIST_FILTERS],
    ['/series', SERIES_LIST_FILTERS],
  ])('has a rule for every filter of %s and for lang', (path, filters) => {
    const rules = Object.keys(valueRulesOf(path));
    for (const filter of filters.filter((name) => name !== 'genre')) expect(rules).toContain(filter);
    expect(rules).toContain('lang');
  });

  it.each([
    '/books?genre=space-opera&year=1965&minRating=4&mood=funny,dark&status=read&sort=rating&lang=de',
    '/authors?nativeLanguage=en&gender=female&minRating=3&sort=books&lang=it',
    '/series?size=10%2B&status=completed&minRating=5&sort=name_desc',
    '/books/dune-42?tab=reviews&lang=en',
    '/genres?genre=Space%20Opera&lang=de',
    '/awards?id=3&utm_source=chat',
  ])('leaves %s as it is', (address) => {
    const [path = '', query = ''] = address.split('?');
    expect(canonicalLocation(path, query)).toBeUndefined();
  });

  it.each([
    ['/books', 'lang=z1&sort=z2&year=0999&mood=sad', '/books'],
    ['/books', 'mood=dark%2Cfunny&sort=rating', '/books?mood=funny%2Cdark&sort=rating'],
    ['/series', 'size=10+', '/series'],
    ['/books/dune-42', 'tab=overview&fbclid=x', '/books/dune-42?fbclid=x'],
  ])('sends %s?%s to %s, which it leaves as it is', (path, query, location) => {
    expect(canonicalLocation(path, query)).toBe(location);
    const [, again = ''] = location.split('?');
    expect(canonicalLocation(path, again)).toBeUndefined();
  });

  it.each([
    ['/genres/space-opera', true],
    ['/awards/12', true],
    ['/genres', true],
    ['/genres/012', false],
    ['/genres/Space-Opera', false],
    ['/genres/%20space-opera', false],
    ['/awards/hugo--award', false],
  ])('reads %s as plainly written: %s', (path, isPlain) => {
    expect(isPlainSegment(path)).toBe(isPlain);
  });
});
