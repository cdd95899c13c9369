import { describe, expect, it } from 'vitest';
import { excludedAuthorNames } from './author-wishes.js';

const KNOWN = new Set(['funny', 'cupo', 'troppo', 'fantascienza', 'vampiri']);
const names = (message: string) => excludedAuthorNames(message, (word) => KNOWN.has(word)).names;

describe('excluded authors in a request', () => {
  it('reads every excluded author, however the names are joined, in en/de/it', () => {
    expect(names('something funny, but nothing by Terry Pratchett or Douglas Adams')).toEqual(['Terry Pratchett', 'Douglas Adams']);
    expect(names('etwas lustiges, aber nichts von pratchett oder adams')).toEqual(['pratchett', 'adams']);
    expect(names('qualcosa di divertente ma niente di pratchett o di adams')).toEqual(['pratchett', 'adams']);
    expect(names('dustere bucher, aber keine von stephen king und keine von anne rice')).toEqual(['stephen king', 'anne rice']);
    expect(names('libri cupi, non di stephen king né di anne rice')).toEqual(['stephen king', 'anne rice']);
    expect(names('romantic fantasy, no books by laurell k hamilton or sherrilyn kenyon')).toEqual(['laurell k hamilton', 'sherrilyn kenyon']);
    expect(names('abenteuer ohne bücher von rick riordan oder tamora pierce bitte')).toEqual(['rick riordan', 'tamora pierce']);
  });

  it('keeps initials with their name and stops at the next wish', () => {
    expect(names('nothing by Ursula K. Le Guin, but science fiction')).toEqual(['Ursula K. Le Guin']);
    expect(names('not by Pratchett and funny please')).toEqual(['Pratchett']);
  });

  it('takes no mood, genre or decade for a name', () => {
    expect(names('qualcosa di divertente ma niente di troppo cupo')).toEqual([]);
    expect(names('fantasy, not from the 80s')).toEqual([]);
    expect(names('un libro non di fantascienza')).toEqual([]);
  });

  it('leaves the rest of the message without the names, so they are read as nothing else', () => {
    expect(excludedAuthorNames('funny books, nothing by Anne Rice, for adults', () => false).rest).toBe('funny books, , for adults');
  });
});
