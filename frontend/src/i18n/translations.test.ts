import { ERROR_CODES } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import it_ from './it.json';
import { emptyKeysOf, keysOf } from '@/testing/translation-keys';


const englishKeys = keysOf(en).sort();

describe('translations', () => {
  it.each([
    ['de', de],
    ['it', it_],
  ])('%s has exactly the same keys as English', (_name, translation) => {
    expect(keysOf(translation).sort()).toEqual(englishKeys);
  });

  it.each([
    ['en', en],
    ['de', de],
    ['it', it_],
  ])('%s has no empty strings', (_name, translation) => {
    expect(emptyKeysOf(translation)).toEqual([]);
  });

  it('has a message for every API error code', () => {
    for (const code of ERROR_CODES) expect(englishKeys).toContain(`errors.${code}`);
  });
});
