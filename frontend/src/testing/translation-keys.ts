import { expect } from 'vitest';

/** Every leaf key of a translation bundle, dotted (`import.rejected.too-large`). */
export function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** The keys whose value is not a non-blank string. */
export function emptyKeysOf(bundle: unknown): string[] {
  return keysOf(bundle).filter((key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** A feature's bundle: every key under its own group(s), and the same keys in en, de and it. */
export function expectSameKeysUnder(groups: string | readonly string[], bundles: { en: unknown; de: unknown; it: unknown }): string[] {
  const english = keysOf(bundles.en).sort();
  const prefixes = (typeof groups === 'string' ? [groups] : groups).map((group) => `${group}.`);
  expect(english.filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)))).toEqual([]);
  expect(keysOf(bundles.de).sort()).toEqual(english);
  expect(keysOf(bundles.it).sort()).toEqual(english);
  for (const bundle of [bundles.en, bundles.de, bundles.it]) expect(emptyKeysOf(bundle)).toEqual([]);
  return english;
}
