import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocumentOfRoutes, renderApiReference } from '../src/dev/api-reference.js';

const COMMITTED = new URL('../../docs/api-reference.md', import.meta.url);

describe('docs/api-reference.md', () => {
  it('is what the declared routes generate today (run `npm run build -w @starshelf/community-api` and commit it)', async () => {
    const generated = renderApiReference(await openApiDocumentOfRoutes());
    expect(readFileSync(COMMITTED, 'utf8')).toBe(generated);
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
