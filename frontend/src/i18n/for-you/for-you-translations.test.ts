import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import it_ from './it.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null ? [prefix] : Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
const valuesOf = (value: unknown): unknown[] =>
  typeof value !== 'object' || value === null ? [value] : Object.values(value).flatMap(valuesOf);

describe('"For you" translations', () => {
  it('have the same non-empty keys in en, de and it, all under "forYou"', () => {
    const english = keysOf(en).sort();
    expect(english.every((key) => key.startsWith('forYou.'))).toBe(true);
    expect(keysOf(de).sort()).toEqual(english);
    expect(keysOf(it_).sort()).toEqual(english);
    expect([en, de, it_].flatMap(valuesOf).every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
  });
});
