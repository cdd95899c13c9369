import { describe, expect, it } from 'vitest';
import { acceptedLocales, DEFAULT_LOCALE, LOCALES, parseLocale, resolveLocale, resolveReaderLocale } from './locale.js';

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

describe('acceptedLocales', () => {
  it.each<[string | null | undefined, string[]]>([
    ['de', ['de']],
    ['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', ['it', 'en']],
    ['en;q=0.5, de;q=0.9', ['de', 'en']],
    ['de-CH', ['de']],
    ['fr-CH, fr;q=0.9, de;q=0.7, *;q=0.5', ['de']],
    ['en;q=0.8, it;q=0.8', ['en', 'it']],
    ['IT;Q=0.3, de ; q=0.4', ['de', 'it']],
    ['de;q=0, it', ['it']],
    ['de;q=abc, it;q=0.1', ['it']],
    ['de;q=1.5, it;q=0.1', ['it']],
    ['fr, es, *', []],
    ['', []],
    [null, []],
  ])('reads %j as %j', (header, expected) => {
    expect(acceptedLocales(header)).toEqual(expected);
  });

  it('cuts an absurdly long header instead of parsing it all', () => {
    expect(acceptedLocales(`${'xx;q=0.1,'.repeat(10_000)}de`)).toEqual([]);
  });
});

describe('resolveReaderLocale', () => {
  it.each<[Parameters<typeof resolveReaderLocale>[0], string]>([
    [{ explicit: 'it', cookie: 'de', acceptLanguage: 'en' }, 'it'],
    [{ explicit: 'de-AT', acceptLanguage: 'it' }, 'de'],
    [{ cookie: 'de', acceptLanguage: 'it;q=1' }, 'de'],
    [{ explicit: 'fr', cookie: 'it', acceptLanguage: 'de' }, 'it'],
    [{ cookie: 'klingon', acceptLanguage: 'de-CH, en;q=0.5' }, 'de'],
    [{ acceptLanguage: 'fr-FR, fr;q=0.9, it;q=0.2' }, 'it'],
    [{ acceptLanguage: 'fr-FR' }, DEFAULT_LOCALE],
    [{}, DEFAULT_LOCALE],
  ])('resolves %j to %s (explicit, then cookie, then Accept-Language, then the default)', (sources, expected) => {
    expect(resolveReaderLocale(sources)).toBe(expected);
  });
});

describe('resolveReaderLocale in the browser', () => {
  it.each<[Parameters<typeof resolveReaderLocale>[0], string]>([
    [{ cookie: 'it', browserLanguages: ['de-DE'], pageHints: ['en'] }, 'it'],
    [{ browserLanguages: ['fr-FR', 'de-AT', 'it'] }, 'de'],
    [{ acceptLanguage: 'it', browserLanguages: ['de'] }, 'it'],
    [{ browserLanguages: ['fr-FR'], pageHints: ['', 'it-IT', 'de'] }, 'it'],
    [{ browserLanguages: ['fr-FR'], pageHints: [null, 'books', undefined] }, DEFAULT_LOCALE],
  ])('resolves %j to %s (the browser\'s languages, then the page\'s hints, then the default)', (sources, expected) => {
    expect(resolveReaderLocale(sources)).toBe(expected);
  });
});
