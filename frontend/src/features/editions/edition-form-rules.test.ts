import { createEditionSchema } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import type { EditionRecord } from '@/lib/api/editions';
import { anEdition } from '@/testing/answers';
import { createDefaults, editDefaults, hasOriginal, languageNameFor, toEditionPayload } from './edition-form-rules';

function edition(overrides: Partial<EditionRecord>): EditionRecord {
  return anEdition({ editionType: 'revised', ...overrides });
}

describe('edition form rules', () => {
  it('defaults a new edition to the German original paperback of docs/rules.md §5', () => {
    expect(createDefaults([])).toEqual({
      title: '', isPrimaryEdition: false, editionType: 'original', formatType: 'physical', bindingType: 'paperback',
      languageCode: 'de', languageName: 'Deutsch', isOriginalLanguage: true,
    });
  });

  it('defaults to revised once an original exists', () => {
    expect(createDefaults([edition({ editionType: 'original' })]).editionType).toBe('revised');
  });

  it('does not count the edition being edited as the existing original', () => {
    const original = edition({ id: 5, editionType: 'original' });
    expect(hasOriginal([original], 5)).toBe(false);
    expect(hasOriginal([original], 6)).toBe(true);
  });

  it('names the language for a chosen code', () => {
    expect(languageNameFor('it')).toBe('Italiano');
    expect(languageNameFor('en')).toBe('English');
    expect(languageNameFor('xx')).toBeUndefined();
  });

  it('sends numbers as integers and omits empty optional fields', () => {
    const parsed = createEditionSchema(new Date('2026-01-01')).parse({
      ...createDefaults([]), title: 'Dune', publicationYear: 1965, pages: Number.NaN, isbn: '', publisher: '  ',
    });
    const payload = toEditionPayload(parsed);
    expect(payload.publicationYear).toBe(1965);
    expect(payload).not.toHaveProperty('pages');
    expect(payload).not.toHaveProperty('isbn');
    expect(Object.values(payload)).not.toContain(undefined);
  });

  it('turns stored nulls into empty fields for editing', () => {
    const values = editDefaults(edition({ publisher: null, publicationYear: 1999 }));
    expect(values.publisher).toBe('');
    expect(values.publicationYear).toBe(1999);
  });
});
