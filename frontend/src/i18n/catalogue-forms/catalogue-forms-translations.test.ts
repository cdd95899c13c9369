import { describe, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import it_ from './it.json';
import { expectSameKeysUnder } from '@/testing/translation-keys';

describe('catalogue forms translations', () => {
  it('have the same non-empty keys in en, de and it, all under "forms"', () => {
    expectSameKeysUnder('forms', { en, de, it: it_ });
  });
});
