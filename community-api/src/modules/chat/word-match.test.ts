import { describe, expect, it } from 'vitest';
import { isOneTypoOf, isSameWord, matchesWord } from './word-match.js';

describe('matching a typed word to a listed one', () => {
  it('takes a vowel typed without its umlaut for the folded one', () => {
    expect(isSameWord('fur', 'fuer')).toBe(true);
    expect(isSameWord('bucher', 'buecher')).toBe(true);
    expect(isSameWord('dustere', 'duestere')).toBe(true);
    expect(isSameWord('fur', 'for')).toBe(false);
  });

  it('forgives a dropped or swapped letter from five letters on, any one edit from seven', () => {
    expect(isOneTypoOf('funy', 'funny')).toBe(true);
    expect(isOneTypoOf('fnuny', 'funny')).toBe(true);
    expect(isOneTypoOf('lustge', 'lustige')).toBe(true);
    expect(isOneTypoOf('somthing', 'something')).toBe(true);
    expect(isOneTypoOf('fantsy', 'fantasy')).toBe(true);
    expect(isOneTypoOf('advnture', 'adventure')).toBe(true);
    expect(isOneTypoOf('fantascenza', 'fantascienza')).toBe(true);
    expect(isOneTypoOf('fantasie', 'fantasia')).toBe(true);
  });

  it('does not take another word for a short listed one, nor two edits for one', () => {
    expect(isOneTypoOf('brave', 'breve')).toBe(false);
    expect(isOneTypoOf('sport', 'short')).toBe(false);
    expect(isOneTypoOf('kindle', 'kinder')).toBe(false);
    expect(isOneTypoOf('meiner', 'keiner')).toBe(false);
    expect(isOneTypoOf('drak', 'dark')).toBe(false);
    expect(isOneTypoOf('fntsy', 'fantasy')).toBe(false);
  });

  it('never reads a word the parser knows as a typo of another', () => {
    const known = new Set(['romane']);
    expect(matchesWord('romane', 'romance', known)).toBe(false);
    expect(matchesWord('romace', 'romance', known)).toBe(true);
  });
});
