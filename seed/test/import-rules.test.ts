import { assignSlugs, editionColumns, EditionRuleError } from '@starshelf/cms/catalogue/import';
import { bookSlug } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';

import { parseSeedConfig } from '../src/config.js';
import { DataFileError } from '../src/data/data-file-error.js';
import { buildDataset } from '../src/data/dataset.js';
import { editionDocuments } from '../src/import/documents/editions.js';
import { emptyImportKeys } from '../src/import/documents/links.js';
import { editionLanguage } from '../src/import/language-codes.js';
import { fixtureTables } from './fixture.js';

describe('slugs computed in memory', () => {
  it('keep a stored slug, suffix a taken one and fall back when nothing is left', () => {
    const registry = { byExternalId: new Map([[1, 'dune']]), taken: new Set(['dune', 'neuromancer']) };
    const slugs = assignSlugs(
      registry,
      [
        { externalId: 1, source: 'Dune' },
        { externalId: 2, source: 'Neuromancer' },
        { externalId: 3, source: 'Neuromancer' },
        { externalId: 4, source: '???' },
      ],
      { fallback: 'unknown-book', toSlug: (t) => bookSlug(t) },
    );
    expect([...slugs.values()]).toEqual(['dune', 'neuromancer-2', 'neuromancer-3', 'unknown-book']);
  });
});

describe('edition rules of the bulk writer', () => {
  it('fills the language name from the code and leaves an unknown language empty', () => {
    expect(editionColumns({ title: 'Dune', isPrimaryEdition: true, languageCode: 'de' })).toMatchObject({
      language_code: 'de',
      language_name: 'Deutsch',
      edition_type: 'original',
    });
    expect(editionColumns({ title: 'Dune', isPrimaryEdition: true })).toMatchObject({ language_code: null, language_name: null });
  });

  it('rejects what the edition form rejects, with the contract message', () => {
    expect(() => editionColumns({ title: 'Dune', isPrimaryEdition: true, publicationYear: 1700 })).toThrow(EditionRuleError);
  });

  it('maps Goodreads language codes to the twelve edition languages', () => {
    expect(['eng', 'en-US', 'ger', 'fre', 'spa', 'ita', 'zho', 'pol', undefined].map(editionLanguage)).toEqual([
      'en', 'en', 'de', 'fr', 'es', 'it', 'zh', undefined, undefined,
    ]);
  });

  it('names the file and row of an edition that breaks a rule', () => {
    const tables = fixtureTables();
    const second = tables.editions[1];
    if (second) second.publicationDate = '1700-05-01';
    const keys = emptyImportKeys();
    for (const b of tables.books) keys.ids.books.set(b.bookId, b.bookId);
    expect(() => editionDocuments(buildDataset(tables), keys)).toThrow(DataFileError);
    expect(() => editionDocuments(buildDataset(tables), keys)).toThrow(/editions\.csv\.gz, row 2/);
  });
});

describe('seed configuration', () => {
  const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' };

  it('creates no development accounts in production', () => {
    expect(parseSeedConfig({ ...base, NODE_ENV: 'production' }).devAccounts).toBeUndefined();
  });

  it('takes the development emails and password from the environment', () => {
    const config = parseSeedConfig({ ...base, DEV_POWER_USER_EMAIL: 'p@example.org', DEV_MEMBER_PASSWORD: 'Another-Secret-42!' });
    expect(config.devAccounts?.members).toContainEqual({ role: 'POWER_USER', email: 'p@example.org' });
    expect(config.devAccounts?.members).toContainEqual({ role: 'NORMAL_USER', email: 'normal@starshelf.local' });
    expect(config.devAccounts?.memberPassword).toBe('Another-Secret-42!');
  });
});
