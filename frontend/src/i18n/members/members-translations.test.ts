import { describe, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import it_ from './it.json';
import { expectSameKeysUnder } from '@/testing/translation-keys';

describe('members\' screens translations', () => {
  it('have the same non-empty keys in en, de and it, all under "account", "auth" and "profile"', () => {
    expectSameKeysUnder(['account', 'auth', 'profile'], { en, de, it: it_ });
  });
});
