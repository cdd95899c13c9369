import { describe, expect, it } from 'vitest';
import { FORM_SPECS, formSchema, translationToWrite, type CatalogueFormOutput } from './form-config';

const output = (de: Record<string, unknown>): CatalogueFormOutput => ({
  locales: { en: { title: 'Dune', description: 'Desert planet' }, de, it: {} },
  shared: {},
});

describe('catalogue form rules', () => {
  it('requires the English name but not the translations', () => {
    const schema = formSchema(FORM_SPECS.books);
    const empty = { locales: { en: { title: '' }, de: { title: '' }, it: { title: '' } }, shared: {} };
    expect(schema.safeParse(empty).success).toBe(false);
    expect(schema.safeParse({ ...empty, locales: { ...empty.locales, en: { title: 'Dune' } } }).success).toBe(true);
  });

  it('refuses a publication year outside the catalogue range and sends numbers as numbers', () => {
    const schema = formSchema(FORM_SPECS.books);
    const base = { locales: { en: { title: 'Dune' }, de: {}, it: {} } };
    expect(schema.safeParse({ ...base, shared: { publicationYear: 1700 } }).success).toBe(false);
    expect(schema.parse({ ...base, shared: { publicationYear: 1965, pages: Number.NaN } }).shared).toEqual({ publicationYear: 1965, pages: undefined });
  });

  it('writes a translation only when it differs from the English fallback', () => {
    expect(translationToWrite(output({ title: 'Dune', description: 'Desert planet' }), 'de')).toBeNull();
    expect(translationToWrite(output({ title: '', description: undefined }), 'de')).toBeNull();
    expect(translationToWrite(output({ title: 'Der Wüstenplanet', description: 'Desert planet' }), 'de')).toEqual({ title: 'Der Wüstenplanet', description: 'Desert planet' });
  });
});
