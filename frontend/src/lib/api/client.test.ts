import { healthSchema } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { jsonResponse } from '@/testing/render';
import { ApiError } from './api-error';
import { api } from './client';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200, statusText = 'OK') {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('unwraps a success envelope to its data and sends credentials', async () => {
    const fetchMock = mockFetch(jsonResponse(fakeAnswer(healthSchema, { status: 'ok' })));
    await expect(api.get('/api/health')).resolves.toEqual({ status: 'ok' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = mockFetch(json({ success: true, data: { id: 1 } }, 201));
    await expect(api.post('/api/reading-list', { bookId: 1 })).resolves.toEqual({ id: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"bookId":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends a multipart body as it is and leaves its content type to the browser', async () => {
    const fetchMock = mockFetch(json({ success: true, data: { id: 'x' } }, 202));
    const form = new FormData();
    form.append('file', new File(['Title,Author'], 'shelf.csv', { type: 'text/csv' }));
    await expect(api.post('/api/imports/goodreads', form)).resolves.toEqual({ id: 'x' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('throws an ApiError carrying status, code and details from an error envelope', async () => {
    const details = [{ path: 'body.title', message: 'Titel ist erforderlich' }];
    mockFetch(json({ success: false, error: { code: 'VALIDATION_FAILED', message: 'Invalid input', details } }, 400, 'Bad Request'));
    const error = await caught(api.post('/api/books/1/editions', {}));
    expect(error.message).toBe('Invalid input');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(details);
  });

  it('throws on an error envelope even with a 200 status', async () => {
    mockFetch(json({ success: false, error: { code: 'CONFLICT', message: 'Already listed' } }));
    const error = await caught(api.get('/api/x'));
    expect(error.code).toBe('CONFLICT');
  });

  it('falls back to the status text and a code for the status when the body is not an envelope', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await caught(api.get('/api/health'));
    expect(error.message).toBe('Bad Gateway');
    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
  });

  it('returns nothing for a 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/reading-list/1')).resolves.toBeUndefined();
  });

  it('turns a network failure into a NETWORK_ERROR with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/api/health'));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
  });
});
