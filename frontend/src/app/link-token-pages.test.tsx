import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { currentUserSchema, emailRestoredSchema } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeLinkToken } from '@/lib/link-token';
import { aMember, fakeAnswer } from '@/testing/answers';
import { jsonResponse } from '@/testing/render';
import { App } from './app';
import { createRoutes, preloadMatchedPages } from './routes';

const SECRET = 'SECRET-link-token-0123456789';
const STRONG = 'Orbit-Lantern-2026!';
const member = fakeAnswer(currentUserSchema, aMember({ displayName: 'Ada', email: 'ada@example.org' }));

/** A fetch that notes, for each call, the address the page had when the call left (what the browser sends as Referer). */
function recordingApi() {
  const calls: Array<{ url: string; body: unknown; addressBar: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = String(input);
      calls.push({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, addressBar: window.location.href });
      if (url.includes('/api/auth/user')) return Promise.resolve(jsonResponse(null, 401));
      if (url.includes('/api/auth/email/undo')) return Promise.resolve(jsonResponse(fakeAnswer(emailRestoredSchema, { email: 'ada@example.org' })));
      return Promise.resolve(jsonResponse(member));
    }),
  );
  return calls;
}

/** As main.tsx does it: the token is taken first, then the app starts on the browser's own address. */
async function openMailedLink(path: string) {
  window.history.replaceState(null, '', `${path}?token=${SECRET}&utm_source=mail`);
  takeLinkToken();
  const routes = createRoutes();
  await preloadMatchedPages(routes, window.location.pathname);
  await act(async () => {
    render(<App routes={routes} />);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('pages opened from a mailed link (decision 107)', () => {
  it.each([
    ['/verify-email', () => undefined],
    ['/confirm-email', () => undefined],
    ['/undo-email-change', () => fireEvent.click(screen.getByRole('button', { name: 'Undo the change' }))],
    [
      '/reset-password',
      () => {
        fireEvent.change(screen.getByLabelText('New password'), { target: { value: STRONG } });
        fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: STRONG } });
        fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
      },
    ],
  ])('%s: the token leaves the address bar before the first request, and still reaches the API in the body', async (path, use) => {
    const calls = recordingApi();
    await openMailedLink(path);
    expect(window.location.href).not.toContain(SECRET);
    await screen.findByRole('heading', { level: 1 });
    use();
    await waitFor(() => expect(calls.some((call) => (call.body as { token?: string } | undefined)?.token === SECRET)).toBe(true));
    expect(calls.length).toBeGreaterThan(1);
    // The address as the first request saw it: the page's own, with the other parameters kept (a
    // quick answer may already have taken the reader on, so the address bar of now would not tell).
    expect(calls[0]?.addressBar).toBe(`http://localhost:3000${path}?utm_source=mail`);
    for (const call of calls) expect(call.addressBar, call.url).not.toContain(SECRET);
  });
});
