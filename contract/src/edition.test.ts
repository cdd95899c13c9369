import { describe, expect, it } from 'vitest';
import {
  EDITION_DEFAULTS,
  EDITION_MESSAGES,
  MIN_PUBLICATION_YEAR,
  createEditionPatchSchema,
  createEditionSchema,
  maxPublicationYear,
} from './edition.js';

const now = new Date('2025-03-15T12:00:00Z');
const currentYear = now.getFullYear();
const yearMessage = `Publikationsjahr muss zwischen 1800 und ${currentYear + 5} liegen`;
const base = { title: 'Der Schwarm' };

function messagesFor(input: Record<string, unknown>, at: Date = now): string[] {
  const result = createEditionSchema(at).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('publication year range', () => {
  it('computes the upper limit from the injected date', () => {
    expect(MIN_PUBLICATION_YEAR).toBe(1800);
    expect(maxPublicationYear(now)).toBe(currentYear + 5);
    expect(EDITION_MESSAGES.publicationYearRange(2030)).toBe('Publikationsjahr muss zwischen 1800 und 2030 liegen');
  });

  it.each([
    [1799, [yearMessage]],
    [1800, []],
    [currentYear, []],
    [currentYear + 5, []],
    [currentYear + 6, [yearMessage]],
    [2000.5, [yearMessage]],
    ['2000', [yearMessage]],
  ])('year %j gives %j', (publicationYear, expected) => {
    expect(messagesFor({ ...base, publicationYear })).toEqual(expected);
  });

  it('moves the limit with the date it is given', () => {
    const later = new Date('2040-01-01T12:00:00Z');
    expect(messagesFor({ ...base, publicationYear: 2045 }, later)).toEqual([]);
    expect(messagesFor({ ...base, publicationYear: 2046 }, later)).toEqual([
      'Publikationsjahr muss zwischen 1800 und 2045 liegen',
    ]);
  });
});

describe('edition fields', () => {
  it.each([
    ['a missing title', { title: undefined }, ['Titel ist erforderlich']],
    ['an empty title', { title: '' }, ['Titel ist erforderlich']],
    ['a blank title', { title: '   ' }, ['Titel ist erforderlich']],
    ['0 pages', { pages: 0 }, ['Seitenzahl muss mindestens 1 sein']],
    ['1 page', { pages: 1 }, []],
    ['a fractional page count', { pages: 1.5 }, ['Seitenzahl muss mindestens 1 sein']],
    ['a 1-character language code', { languageCode: 'd' }, ['Sprachcode erforderlich']],
    ['a 2-character language code', { languageCode: 'en' }, []],
    ['an empty language name', { languageName: '' }, ['Sprachname erforderlich']],
    ['a 1-character language name', { languageName: 'x' }, []],
    ['an empty cover image', { coverImage: '' }, []],
    ['a cover image URL', { coverImage: 'https://example.org/cover.jpg' }, []],
    ['an empty year and page count', { publicationYear: '', pages: null }, []],
    ['NaN from an empty number input', { publicationYear: Number.NaN }, []],
  ])('%s gives %j', (_case, fields, expected) => {
    expect(messagesFor({ ...base, ...fields })).toEqual(expected);
  });

  it.each([
    ['a cover image that is not a URL', { coverImage: 'not a url' }],
    ['a javascript: cover image', { coverImage: 'javascript:alert(1)' }],
    ['a data: cover image', { coverImage: 'data:image/png;base64,AAAA' }],
    ['an unknown binding', { bindingType: 'leather' }],
    ['an unknown edition type', { editionType: 'pirated' }],
    ['an unknown format', { formatType: 'scroll' }],
  ])('refuses %s', (_case, fields) => {
    expect(messagesFor({ ...base, ...fields })).toHaveLength(1);
  });

  it('fills in the defaults of docs/rules.md §5', () => {
    const parsed = createEditionSchema(now).parse(base);
    expect(parsed).toMatchObject({ title: 'Der Schwarm', ...EDITION_DEFAULTS });
    expect(EDITION_DEFAULTS).toEqual({
      isPrimaryEdition: false,
      editionType: 'original',
      formatType: 'physical',
      bindingType: 'paperback',
      languageCode: 'de',
      languageName: 'Deutsch',
      isOriginalLanguage: true,
    });
  });

  it('drops empty optional fields from the result', () => {
    const parsed = createEditionSchema(now).parse({ ...base, isbn: '', publisher: null, pages: '' });
    expect(parsed.isbn).toBeUndefined();
    expect(parsed.publisher).toBeUndefined();
    expect(parsed.pages).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('isbn');
  });

  it('keeps every given value', () => {
    const input = {
      title: 'Solaris',
      description: 'Ein Ozean denkt.',
      coverImage: 'https://example.org/solaris.jpg',
      publicationYear: 1961,
      pages: 204,
      isbn: '978-3-518-36726-4',
      publisher: 'Suhrkamp',
      translator: 'Irmtraud Zimmermann-Göllheim',
      isPrimaryEdition: true,
      editionType: 'revised',
      formatType: 'digital',
      bindingType: 'ebook',
      languageCode: 'pl',
      languageName: 'Polski',
      isOriginalLanguage: false,
    } as const;
    expect(createEditionSchema(now).parse(input)).toEqual(input);
  });
});

describe('edition patch', () => {
  it('accepts only isPrimaryEdition without filling defaults', () => {
    expect(createEditionPatchSchema(now).parse({ isPrimaryEdition: true })).toEqual({ isPrimaryEdition: true });
  });

  it.each([
    [{ title: '' }, 'Titel ist erforderlich'],
    [{ publicationYear: currentYear + 6 }, yearMessage],
    [{ pages: 0 }, 'Seitenzahl muss mindestens 1 sein'],
    [{ languageCode: 'd' }, 'Sprachcode erforderlich'],
    [{ languageName: '' }, 'Sprachname erforderlich'],
  ])('still applies the rules to %j', (patch, message) => {
    const result = createEditionPatchSchema(now).safeParse(patch);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
