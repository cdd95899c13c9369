import { describe, expect, it } from 'vitest';

import { STATUS_COPY, statusCopy } from '../src/admin/translation-status/copy.js';
import { TRANSLATABLE_COLLECTIONS } from '../src/translation-status/translatable-collections.js';

// The translation status in the admin's three interface languages (decision 119).
describe("the translation status's text", () => {
  it('names every collection and language in English, German and Italian, with nothing left blank', () => {
    for (const copy of Object.values(STATUS_COPY)) {
      expect(Object.keys(copy.collections).sort()).toEqual([...TRANSLATABLE_COLLECTIONS].sort());
      expect(Object.keys(copy.locales).sort()).toEqual(['de', 'en', 'it']);
      expect(JSON.stringify(copy)).not.toMatch(/:""/);
      expect(copy.pageOf(2, 3, 120)).toMatch(/2.*3.*120/);
      expect(copy.blankIn(copy.locales.de)).toContain(copy.locales.de);
    }
    expect(new Set(Object.values(STATUS_COPY).map((copy) => copy.title)).size).toBe(3);
  });

  it("speaks the admin's interface language when it is German or Italian, else English", () => {
    expect(statusCopy('de').title).toBe('Übersetzungsstand');
    expect(statusCopy('it').title).toBe('Stato delle traduzioni');
    expect(statusCopy('en').title).toBe('Translation status');
    expect(statusCopy('fr').title).toBe('Translation status');
    expect(statusCopy(undefined).pageOf(1, 1, 1)).toBe('Page 1 of 1 (1 document)');
  });
});
