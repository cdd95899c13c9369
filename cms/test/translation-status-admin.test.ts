import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { translationStatusComponents } from '../src/admin/translation-status/admin-components.js';
import { documentEditHref, translationStatusViewHref, viewQueryFrom } from '../src/admin/translation-status/links.js';

describe('the translation status view in the admin', () => {
  it('shows German books first and reads the collection, locale and page of its address', () => {
    expect(viewQueryFrom(undefined)).toEqual({ collection: 'books', locale: 'de', page: 1, limit: 50 });
    expect(viewQueryFrom({ collection: 'awards', locale: 'it', page: '3' })).toEqual({ collection: 'awards', locale: 'it', page: 3, limit: 50 });
  });

  it('falls back to its first page for an address it cannot read, rather than failing', () => {
    expect(viewQueryFrom({ collection: 'editors', locale: 'de' })).toMatchObject({ collection: 'books', page: 1 });
    expect(viewQueryFrom({ collection: 'books', locale: ['de', 'it'] })).toMatchObject({ locale: 'de' });
  });

  it('links each document to its edit page in the locale that lacks the text', () => {
    expect(documentEditHref('/admin', 'books', 42, 'de')).toBe('/admin/collections/books/42?locale=de');
    expect(translationStatusViewHref('/admin', { collection: 'series', locale: 'it', page: 2 })).toBe('/admin/translation-status?collection=series&locale=it&page=2');
    expect(translationStatusViewHref('/admin', { collection: 'series', locale: 'it', page: 1 })).toBe('/admin/translation-status?collection=series&locale=it');
  });

  it('has every component it registers in the committed import map (payload generate:importmap)', () => {
    const importMap = readFileSync(path.resolve(import.meta.dirname, '../src/app/(payload)/admin/importMap.js'), 'utf8');
    const registered = [
      translationStatusComponents.views.translationStatus.Component,
      ...translationStatusComponents.beforeDashboard,
      ...translationStatusComponents.afterNavLinks,
    ];
    for (const component of registered) expect(importMap).toContain(`"${component}"`);
  });
});
