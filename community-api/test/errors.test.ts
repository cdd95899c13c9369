import { Router } from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error.js';
import { mountRoutes, route } from '../src/http/route.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const SECRET = 'connection to db-internal-host:5432 refused';

function probeRoutes(): Router {
  const router = Router();
  router.get('/_test/boom', () => {
    throw new Error(SECRET);
  });
  router.get('/_test/async-boom', async () => {
    await Promise.resolve();
    throw new TypeError(SECRET);
  });
  router.get('/_test/conflict', () => {
    throw new AppError('CONFLICT', 409, 'Already on your list');
  });
  router.use(
    mountRoutes([
      route({
        method: 'POST',
        path: '/_test/echo/:id',
        access: 'public',
        summary: 'Echoes what validation let through',
        response: z.object({ params: z.unknown(), query: z.unknown(), body: z.unknown() }),
        params: z.object({ id: z.coerce.number().int().positive() }),
        query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        body: z.object({ title: z.string().min(1, 'Titel ist erforderlich') }),
        handler: ({ params, query, body }, _req, res) => {
          res.json({ success: true, data: { params, query, body } });
        },
      }),
    ]),
  );
  return router;
}

describe('error envelopes', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp({ databaseUrl: database.url, extraRoutes: [probeRoutes()] });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers an unknown /api route with a 404 NOT_FOUND envelope', async () => {
    const response = await app.request.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing' },
    });
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await app.request
      .post('/api/_test/echo/1')
      .set('Content-Type', 'application/json')
      .send('{"title": "Dune",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: { code: 'VALIDATION_FAILED', message: 'Malformed JSON body' },
    });
  });

  it('answers a body over 100kb with a 413 envelope', async () => {
    const response = await app.request
      .post('/api/_test/echo/1')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ title: 'x'.repeat(110 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a thrown unexpected error with 500 and no internals, and logs its stack', async () => {
    for (const path of ['/api/_test/boom', '/api/_test/async-boom']) {
      const response = await app.request.get(path);
      expect(response.status).toBe(500);
      expect(response.body.success).toBe(false);
      expect(response.body.error.code).toBe('INTERNAL');
      expect(response.body.error.message).toBe('Internal server error');
      expect(response.body.error.details).toEqual({ requestId: response.headers['x-request-id'] });
      expect(response.text).not.toContain(SECRET);
      expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    }
    // On the request's one access line, with the stack (decision 107).
    const logged = app.logLines().filter((line) => line.msg === 'request errored' && String(line.path).startsWith('/api/_test/'));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 50, status: 500, code: 'INTERNAL' });
    expect(JSON.stringify(logged[0])).toContain(SECRET);
    expect(JSON.stringify(logged[0])).toContain('"stack"');
  });

  it('maps a thrown AppError to its status and code', async () => {
    const response = await app.request.get('/api/_test/conflict');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, error: { code: 'CONFLICT', message: 'Already on your list' } });
  });

  it('passes parsed params, query and body on when they are valid', async () => {
    const response = await app.request.post('/api/_test/echo/7').send({ title: 'Dune' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ params: { id: 7 }, query: { page: 1 }, body: { title: 'Dune' } });
  });

  it('reports every invalid field with its location in one 400', async () => {
    const response = await app.request.post('/api/_test/echo/abc?page=0').send({ title: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    const paths = (response.body.error.details as Array<{ path: string; message: string }>).map((issue) => issue.path);
    expect(paths).toEqual(['params.id', 'query.page', 'body.title']);
    expect(response.body.error.details[2].message).toBe('Titel ist erforderlich');
  });

  it('echoes a safe caller-supplied request id and replaces an unsafe one', async () => {
    const safe = await app.request.get('/api/health').set('x-request-id', 'gateway-123');
    expect(safe.headers['x-request-id']).toBe('gateway-123');
    const unsafe = await app.request.get('/api/health').set('x-request-id', 'bad id\twith spaces');
    expect(unsafe.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });
});
