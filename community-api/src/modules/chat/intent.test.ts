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

  it('reads an open request in three languages as one for personal picks, not as off-topic', () => {
    for (const message of ['What should I read next?', 'recommend me something', 'etwas Neues?', 'consigliami qualcosa']) {
      expect(parseIntent(message, lexicon, 'en')).toMatchObject({ isOpenRequest: true, isOffTopic: false });
    }
    expect(parseIntent('something like Dune', lexicon, 'en').isOpenRequest).toBe(false);
    expect(parseIntent('recommend me some fantasy', lexicon, 'en').isOpenRequest).toBe(false);
    expect(parseIntent('Can you fix my printer driver?', lexicon, 'en')).toMatchObject({ isOpenRequest: false, isOffTopic: true });
  });

  it('does not read "romanzi" or "Romane" (novels) as romantic', () => {
    expect(parseIntent('romanzi premiati anni 60', lexicon, 'it')).toMatchObject({ moods: [], isAwardWinner: true, yearFrom: 1960, yearTo: 1969 });
    expect(parseIntent('preisgekrönte Romane', lexicon, 'de').moods).toEqual([]);
    expect(parseIntent('romanzi romantici', lexicon, 'it').moods).toEqual(['romantic']);
  });

  it('reads a short message opening with "only", "nur" or "ma" as a follow-up, and "published" as publication years', () => {
    expect(parseIntent('only standalone ones please', lexicon, 'en')).toMatchObject({ isFollowUp: true, seriesForm: 'standalone' });
    expect(parseIntent('nur die aus den 90ern', lexicon, 'de')).toMatchObject({ isFollowUp: true, yearFrom: 1990, yearTo: 1999 });
    expect(parseIntent('ma niente di Douglas Adams', lexicon, 'it').isFollowUp).toBe(true);
    expect(parseIntent('Hugo winners published in the 1970s', lexicon, 'en')).toMatchObject({ yearsOfPublication: true, yearFrom: 1970 });
    expect(parseIntent('Hugo winners from the 1970s', lexicon, 'en').yearsOfPublication).toBe(false);
  });

  it('reads "urban fantasy" as that genre alone, not also as fantasy', () => {
    const genres = [...lexicon, { id: 30, slug: 'urban-fantasy', names: [{ locale: 'en', name: 'Urban Fantasy' }] }];
    expect(parseIntent('urban fantasy with no vampires', genres, 'en').genreIds).toEqual([30]);
    expect(parseIntent('fantasy with dragons', genres, 'en').genreIds).toEqual([2, 25]);
  });

  it('falls back to the member’s language when the words say nothing', () => {
    expect(parseIntent('Dune', lexicon, 'it').language).toBe('it');
  });
});

const catalogueGenres = [
  ...lexicon,
  { id: 12, slug: 'space-opera', names: [{ locale: 'en', name: 'Space Opera' }, { locale: 'de', name: 'Space Opera' }, { locale: 'it', name: 'Space opera' }] },
  { id: 29, slug: 'vampires', names: [{ locale: 'en', name: 'Vampires' }, { locale: 'de', name: 'Vampire' }, { locale: 'it', name: 'Vampiri' }] },
  { id: 33, slug: 'witches', names: [{ locale: 'en', name: 'Witches' }, { locale: 'de', name: 'Hexen' }, { locale: 'it', name: 'Streghe' }] },
];

