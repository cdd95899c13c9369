import { describe, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import it_ from './it.json';
import { expectSameKeysUnder } from '@/testing/translation-keys';

describe('report dialog translations', () => {
  it('have the same non-empty keys in en, de and it, all under "report"', () => {
    expectSameKeysUnder('report', { en, de, it: it_ });
  });
});
