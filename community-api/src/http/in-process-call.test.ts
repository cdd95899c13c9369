import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { inProcessApi } from './in-process-call.js';
import { route } from './route.js';

const shelf = route({ method: 'GET', path: '/shelves/:id', access: 'public', summary: 'a shelf', response: z.object({ id: z.string() }), handler: ({ params }, _req, res) => res.json({ data: params }), params: z.object({ id: z.string() }) });
const broken = route({
  method: 'GET',
  path: '/broken',
  access: 'public',
  summary: 'fails',
  response: z.string(),
  handler: () => {
    throw new Error('connection to 10.0.0.7:5432 refused');
  },
});

describe('the in-process API caller', () => {
  it('answers a fault 500 without internals, naming the page request that caused it, and reports it with that id', async () => {
    const faults: { error: unknown; url: string; requestId: string }[] = [];
    const api = inProcessApi([shelf, broken], { onFault: (error, url, requestId) => faults.push({ error, url, requestId }) });
    const answer = await api.forLanguage('de', 'page-7f3a')('/api/broken?x=1');
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: { code: 'INTERNAL', message: 'Internal server error', details: { requestId: 'page-7f3a' } } });
    expect(text).not.toContain('10.0.0.7');
    expect(faults).toEqual([{ error: expect.any(Error) as unknown, url: '/api/broken?x=1', requestId: 'page-7f3a' }]);
  });

  it('calls the declared route with its decoded parameters', async () => {
    const api = inProcessApi([shelf, broken], { onFault: () => undefined });
    const answer = await api.forLanguage('en')('/api/Shelves/a%20b/');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { id: 'a b' } });
  });
});