describe('parseIntent: constraints', () => {
  const parse = (text: string, fallback: 'en' | 'de' | 'it' = 'en') => parseIntent(text, catalogueGenres, fallback);

  it('reads "something funny like Discworld but not by Pratchett"', () => {
    expect(parse('something funny like Discworld but not by Pratchett')).toMatchObject({ language: 'en', likeTitle: 'Discworld', notByAuthors: ['Pratchett'], moods: ['funny'], byAuthor: undefined });
    expect(parse('etwas Lustiges wie Scheibenwelt, aber nicht von Pratchett')).toMatchObject({ language: 'de', likeTitle: 'Scheibenwelt', notByAuthors: ['Pratchett'], moods: ['funny'] });
    expect(parse('qualcosa di divertente come Mondo Disco ma non di Pratchett')).toMatchObject({ language: 'it', likeTitle: 'Mondo Disco', notByAuthors: ['Pratchett'], moods: ['funny'] });
  });

  it('reads "a short standalone space opera, not a series"', () => {
    expect(parse('a short standalone space opera, not a series')).toMatchObject({ genreIds: [12], seriesForm: 'standalone', maxPages: 320 });
    expect(parse('eine kurze Space Opera, keine Reihe', 'en')).toMatchObject({ genreIds: [12], seriesForm: 'standalone', maxPages: 320, language: 'de' });
    expect(parse('una space opera breve e autoconclusiva, non una serie', 'en')).toMatchObject({ genreIds: [12], seriesForm: 'standalone' });
    expect(parse('a fantasy series with dragons')).toMatchObject({ seriesForm: 'series', genreIds: [2, 25] });
  });

  it('reads award logic: both, either, nominated, award years', () => {
    expect(parse('books that won both the Hugo and the Nebula').awards).toEqual({ names: ['hugo', 'nebula'], logic: 'all', wonOnly: true });
    expect(parse('Bücher, die den Hugo und den Nebula gewonnen haben').awards).toEqual({ names: ['hugo', 'nebula'], logic: 'all', wonOnly: true });
    expect(parse('libri che hanno vinto il premio Hugo o il Nebula').awards).toMatchObject({ logic: 'any' });
    expect(parse('nominated for the Hugo')).toMatchObject({ awards: { names: ['hugo'], wonOnly: false }, isAwardWinner: false });
    expect(parse('won the Hugo in 1975')).toMatchObject({ awards: { names: ['hugo'] }, yearFrom: 1975, yearTo: 1975 });
  });

  it('reads negated genres, moods and audiences', () => {
    expect(parse('urban fantasy, no vampires')).toMatchObject({ excludeGenreIds: [29] });
    expect(parse('qualcosa come Il nome del vento')).toMatchObject({ moods: [], isOffTopic: false });
    expect(parse('Fantasy, aber keine Vampire')).toMatchObject({ genreIds: [2], excludeGenreIds: [29] });
    expect(parse('fantasy ma niente vampiri')).toMatchObject({ genreIds: [2], excludeGenreIds: [29] });
    expect(parse('science fiction, not YA')).toMatchObject({ genreIds: [1], excludeMoods: ['young-adult'] });
    expect(parse('a YA fantasy')).toMatchObject({ audience: 'young-adult', moods: ['young-adult'] });
    expect(parse('nothing dark, something funny')).toMatchObject({ moods: ['funny'], excludeMoods: ['dark'] });
  });

  it('reads "Hexer" as the witcher, not as witches', () => {
    const intent = parse('Ich mag Hexer und düstere Fantasy', 'en');
    expect(intent).toMatchObject({ language: 'de', likeTitle: 'The Last Wish', moods: ['dark'] });
    expect(intent.genreIds).toContain(2);
    expect(intent.genreIds).not.toContain(33);
    expect(parse('Fantasy mit Hexen').genreIds).toContain(33);
  });

  it('reads decades, years and ranges in three languages', () => {
    expect(parse('science fiction from the 80s')).toMatchObject({ yearFrom: 1980, yearTo: 1989 });
    expect(parse("fantascienza degli anni '80")).toMatchObject({ yearFrom: 1980, yearTo: 1989 });
    expect(parse('fantasy published between 1990 and 2000')).toMatchObject({ yearFrom: 1990, yearTo: 2000 });
    expect(parse('Fantasy nach 2010')).toMatchObject({ yearFrom: 2011 });
    expect(parse('Fantasy nach 2010').yearTo).toBeUndefined();
    expect(parse('fantascienza prima del 1950')).toMatchObject({ yearTo: 1949 });
    expect(parse('science fiction from 1984')).toMatchObject({ yearFrom: 1984, yearTo: 1984 });
    expect(parse('something like 1984')).toMatchObject({ likeTitle: '1984' });
    expect(parse('something like 1984').yearFrom).toBeUndefined();
  });

  it('reads authors, and "more by that author" as a reference to the conversation', () => {
    expect(parse('fantasy by Ursula K. Le Guin')).toMatchObject({ byAuthor: 'Ursula K', genreIds: [2] });
    expect(parse('books by Asimov')).toMatchObject({ byAuthor: 'Asimov' });
    expect(parse('libri di Asimov')).toMatchObject({ byAuthor: 'Asimov' });
    expect(parse('libri di fantascienza').byAuthor).toBeUndefined();
    expect(parse('more by that author')).toMatchObject({ sameAuthorAsBefore: true });
    expect(parse('mehr von demselben Autor')).toMatchObject({ sameAuthorAsBefore: true });
    expect(parse('altri libri dello stesso autore')).toMatchObject({ sameAuthorAsBefore: true });
    expect(parse('show me more')).toMatchObject({ isFollowUp: true, isOffTopic: false });
  });

  it('reads short stories and novellas as short forms', () => {
    expect(parse('short stories with aliens').moods).toContain('short');
    expect(parse('Kurzgeschichten').moods).toContain('short');
    expect(parse('racconti di fantascienza').moods).toContain('short');
    expect(parse('science fiction under 250 pages')).toMatchObject({ maxPages: 250 });
  });

  it('knows an off-topic question from a book request', () => {
    expect(parse('What will the weather be tomorrow?').isOffTopic).toBe(true);
    expect(parse('Wie koche ich Risotto?').isOffTopic).toBe(true);
    expect(parse('che tempo fa domani a Roma?').isOffTopic).toBe(true);
    expect(parse('Come si cucina il risotto?')).toMatchObject({ language: 'it', isOffTopic: true, moods: [] });
    expect(parse('recommend me a good book').isOffTopic).toBe(false);
    expect(parse('science fiction please').isOffTopic).toBe(false);
  });
});

