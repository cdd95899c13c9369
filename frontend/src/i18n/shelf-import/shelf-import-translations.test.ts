import { IMPORT_REJECTIONS, IMPORT_ROW_PROBLEMS } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import it_ from './it.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null ? [prefix] : Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));

describe('shelf-import translations', () => {
  it('have the same keys in en, de and it, all under "import"', () => {
    const english = keysOf(en).sort();
    expect(english.every((key) => key.startsWith('import.'))).toBe(true);
    expect(keysOf(de).sort()).toEqual(english);
    expect(keysOf(it_).sort()).toEqual(english);
  });

  it('name every refusal and every row problem of the contract', () => {
    const english = keysOf(en);
    for (const reason of IMPORT_REJECTIONS) expect(english).toContain(`import.rejected.${reason}`);
    for (const reason of IMPORT_ROW_PROBLEMS) expect(english).toContain(`import.rowProblem.${reason}`);
  });
});
