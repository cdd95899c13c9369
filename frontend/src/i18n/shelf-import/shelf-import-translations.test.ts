import { IMPORT_REJECTIONS, IMPORT_REPAIRS, IMPORT_ROW_PROBLEMS, IMPORT_SOURCES } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import it_ from './it.json';
import { expectSameKeysUnder, keysOf } from '@/testing/translation-keys';

describe('shelf-import translations', () => {
  it('have the same keys in en, de and it, all under "import"', () => {
    expectSameKeysUnder('import', { en, de, it: it_ });
  });

  it('name every refusal, row problem, repair and service of the contract', () => {
    const english = keysOf(en);
    for (const reason of IMPORT_REJECTIONS) expect(english).toContain(`import.rejected.${reason}`);
    for (const reason of IMPORT_ROW_PROBLEMS) expect(english).toContain(`import.rowProblem.${reason}`);
    for (const what of IMPORT_REPAIRS) expect(english).toContain(`import.repair.${what}`);
    for (const source of IMPORT_SOURCES) for (const key of ['name', 'hint', 'fileLabel']) expect(english).toContain(`import.sources.${source}.${key}`);
  });
});