describe('parseIntent: constraints in combination, as people type them', () => {
  const parse = (message: string) => parseIntent(message, lexicon, 'en');

  it('reads an audience as mood filters in three languages, with or without umlauts and with a typo', () => {
    for (const message of ['funny books for kids', 'etwas lustiges fur kinder', 'etwas Lustiges für Kinder', 'qualcosa di divertente per bambini', 'somthing funy for teenagers']) {
      expect(parse(message)).toMatchObject({ moods: ['funny', 'young-adult'], excludeMoods: [] });
    }
    for (const message of ['a funny book for adults', 'lustige bucher fur erwachsene', 'libri divertenti per adulti', 'funny, but not for kids']) {
      expect(parse(message)).toMatchObject({ moods: ['funny'], excludeMoods: ['young-adult'] });
    }
  });

  it('reads the language of short lower-case requests from their words', () => {
    expect(parse('lustige kinderbucher').language).toBe('de');
    expect(parse('fantasy cupo per adulti').language).toBe('it');
  });

  it('reads a genre and a mood typed with one typo, and a known word never as a typo', () => {
    expect(parse('standalone fantsy')).toMatchObject({ genreIds: [2], seriesForm: 'standalone' });
    expect(parse('fantascenza divertente')).toMatchObject({ genreIds: [1], moods: ['funny'] });
    expect(parse('something short for my kindle')).toMatchObject({ moods: [], maxPages: 320 });
  });

  it('reads both excluded authors and no mood in their names', () => {
    expect(parse('something funny, but nothing by terry pratchett or douglas adams')).toMatchObject({ notByAuthors: ['terry pratchett', 'douglas adams'], moods: ['funny'] });
    expect(parse('libri cupi, non di stephen king né di anne rice')).toMatchObject({ notByAuthors: ['stephen king', 'anne rice'], moods: ['dark'], byAuthor: undefined });
  });
});
