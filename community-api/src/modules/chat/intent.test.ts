import { describe, expect, it } from 'vitest';
import { parseIntent } from './intent.js';

const lexicon = [
  { id: 1, slug: 'science-fiction', names: [{ locale: 'en', name: 'Science Fiction' }, { locale: 'it', name: 'Fantascienza' }] },
  { id: 2, slug: 'fantasy', names: [{ locale: 'en', name: 'Fantasy' }] },
  { id: 25, slug: 'dragons', names: [{ locale: 'en', name: 'Dragons' }, { locale: 'de', name: 'Drachen' }, { locale: 'it', name: 'Draghi' }] },
  { id: 10, slug: 'time-travel', names: [{ locale: 'en', name: 'Time Travel' }, { locale: 'de', name: 'Zeitreise' }, { locale: 'it', name: 'Viaggi nel tempo' }] },
];

describe('parseIntent', () => {
  it('reads "something like Dune" as a title to resolve', () => {
    expect(parseIntent('Can you recommend something like "Dune"?', lexicon, 'de')).toMatchObject({ language: 'en', likeTitle: 'Dune', genreIds: [] });
  });

  it('reads German and Italian genre requests in their language', () => {
    expect(parseIntent('Fantasy mit Drachen', lexicon, 'en')).toMatchObject({ language: 'de', genreIds: [2, 25] });
    expect(parseIntent('fantascienza con viaggi nel tempo', lexicon, 'en')).toMatchObject({ language: 'it', genreIds: [1, 10] });
    expect(parseIntent('un drago, per favore', lexicon, 'it').genreIds).toEqual([25]);
  });

  it('does not take "fantascienza" for fantasy', () => {
    expect(parseIntent('fantascienza', lexicon, 'it').genreIds).toEqual([1]);
  });

  it('reads decades and award wishes in three languages', () => {
    expect(parseIntent('award winners from the 70s', lexicon, 'en')).toMatchObject({ decade: 1970, isAwardWinner: true });
    expect(parseIntent('Zeitreise Bücher aus den 90ern', lexicon, 'en')).toMatchObject({ decade: 1990, genreIds: [10], language: 'de' });
    expect(parseIntent('vincitori di premi degli anni 60', lexicon, 'en')).toMatchObject({ decade: 1960, isAwardWinner: true, language: 'it' });
    expect(parseIntent('Preisträger der 1980er', lexicon, 'en')).toMatchObject({ decade: 1980, isAwardWinner: true });
  });

  it('falls back to the member’s language when the words say nothing', () => {
    expect(parseIntent('Dune', lexicon, 'it').language).toBe('it');
  });
});
