import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserSchema, type ErrorCode } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ResetPasswordForm } from './reset-password-form';

const STRONG = 'Orbit-Lantern-2026!';
const member = fakeAnswer(currentUserSchema, aMember({ displayName: 'Ada' }));

afterEach(() => vi.unstubAllGlobals());

function choose(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordForm', () => {
  it('refuses a weak password and a mismatch before calling the server', async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<ResetPasswordForm token="abc" />);
    choose('short', 'other');
    expect(await screen.findByText('Password is too weak.')).toBeTruthy();
    expect(screen.getAllByText('Passwords do not match.').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, /password-reset/)).toEqual([]);
  });

  it('shows the strength meter of the registration', () => {
    stubApi([]);
    renderWithProviders(<ResetPasswordForm token="abc" />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: STRONG } });
    expect(screen.getByText('Strong')).toBeTruthy();
  });

  it('posts the token with the new password, signs the member in and goes to the profile', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/auth\/password-reset\/confirm/, method: 'POST', answer: member },
      { match: /\/api\/auth\/user/, status: 401 },
    ]);
    const { router } = renderWithProviders(<ResetPasswordForm token="abc" />, { path: '/reset-password?token=abc' });
    choose(STRONG, STRONG);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(callsTo(fetchMock, /password-reset\/confirm/, 'POST')[0]?.body).toEqual({ token: 'abc', password: STRONG, confirmPassword: STRONG });
    expect(await screen.findByText('Your password has been changed and you are signed in. Other browsers were signed out.')).toBeTruthy();
  });

  it.each<[ErrorCode, string]>([
    ['TOKEN_EXPIRED', 'This link has expired.'],
    ['TOKEN_INVALID', 'This link is invalid.'],
  ])('on %s says so and offers a new link', async (code, message) => {
    stubApi([{ match: /\/api\/auth\/password-reset\/confirm/, status: 400, code }]);
    renderWithProviders(<ResetPasswordForm token="abc" />);
    choose(STRONG, STRONG);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('without a token offers a new link at once', () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<ResetPasswordForm token={null} />);
    expect(screen.getByRole('alert').textContent).toMatch(/This link is incomplete/);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
