import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, parseLocale, resolveLocale } from './locale.js';

describe('resolveLocale', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['it', 'it'],
    ['de-AT', 'de'],
    ['it_IT', 'it'],
    [' DE ', 'de'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('resolves %j to %j', (value, expected) => {
    expect(resolveLocale(value)).toBe(expected);
  });

  it('offers en, de and it with en as the default', () => {
    expect([...LOCALES]).toEqual(['en', 'de', 'it']);
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('parseLocale', () => {
  it.each([
    ['de-CH', 'de'],
    ['IT', 'it'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
  ])('parses %j as %j without falling back', (value, expected) => {
    expect(parseLocale(value)).toBe(expected);
  });
});
