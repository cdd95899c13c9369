import { describe, expect, it } from 'vitest';
import { differingOriginalTitle, matchedTitle, readerLanguageFirst, withoutSeriesSuffix } from './book-titles.js';

describe('book titles', () => {
  it('drops the series suffix Goodreads gives edition titles', () => {
    expect(withoutSeriesSuffix('Dune (Dune Chronicles, #1)')).toBe('Dune');
    expect(withoutSeriesSuffix('The Stand (Complete & Uncut)')).toBe('The Stand (Complete & Uncut)');
  });

  it('names the matched title only when the shown one did not match', () => {
    const titles = ['The Lord of the Rings', 'Der Herr der Ringe', 'Il Signore degli Anelli'];
    expect(matchedTitle('lord of the rings', 'Der Herr der Ringe', titles)).toBe('The Lord of the Rings');
    expect(matchedTitle('herr der ringe', 'Der Herr der Ringe', titles)).toBeNull();
    expect(matchedTitle('signore anelli', 'The Lord of the Rings', titles)).toBe('Il Signore degli Anelli');
    // A typo still names the title it came closest to; umlauts fold as the index folds them.
    expect(matchedTitle('wustenplanet', 'Dune', ['Dune', 'Der Wüstenplanet'])).toBe('Der Wüstenplanet');
    expect(matchedTitle('', 'Dune', ['Der Wüstenplanet'])).toBeNull();
  });

  it('names an original title that differs from the shown one', () => {
    expect(differingOriginalTitle('The Neverending Story', 'Die unendliche Geschichte')).toBe('Die unendliche Geschichte');
    expect(differingOriginalTitle('Dune', 'dune')).toBeNull();
    expect(differingOriginalTitle('Dune', null)).toBeNull();
  });

  it("puts the reader's language first and keeps the rest in order", () => {
    const editions = [
      { id: 1, languageCode: 'en' },
      { id: 2, languageCode: null },
      { id: 3, languageCode: 'de' },
    ];
    expect(readerLanguageFirst(editions, 'de').map((edition) => edition.id)).toEqual([3, 1, 2]);
    expect(readerLanguageFirst(editions, 'it').map((edition) => edition.id)).toEqual([1, 2, 3]);
  });
});
