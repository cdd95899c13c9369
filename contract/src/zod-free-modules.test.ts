import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Modules whose constants the browser's catalogue pages import (filter options, mood slugs). A
 * module-level zod call is one a bundler must keep, so an import of zod here would put the whole
 * of zod and the schemas into those pages' downloads (decisions 090 and 094's follow-up).
 */
const ZOD_FREE = ['enums.ts', 'moods.ts'];

function importsOf(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/^import[^;]*?from '([^']+)'/gm)].map((match) => match[1] ?? '');
}

describe('modules the catalogue pages import for their constants', () => {
  it.each(ZOD_FREE)('%s imports neither zod nor a module that does', (file) => {
    const imports = importsOf(file);
    expect(imports).not.toContain('zod');
    for (const local of imports.filter((path) => path.startsWith('./'))) {
      expect(importsOf(local.replace(/\.js$/, '.ts')), `${file} → ${local}`).not.toContain('zod');
    }
  });
});
