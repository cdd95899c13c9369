import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserSchema } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { VerifyEmail } from './verify-email';

const STRONG = 'Orbit-Lantern-2026!';
const member = fakeAnswer(currentUserSchema, aMember({ displayName: 'Ada' }));

afterEach(() => vi.unstubAllGlobals());

function choose(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
}

describe('VerifyEmail', () => {
  it('posts the token alone and goes to the profile when this browser registered', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/auth\/verify-email/, method: 'POST', answer: member },
      { match: /\/api\/auth\/user/, status: 401 },
    ]);
    const { router } = renderWithProviders(<VerifyEmail token="link-token" />, { path: '/verify-email' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(callsTo(fetchMock, /verify-email/, 'POST')).toEqual([{ url: '/api/auth/verify-email', body: { token: 'link-token' } }]);
  });

  it('asks for the password when the server wants one, and sends it with the same token', async () => {
    let isAsked = false;
    const fetchMock = stubApi([{ match: /\/api\/auth\/user/, status: 401 }]);
    fetchMock.mockImplementation((input, init) => {
      if (!String(input).includes('/verify-email')) return Promise.resolve(new Response(null, { status: 401 }));
      const body = JSON.parse(String(init?.body)) as { password?: string };
      if (!body.password) {
        isAsked = true;
        return Promise.resolve(new Response(JSON.stringify({ success: false, error: { code: 'PASSWORD_REQUIRED', message: 'x' } }), { status: 400 }));
      }
      return Promise.resolve(new Response(JSON.stringify({ success: true, data: member.data }), { status: 200 }));
    });
    const { router } = renderWithProviders(<VerifyEmail token="link-token" />, { path: '/verify-email' });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    expect(isAsked).toBe(true);
    expect(screen.getByText(/opened in a different browser from the one you registered in/)).toBeTruthy();

    choose('short', 'short');
    expect(await screen.findByText('Password is too weak.')).toBeTruthy();
    choose(STRONG, STRONG);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(callsTo(fetchMock, /verify-email/, 'POST').at(-1)?.body).toEqual({ token: 'link-token', password: STRONG, confirmPassword: STRONG });
  });

  it.each([
    ['TOKEN_EXPIRED', 'This link has expired.'],
    ['TOKEN_INVALID', 'This link is invalid.'],
  ] as const)('says %s and offers a new link', async (code, text) => {
    stubApi([{ match: /\/api\/auth\/verify-email/, status: 400, code }, { match: /\/api\/auth\/user/, status: 401 }]);
    renderWithProviders(<VerifyEmail token="link-token" />, { path: '/verify-email' });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });

  it('calls nothing for a link without a token', async () => {
    const fetchMock = stubApi([{ match: /\/api\/auth\/user/, status: 401 }]);
    renderWithProviders(<VerifyEmail token={null} />, { path: '/verify-email' });
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid.');
    await waitFor(() => expect(callsTo(fetchMock, /verify-email/)).toEqual([]));
  });
});
