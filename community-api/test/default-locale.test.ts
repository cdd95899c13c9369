import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '../src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

describe('the default locale', () => {
  it('is named DEFAULT_LOCALE, never spelled as a literal, in the API and its seeding', () => {
    const spelled = sourceFiles(SOURCE).filter((path) => readFileSync(path, 'utf8').includes("'en'"));
    expect(spelled).toEqual([]);
  });
});
