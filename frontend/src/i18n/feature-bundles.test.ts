import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

/** Bundles kept out of the first load: the groups they hold and the module that registers them. */
const LAZY_BUNDLES = [
  { folder: 'members', register: '@/i18n/members/register' },
  { folder: 'catalogue-forms', register: '@/i18n/catalogue-forms/register' },
  { folder: 'reports', register: '@/i18n/reports/register' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('translation bundles loaded with their screens', () => {
  const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

  it.each(LAZY_BUNDLES)('every module using the $folder strings registers them itself', ({ folder, register }) => {
    const groups = Object.keys(JSON.parse(readFileSync(join(SRC, 'i18n', folder, 'en.json'), 'utf8')) as object);
    const usesGroup = new RegExp(`['"\`](${groups.join('|')})\\.[A-Za-z]`);
    const users = files.filter((file) => usesGroup.test(file.text));
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((file) => !file.text.includes(`import '${register}';`)).map((file) => file.path)).toEqual([]);
  });

  it.each(LAZY_BUNDLES)('the main bundles no longer carry the $folder strings', ({ folder }) => {
    const groups = Object.keys(JSON.parse(readFileSync(join(SRC, 'i18n', folder, 'en.json'), 'utf8')) as object);
    for (const language of ['en', 'de', 'it']) {
      const main = JSON.parse(readFileSync(join(SRC, 'i18n', `${language}.json`), 'utf8')) as object;
      expect(Object.keys(main).filter((group) => groups.includes(group))).toEqual([]);
    }
  });
});
