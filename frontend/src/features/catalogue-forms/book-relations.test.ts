import { describe, expect, it } from 'vitest';
import { bookRelationsSchema, relationsBody, relationsFromDetail } from './book-relations';

describe('book relations', () => {
  it('prefills authors, genres and series positions from the book detail', () => {
    const detail = {
      id: 7,
      authors: [{ id: 3, slug: 'b', name: 'Brian Herbert' }, { id: 1, slug: 'f', name: 'Frank Herbert' }],
      genres: [{ id: 9, slug: 'sf', name: 'Science fiction' }],
      allSeries: [{ series: { id: 4, slug: 'dune', name: 'Dune' }, position: 1.5 }, { series: { id: 5, slug: 'x', name: 'X' }, position: null }],
    };
    expect(relationsFromDetail(detail)).toEqual({
      authors: [{ authorId: 3, name: 'Brian Herbert' }, { authorId: 1, name: 'Frank Herbert' }],
      genres: [9],
      allSeries: [{ seriesId: 4, name: 'Dune', position: '1.5' }, { seriesId: 5, name: 'X', position: '' }],
    });
  });

  it('gives empty lists for a detail without relations', () => {
    expect(relationsFromDetail({ id: 1 })).toEqual({ authors: [], genres: [], allSeries: [] });
  });

  it('sends author ids in the chosen order and leaves out empty series positions', () => {
    const relations = bookRelationsSchema.parse({
      authors: [{ authorId: 2, name: 'B' }, { authorId: 1, name: 'A' }],
      genres: [5],
      allSeries: [{ seriesId: 4, name: 'Dune', position: ' 2 ' }, { seriesId: 6, name: 'Y', position: '' }],
    });
    expect(relationsBody(relations)).toEqual({ authors: [2, 1], genres: [5], allSeries: [{ series: 4, position: '2' }, { series: 6 }] });
  });

  it('refuses a series position longer than the API accepts', () => {
    const tooLong = { authors: [], genres: [], allSeries: [{ seriesId: 4, name: 'Dune', position: 'x'.repeat(21) }] };
    expect(bookRelationsSchema.safeParse(tooLong).success).toBe(false);
  });
});
