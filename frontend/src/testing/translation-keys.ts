import { expect } from 'vitest';

/** Every leaf key of a translation bundle, dotted (`import.rejected.too-large`). */
export function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** A feature's bundle: every key under its own group, and the same keys in en, de and it. */
export function expectSameKeysUnder(group: string, bundles: { en: unknown; de: unknown; it: unknown }): string[] {
  const english = keysOf(bundles.en).sort();
  expect(english.every((key) => key.startsWith(`${group}.`))).toBe(true);
  expect(keysOf(bundles.de).sort()).toEqual(english);
  expect(keysOf(bundles.it).sort()).toEqual(english);
  return english;
}
