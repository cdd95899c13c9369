import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

describe('GET /api/docs', () => {
  let database: TestDatabase;
  let app: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: Array<{ name: string; in: string }>; description?: string }>> };

  beforeAll(async () => {
    database = await createMigratedDatabase();
    app = await startTestApp({ databaseUrl: database.url });
    const response = await app.bare.get('/api/docs');
    expect(response.status).toBe(200);
    document = response.body;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('serves an OpenAPI 3 document generated from the zod schemas', () => {
    expect(document.openapi).toMatch(/^3\./);
    const register = document.paths['/api/auth/register']!.post!;
    const schema = (register.requestBody as { content: Record<string, { schema: { required: string[] } }> }).content['application/json']!.schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password', 'confirmPassword']));
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    expect(document.paths['/api/profile']!.patch).toBeDefined();
  });

  it('documents every declared route, with its access rule and the failures it implies', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = app.routes.map((row) => `${row.method} /api${row.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...declared].sort());
    const patchUser = document.paths['/api/admin/users/{id}']!.patch!;
    expect(patchUser.description).toBe('Access: SUPER_USER');
    expect(Object.keys(patchUser.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
  });

  it.each(['goodreads', 'storygraph'])('documents the %s upload as multipart with its file field, 202, 400, 413 and 429', (source) => {
    const upload = document.paths[`/api/imports/${source}`]!.post!;
    const body = upload.requestBody as { content: Record<string, { schema: { required: string[]; properties: Record<string, { format?: string }> } }> };
    expect(body.content['multipart/form-data']!.schema.required).toEqual(['file']);
    expect(body.content['multipart/form-data']!.schema.properties.file!.format).toBe('binary');
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['202', '400', '401', '413', '429']));
  });

  it('documents the 409 of deleting a series that still holds books', () => {
    expect(Object.keys(document.paths['/api/series/{idOrSlug}']!.delete!.responses)).toEqual(expect.arrayContaining(['204', '404', '409']));
    expect(Object.keys(document.paths['/api/authors/{idOrSlug}']!.delete!.responses)).not.toContain('409');
  });

  it('documents the success answer of every operation: a JSON schema, an event stream, a redirect or no content', () => {
    const undocumented = app.routes.filter((row) => {
      const operation = document.paths[`/api${row.path.replace(/:(\w+)/g, '{$1}')}`]![row.method.toLowerCase()]!;
      const success = operation.responses[String(row.status ?? 200)] as { content?: Record<string, { schema?: unknown }> };
      if (row.answers === 'no-content' || row.answers === 'redirect') return success.content !== undefined;
      const [type] = Object.keys(success.content ?? {});
      return !type || !success.content![type]!.schema;
    });
    expect(undocumented.map((row) => `${row.method} ${row.path}`)).toEqual([]);
    const book = document.paths['/api/books/{idOrSlug}']!.get!.responses['200'] as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(book.content['application/json']!.schema.properties.data).toBeDefined();
  });

  it('documents the search query with the schema that validates it', () => {
    const parameters = document.paths['/api/books/search']!.get!.parameters ?? [];
    expect(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name).sort()).toEqual(['limit', 'locale', 'q']);
    const path = document.paths['/api/books/{idOrSlug}/modal-data']!.get!.parameters ?? [];
    expect(path).toContainEqual(expect.objectContaining({ name: 'idOrSlug', in: 'path' }));
    expect(path).toContainEqual(expect.objectContaining({ name: 'locale', in: 'query' }));
    expect(path).not.toContainEqual(expect.objectContaining({ name: 'locale', required: true }));
  });
});
