import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openApiDocumentOfRoutes, renderApiReference } from '../src/api-reference/api-reference.js';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const REFERENCE = 'docs/api-reference.md';

/**
 * The file as committed: the build rewrites the working copy before the tests run, so only the
 * commit tells whether someone forgot to commit it. Outside a git checkout, the file as it is.
 */
function committedReference(): string {
  try {
    return execFileSync('git', ['-C', REPOSITORY, 'show', `HEAD:${REFERENCE}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return readFileSync(new URL(`../../${REFERENCE}`, import.meta.url), 'utf8');
  }
}

describe('docs/api-reference.md', () => {
  it('is committed as the declared routes generate it today (`npm run build -w @starshelf/community-api` writes it: commit it)', async () => {
    const generated = renderApiReference(await openApiDocumentOfRoutes());
    expect(committedReference()).toBe(generated);
  });

  it('lists every declared operation with its failures', async () => {
    const document = await openApiDocumentOfRoutes();
    const reference = renderApiReference(document);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) expect(reference).toContain(`| ${method.toUpperCase()} \`${path}\` |`);
    }
    expect(reference).toMatch(/\| DELETE `\/api\/editions\/\{id\}` \|.*409 PRIMARY_EDITION/);
  });
});
