import { describe, expect, it } from 'vitest';
import { editionsInView } from './edition-views.js';

const edition = (id: number, isbn: string | null, isPrimaryEdition = false) => ({ id, isbn, isPrimaryEdition });

describe('editionsInView', () => {
  const editions = [edition(1, '9780441013593', true), edition(2, null), edition(3, '9783453317178')];

  it('answers every edition in the same order for all', () => {
    expect(editionsInView(editions, 'all')).toEqual(editions);
  });

  it('answers the first edition alone for primary when it has an ISBN', () => {
    expect(editionsInView(editions, 'primary')).toEqual([editions[0]]);
  });

  it('adds the first edition with an ISBN when the primary has none, and nothing when none has', () => {
    const noIsbn = [edition(1, null, true), edition(2, null), edition(3, '9783453317178'), edition(4, '9780000000001')];
    expect(editionsInView(noIsbn, 'primary')).toEqual([noIsbn[0], noIsbn[2]]);
    expect(editionsInView([edition(1, null, true), edition(2, null)], 'primary')).toEqual([edition(1, null, true)]);
  });

  it('answers nothing for a book without editions', () => {
    expect(editionsInView([], 'primary')).toEqual([]);
  });
});
