import { describe, expect, it } from 'vitest';
import { SEARCH_CAPS, SEARCH_GROUP_CAPS } from '../search-groups.js';
import { searchGroupsSchema, searchHitSchema } from './search.js';

describe('search answers', () => {
  it('caps the dropdown at 12/8/6/6/6 (docs/rules.md §9), by type and by group alike', () => {
    expect(SEARCH_CAPS).toEqual({ book: 12, author: 8, series: 6, genre: 6, award: 6 });
    expect(SEARCH_GROUP_CAPS).toEqual({ books: 12, authors: 8, series: 6, genres: 6, awards: 6 });
  });

  it('names every hit in `title`: a hit with only a `name` is refused', () => {
    expect(searchHitSchema.safeParse({ id: 1, slug: null, name: 'Dune', subtitle: null, image: null }).success).toBe(false);
    expect(searchHitSchema.parse({ id: 1, slug: null, title: 'Dune', subtitle: null, image: null }).title).toBe('Dune');
  });

  it('answers every group, empty ones as empty lists', () => {
    expect(searchGroupsSchema.safeParse({ books: [], authors: [] }).success).toBe(false);
    expect(searchGroupsSchema.safeParse({ books: [], authors: [], series: [], genres: [], awards: [] }).success).toBe(true);
  });
});
